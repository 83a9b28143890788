import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './database.ts';

/** A row as the API answers it: its columns by name, and always an id. */
export type Row = Record<string, unknown> & { id: number };

/** Rows of a hand-written query; both drivers answer `{ rows }`. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** A timestamptz as the ISO 8601 UTC text the API answers ("2026-04-01T15:00:00.000Z"), the same on both drivers. */
export const isoText = (expression: SQL) =>
  sql`to_char((${expression}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Money summed exactly and read back with two decimals ("0.00"). */
export const moneyText = (expression: SQL) => sql`(coalesce(${expression}, 0))::numeric(14,2)::text`;
