/** Month arithmetic of the web app, in one place. Months as the analytics endpoints name them ('2026-04'), in the team's time zone. */
export type MonthKey = string;

/** The month `date` falls in, in `timeZone` (an unknown zone counts as UTC, like the server). */
export function monthOf(date: Date, timeZone = 'UTC'): MonthKey {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(date);
  } catch {
    parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', year: 'numeric', month: '2-digit' }).formatToParts(
      date,
    );
  }
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** '2026-01' shifted by -1 → '2025-12'. */
export function shiftMonth(month: MonthKey, by: number): MonthKey {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The 12 months ending with `month`, as the analytics query takes them. */
export const lastTwelveMonths = (month: MonthKey) => ({ from: shiftMonth(month, -11), to: month });

/** 'Apr 2026' in the user's locale. */
export function monthLabel(month: MonthKey, style: 'short' | 'long' = 'short'): string {
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber - 1, 15)).toLocaleDateString(undefined, {
    month: style,
    year: 'numeric',
    timeZone: 'UTC',
  });
}
