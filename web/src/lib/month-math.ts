/** Months on screen; the arithmetic itself is contract/src/months.ts, shared with the server. */
import { shiftMonth, type MonthKey } from '@flipstack/contract';

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
