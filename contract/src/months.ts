/**
 * Month arithmetic shared by the server's reports and the web's screens. A month is named as the
 * analytics calls name it, 'YYYY-MM', in the team's time zone.
 */
export type MonthKey = string;

/** One formatter per zone (null: a zone Intl does not know): making one costs more than a month query. */
const formats = new Map<string, Intl.DateTimeFormat | null>();

function monthFormat(timeZone: string): Intl.DateTimeFormat | null {
  let format = formats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit' });
    } catch {
      format = null;
    }
    // Settings hold valid zone names; the bound only guards against a flood of odd ones.
    if (formats.size < 1000) formats.set(timeZone, format);
  }
  return format;
}

export const isKnownTimeZone = (timeZone: string): boolean => monthFormat(timeZone) !== null;

/** The month `date` falls in, in `timeZone` (an unknown zone counts as UTC). */
export function monthOf(date: Date, timeZone = 'UTC'): MonthKey {
  const parts = (monthFormat(timeZone) ?? monthFormat('UTC')!).formatToParts(date);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

const monthIndex = (month: MonthKey): number => {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return year * 12 + (monthNumber - 1);
};

/** '2026-01' shifted by -1 → '2025-12'. */
export function shiftMonth(month: MonthKey, by: number): MonthKey {
  const index = monthIndex(month) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** How many months from `from` to `to`, both counted: '2026-01'…'2026-03' → 3. */
export const monthsBetween = (from: MonthKey, to: MonthKey): number => monthIndex(to) - monthIndex(from) + 1;
