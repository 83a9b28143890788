/*
 * The bounds of a range filter (`from` / `to`), given as a day (YYYY-MM-DD, taken in UTC) or an ISO 8601
 * time. A day means the whole day. A time the API answered (to the millisecond) means its whole
 * millisecond, so `to` set to a row's own time keeps that row, which is stored to the microsecond.
 */

/** Where a range starts: a day's first instant, or the time as given. */
export function rangeStart(value: string): string {
  return value.length === 10 ? `${value}T00:00:00.000Z` : value;
}

/** Where a range ends: before `bound`, or at it when `inclusive`. */
export function rangeEnd(value: string): { bound: string; inclusive: boolean } {
  const isDay = value.length === 10;
  const fraction = /\.(\d+)/.exec(value)?.[1] ?? '';
  // A time finer than a millisecond is taken as given.
  if (!isDay && fraction.length > 3) return { bound: value, inclusive: true };
  const next = new Date(Date.parse(rangeStart(value)) + (isDay ? 86_400_000 : 1));
  // Past 9999-12-31 there is no ISO text PostgreSQL reads ('+010000-01-01…'): its last microsecond instead.
  if (next.getUTCFullYear() > 9999) return { bound: '9999-12-31T23:59:59.999999Z', inclusive: true };
  return { bound: next.toISOString(), inclusive: false };
}
