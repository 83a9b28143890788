import { sql, type SQL } from 'drizzle-orm';
import { addMonths } from '@flipstack/contract';
import type { MonthRange } from './month-range.ts';

/** The first instant of the month of a timestamptz, as a local timestamp in the team's time zone (grouped on; formatted last). */
export const monthOf = (expression: SQL, range: MonthRange) =>
  sql`date_trunc('month', ${expression} at time zone ${range.timeZone})`;

/** The range's ends as local month starts: its first month, and the month after its last. */
const localBounds = (range: MonthRange) => [`${range.from}-01`, `${addMonths(range.to, 1)}-01`] as const;

/**
 * `expression` falls in the range: from the first month's local midnight to the month after the last.
 * The bounds are sent as timestamp parameters (not text cast in SQL, which is only STABLE), so
 * PostgreSQL folds them to constants once and estimates the range from its statistics.
 */
export function inMonths(expression: SQL, range: MonthRange): SQL {
  return sql`${expression} >= ${rangeStart(range)} and ${expression} < ${rangeEnd(range)}`;
}

/** The range's first instant: its first month's local midnight, as a timestamptz. */
export const rangeStart = (range: MonthRange) =>
  sql`(${localBounds(range)[0]}::timestamp at time zone ${range.timeZone})`;

/** The instant after the range: the local midnight that starts the month after its last. */
export const rangeEnd = (range: MonthRange) =>
  sql`(${localBounds(range)[1]}::timestamp at time zone ${range.timeZone})`;

/** A month kept as its first local instant (a timestamp without time zone, as monthOf makes it) falls in the range. */
export function monthCellsIn(month: SQL, range: MonthRange): SQL {
  const [start, end] = localBounds(range);
  return sql`${month} >= ${start}::timestamp and ${month} < ${end}::timestamp`;
}

/** Every month of the range, empty ones too. */
export const everyMonth = (range: MonthRange) => sql`select m as month
  from generate_series((${range.from}::text || '-01')::timestamp, (${range.to}::text || '-01')::timestamp, interval '1 month') m`;

/** `expression` falls on day 1 to `day` of its month in the range's time zone (no condition without a day). */
export const inFirstDays = (expression: SQL, range: MonthRange, day: number | undefined): SQL | undefined =>
  day === undefined ? undefined : sql`extract(day from ${expression} at time zone ${range.timeZone}) <= ${day}`;
