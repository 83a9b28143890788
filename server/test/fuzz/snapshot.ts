import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/raw.ts';

/** Tables every request may write, refused or not: rate limits count attempts, and a refused one is an attempt. */
const BOOKKEEPING = ['rate_limits'];

/** Each table's row count and a checksum of its rows: two snapshots differ when any row changed. */
export type Snapshot = Map<string, string>;

/**
 * Snapshots of every table of the public schema: its row count and the sum of its rows' hashes (order
 * does not matter, no sort). The query lives in a PL/pgSQL function made for the test database and
 * answers one text, so its plan is made once and one row comes back: on PGlite, planning the union of
 * every table and sending a row per table cost more than reading the rows.
 */
export async function snapshotter(db: Database): Promise<() => Promise<Snapshot>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in (${sql.join(
        BOOKKEEPING.map((name) => sql`${name}`),
        sql`, `,
      )})
      order by 1`,
  );
  const union = tables
    .map(
      ({ name }) =>
        `select '${name}=' || count(*) || ':' || coalesce(sum(hashtextextended(t::text, 0)), 0) as sum from "${name}" t`,
    )
    .join(' union all ');
  await db.execute(
    sql.raw(
      `create or replace function fuzz_snapshot() returns text language plpgsql as $$ begin return (select string_agg(sum, ' ') from (${union}) sums); end $$`,
    ),
  );
  return async () => {
    const [row] = await rowsOf<{ sums: string }>(db, sql`select fuzz_snapshot() as sums`);
    return new Map(row!.sums.split(' ').map((part) => part.split('=') as [string, string]));
  };
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return [...after.keys()].filter((name) => before.get(name) !== after.get(name));
}
