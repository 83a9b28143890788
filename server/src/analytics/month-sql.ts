import { sql, type SQL } from 'drizzle-orm';
import { addMonths, type MonthRange } from './month-range.ts';

/** The first instant of the month of a timestamptz, as a local timestamp in the team's time zone (grouped on; formatted last). */
export const monthOf = (expression: SQL, range: MonthRange) => sql`date_trunc('month', ${expression} at time zone ${range.timeZone})`;

/**
 * `expression` falls in the range: from the first month's local midnight to the month after the last.
 * The bounds are sent as timestamp parameters (not text cast in SQL, which is only STABLE), so
 * PostgreSQL folds them to constants once and estimates the range from its statistics.
 */
export const inMonths = (expression: SQL, range: MonthRange) => sql`${expression} >= (${`${range.from}-01`}::timestamp at time zone ${range.timeZone})
  and ${expression} < (${`${addMonths(range.to, 1)}-01`}::timestamp at time zone ${range.timeZone})`;

/** A month kept as its first local instant (a timestamp without time zone, as monthOf makes it) falls in the range. */
export const monthCellsIn = (month: SQL, range: MonthRange) =>
  sql`${month} >= ${`${range.from}-01`}::timestamp and ${month} < ${`${addMonths(range.to, 1)}-01`}::timestamp`;

/** Every month of the range, empty ones too. */
export const everyMonth = (range: MonthRange) => sql`select m as month
  from generate_series((${range.from}::text || '-01')::timestamp, (${range.to}::text || '-01')::timestamp, interval '1 month') m`;
