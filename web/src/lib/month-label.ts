import type { MonthKey } from '@flipstack/contract';

/** 'Apr 2026' in the user's locale (the arithmetic of months is in contract/src/month.ts). */
export function monthLabel(month: MonthKey, style: 'short' | 'long' = 'short'): string {
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber - 1, 15)).toLocaleDateString(undefined, {
    month: style,
    year: 'numeric',
    timeZone: 'UTC',
  });
}
