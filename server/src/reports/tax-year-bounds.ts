import { sql, type SQL } from 'drizzle-orm';
import type { MonthRange } from '../analytics/month-range.ts';

/** A calendar year as whole months of a time zone: the team's for the books, UTC for a marketplace's 1099-K. */
export const yearRange = (year: number, timeZone: string): MonthRange => ({
  from: `${year}-01`,
  to: `${year}-12`,
  timeZone,
});

/** Midnight of 1 January of `year` in `timeZone`, as a timestamptz. */
export const newYearInstant = (year: number, timeZone: string): SQL =>
  sql`(${`${year}-01-01`}::timestamp at time zone ${timeZone})`;
