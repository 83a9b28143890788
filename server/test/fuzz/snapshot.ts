import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/raw.ts';

/** Each table's row count and a checksum of its rows: two snapshots differ when any row changed. */
export type Snapshot = Map<string, string>;

/**
 * Snapshots of every table of the public schema. The query lives in a PL/pgSQL function made for the
 * test database, so its plan is made once: planning the union of every table cost more than running it.
 */
export async function snapshotter(db: Database): Promise<() => Promise<Snapshot>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const union = tables
    .map(({ name }) => `select '${name}'::text, count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from "${name}" t`)
    .join(' union all ');
  await db.execute(sql.raw(`create or replace function fuzz_snapshot() returns table (name text, sum text) language plpgsql as $$ begin return query ${union}; end $$`));
  return async () => new Map((await rowsOf<{ name: string; sum: string }>(db, sql`select name, sum from fuzz_snapshot()`)).map((row) => [row.name, row.sum]));
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return [...after.keys()].filter((name) => before.get(name) !== after.get(name));
}
