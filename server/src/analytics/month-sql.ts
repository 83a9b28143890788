import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/raw.ts';
import type { MonthRange } from './month-range.ts';

/** The first instant of the month of a timestamptz, as a local timestamp in the team's time zone (grouped on; formatted last). */
export const monthOf = (expression: SQL, range: MonthRange) => sql`date_trunc('month', ${expression} at time zone ${range.timeZone})`;

/** `expression` falls in the range: from the first month's local midnight to the month after the last. */
export const inMonths = (expression: SQL, range: MonthRange) => sql`${expression} >= ((${range.from}::text || '-01')::timestamp at time zone ${range.timeZone})
  and ${expression} < (((${range.to}::text || '-01')::timestamp + interval '1 month') at time zone ${range.timeZone})`;

/** Every month of the range, empty ones too. */
export const everyMonth = (range: MonthRange) => sql`select m as month
  from generate_series((${range.from}::text || '-01')::timestamp, (${range.to}::text || '-01')::timestamp, interval '1 month') m`;

/**
 * Runs a monthly report. PostgreSQL guesses the number of months from the distinct timestamps (about
 * one group per sale) and would sort every row, on disk past work_mem; there are only months × platforms
 * groups, so the report hashes them instead (measured in docs/benchmarks.md).
 */
export const HASH_THE_MONTHS = sql`set local enable_sort = off`;
export function monthlyRows<T>(db: Database, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(HASH_THE_MONTHS);
    return rowsOf<T>(tx as unknown as Database, query);
  });
}
