import type { MonthKey } from '@flipstack/contract';

// A formatter is slow to make (toLocaleDateString makes one per call); the chart labels a dozen months per render.
const FORMATTERS = {
  short: new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
  long: new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** 'Apr 2026' in the user's locale (the arithmetic of months is in contract/src/month.ts). */
export function monthLabel(month: MonthKey, style: 'short' | 'long' = 'short'): string {
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  return FORMATTERS[style].format(new Date(Date.UTC(year, monthNumber - 1, 15)));
}
