/**
 * Month arithmetic for both sides: months as the analytics endpoints name them ('2026-04'), taken in a
 * team's time zone. An unknown zone counts as UTC.
 */
export type MonthKey = string;

/**
 * A date formatter per time zone, null for a zone Intl does not know. Made once per zone:
 * building an Intl.DateTimeFormat costs more than a whole analytics query on the kept month cells.
 */
const monthFormats = new Map<string, Intl.DateTimeFormat | null>();

function monthFormat(timeZone: string): Intl.DateTimeFormat | null {
  let format = monthFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      format = null;
    }
    // Settings hold valid zone names; the bound only guards against a flood of odd ones.
    if (monthFormats.size < 1000) monthFormats.set(timeZone, format);
  }
  return format;
}

/** Whether Intl knows the zone (else months are taken in UTC). */
export const isKnownTimeZone = (timeZone: string): boolean => monthFormat(timeZone) !== null;

function dateParts(date: Date, timeZone: string) {
  const parts = (monthFormat(timeZone) ?? monthFormat('UTC')!).formatToParts(date);
  return (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
}

/** The month `date` falls in, in `timeZone`. */
export function monthOf(date: Date, timeZone = 'UTC'): MonthKey {
  const part = dateParts(date, timeZone);
  return `${part('year')}-${part('month')}`;
}

/** The day of its month `date` falls on, in `timeZone` (1–31). */
export const dayOfMonth = (date: Date, timeZone = 'UTC'): number => Number(dateParts(date, timeZone)('day'));

const monthIndex = (month: MonthKey): number => {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return year * 12 + (monthNumber - 1);
};

/** '2026-01' shifted by -1 → '2025-12'. */
export function addMonths(month: MonthKey, count: number): MonthKey {
  const index = monthIndex(month) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** How many days the month has ('2024-02' → 29). */
export function daysInMonth(month: MonthKey): number {
  const index = monthIndex(month) + 1;
  return new Date(Date.UTC(Math.floor(index / 12), index % 12, 0)).getUTCDate();
}

/** How many months from `from` to `to`, both counted ('2026-01'…'2026-03' → 3). */
export const monthsBetween = (from: MonthKey, to: MonthKey): number => monthIndex(to) - monthIndex(from) + 1;

/** The 12 months ending with `month`: the analytics' default range. */
export const lastTwelveMonths = (month: MonthKey) => ({ from: addMonths(month, -11), to: month });
