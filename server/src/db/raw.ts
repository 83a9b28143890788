import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './database.ts';

/** A row as the API answers it: its columns by name, and always an id. */
export type Row = Record<string, unknown> & { id: number };

/** Rows of a hand-written query; both drivers answer `{ rows }`. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** What `db.execute` does inside drizzle, which takes no statement name (its query builders' `.prepare` do). */
type DrizzleInternals = {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: false,
    ): {
      execute(): Promise<unknown>;
    };
  };
};

/** A prepared statement's name, from its text: one text is one statement on a connection, whoever prepares it. */
export const statementName = (prefix: string, text: string) =>
  `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

/**
 * rowsOf as a named prepared statement (named by its text, so one text is one statement) whose plan is
 * made once per connection and kept for any values. Unnamed, the inventory page's joins took 3–11 ms to
 * plan and 1 ms to run, on every call; named but left to choose, PostgreSQL planned it again every time
 * too (a generic plan's cost, with the page size unknown, looks 100× a custom one's). The choice is forced
 * for this statement only, in its own transaction: set for the connection, it would apply to every
 * statement, and the tracking view's and search's plans depend on their values (2.6 s instead of 61 ms).
 * Only for statements of a bounded number of texts whose kept plans a test checks (list-plans.test.ts):
 * each stays on every connection that ran it.
 */
export async function preparedRowsOf<T>(db: Database, prefix: string, query: SQL): Promise<T[]> {
  // The embedded database (no pool to check a connection out of) would only pay for the transaction: its
  // one connection waits for it, and its driver sends no statement names.
  const isPooled = typeof (db as unknown as { $client: { connect?: unknown } }).$client.connect === 'function';
  if (!isPooled) return rowsOf<T>(db, query);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    const { dialect, session } = tx as unknown as DrizzleInternals;
    const built = dialect.sqlToQuery(query);
    const result = await session.prepareQuery(built, undefined, statementName(prefix, built.sql), false).execute();
    return (result as { rows: T[] }).rows;
  });
}

/** A timestamptz as the ISO 8601 UTC text the API answers ("2026-04-01T15:00:00.000Z"), the same on both drivers. */
export const isoText = (expression: SQL) =>
  sql`to_char((${expression}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Money summed exactly and read back with two decimals ("0.00"). */
export const moneyText = (expression: SQL) => sql`(coalesce(${expression}, 0))::numeric(14,2)::text`;
