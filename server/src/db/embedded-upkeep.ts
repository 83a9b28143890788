import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';
import { rowsOf } from './raw.ts';

export type UpkeepDone = { vacuumed: string[]; analyzed: string[] };

/** A table this small is read whole whatever the planner knows: 64 kB. */
const SMALL_TABLE_BYTES = 8 * 8192;

/**
 * PGlite runs PostgreSQL in one process, where no autovacuum worker ever starts: nothing would analyze the
 * embedded database (its planner would never learn a table's size or values), nor vacuum it (dead rows
 * would stay in its indexes, and no page would be marked all-visible for an index-only scan). This does
 * autovacuum's work on autovacuum's default thresholds. PGlite keeps no activity counts across a restart,
 * so the first turn of a process vacuums and analyzes every table bigger than SMALL_TABLE_BYTES.
 */
export async function embeddedUpkeepTurn(db: Database, { first }: { first: boolean }): Promise<UpkeepDone> {
  // The process's own counts reach the shared ones at most once a second, at the end of a statement.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const tables = await rowsOf<{ name: string; vacuum: boolean; analyze: boolean }>(
    db,
    sql`select format('%I.%I', s.schemaname, s.relname) as name,
        ${first} and pg_relation_size(s.relid) > ${SMALL_TABLE_BYTES}
          or s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
          or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0) as vacuum,
        s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) as analyze
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      order by s.relname`,
  );
  const done: UpkeepDone = { vacuumed: [], analyzed: [] };
  for (const table of tables) {
    if (table.vacuum) {
      await db.execute(sql.raw(`vacuum (analyze) ${table.name}`));
      done.vacuumed.push(table.name);
    } else if (table.analyze) {
      await db.execute(sql.raw(`analyze ${table.name}`));
      done.analyzed.push(table.name);
    }
  }
  return done;
}
