import { createHash } from 'node:crypto';
import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Database } from './database.ts';
import { isLostConnection } from './lost-connection.ts';

/** A row as the API answers it: its columns by name, and always an id. */
export type Row = Record<string, unknown> & { id: number };

/** Rows of a hand-written query; both drivers answer `{ rows }`. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** A prepared statement's name, from its text: one text is one statement on a connection, whoever prepares it. */
export const statementName = (prefix: string, text: string) =>
  `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

type Values = Record<string, unknown>;
const READ_ATTEMPTS = 3;

/** A statement as the driver is sent it: its text, its parameters (placeholders among them) and, when kept, its name. */
export type BuiltStatement = { sql: string; params: unknown[]; name: string };

const dialect = new PgDialect();

/**
 * `query` rendered to its text once, so that a statement kept per shape skips the query builder on
 * every call; named by its text (prefixed) when it is to be kept prepared on each connection.
 */
export function builtStatement(query: SQL, prefix?: string): BuiltStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { sql: text, params, name: prefix === undefined ? '' : statementName(prefix, text) };
}

/** How drizzle's session sends a rendered statement (its query builders' `.prepare` do the same, with a name). */
type Session = {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: string | undefined,
    arrayMode: false,
  ): { execute(values: Record<string, unknown>): Promise<unknown> };
};

/** Rows of a built statement, its placeholders given `values`; sent named when it has a name. */
export async function builtRows<T>(db: Database, statement: BuiltStatement, values: Values): Promise<T[]> {
  const { session } = db as unknown as { session: Session };
  const result = await session.prepareQuery(statement, undefined, statement.name || undefined, false).execute(values);
  return (result as { rows: T[] }).rows;
}

/**
 * builtRows for a named statement whose plan is made once per connection and kept for any values. Unnamed,
 * the inventory page's joins took longer to plan than to run, on every call; named but left to choose,
 * PostgreSQL planned it again every time too (a generic plan's cost, with the page size unknown, looks far
 * above a custom one's). The choice is forced for this statement only, in its own transaction: set for the
 * connection, it would apply to every statement, and the tracking view's and search's plans depend on their
 * values. The transaction and its setting go in one round trip.
 * Only for statements of a bounded number of texts whose kept plans a test checks (list-plans.test.ts):
 * each stays on every connection that ran it. Its columns are read by pg's own parsers, not drizzle's.
 */
export async function genericPlanRows<T>(db: Database, statement: BuiltStatement, values: Values): Promise<T[]> {
  const pool = (db as unknown as { $client: Partial<pg.Pool> }).$client;
  // The embedded database (no pool to check a connection out of) would only pay for the transaction: its
  // one connection waits for it, and its driver sends no statement names.
  if (typeof pool.connect !== 'function') return builtRows<T>(db, statement, values);
  const params = fillPlaceholders(statement.params, values);
  for (let attempt = 1; ; attempt++) {
    const client = await (pool as pg.Pool).connect();
    try {
      await client.query('begin read only; set local plan_cache_mode = force_generic_plan');
      const result = await client.query({ name: statement.name, text: statement.sql, values: params });
      await client.query('commit');
      client.release();
      return result.rows as T[];
    } catch (error) {
      // A read that lost its connection is sent again on another (lost-connection.ts), as pool.query's are.
      const lost = isLostConnection(error);
      const clean =
        !lost &&
        (await client.query('rollback').then(
          () => true,
          () => false,
        ));
      client.release(clean ? undefined : (error as Error));
      if (!lost || attempt >= READ_ATTEMPTS) throw error;
    }
  }
}

/** A timestamptz as the ISO 8601 UTC text the API answers ("2026-04-01T15:00:00.000Z"), the same on both drivers. */
export const isoText = (expression: SQL) =>
  sql`to_char((${expression}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Money summed exactly and read back with two decimals ("0.00"). */
export const moneyText = (expression: SQL) => sql`(coalesce(${expression}, 0))::numeric(14,2)::text`;
