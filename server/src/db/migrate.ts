import { createHash } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from './database.ts';
import { applyDerived, derivedStatements } from './derived/index.ts';
import { rowsOf } from './raw.ts';
import { SERVER_DIR } from '../server-dir.ts';

const MIGRATIONS_FOLDER = path.join(SERVER_DIR, 'src/db/migrations');

/**
 * The pending migrations, then every derived file (derived/), in one transaction. This is drizzle's
 * migrator written out — the same table, the same records — because its own transaction could not take
 * the derived files in: a start either applies both or neither. The derived files are applied again only
 * when a migration ran or they changed (their sha256 is kept in drizzle.__derived): redefining them all reads
 * most of the catalog, the largest part of a start that has nothing to migrate.
 */
export async function migrateAndDerive(db: Database): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  await db.transaction(async (tx) => {
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(sql`create table if not exists drizzle.__drizzle_migrations (
      id serial primary key, hash text not null, created_at bigint)`);
    const [last] = await rowsOf<{ created_at: string }>(
      tx,
      sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    let isMigrated = false;
    for (const migration of migrations) {
      if (last && Number(last.created_at) >= migration.folderMillis) continue;
      for (const statement of migration.sql) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at)
        values (${migration.hash}, ${migration.folderMillis})`);
      isMigrated = true;
    }
    const derived = derivedStatements();
    const derivedHash = createHash('sha256').update(derived.join('\0')).digest('hex');
    await tx.execute(sql`create table if not exists drizzle.__derived (hash text not null)`);
    const [applied] = await rowsOf<{ hash: string }>(tx, sql`select hash from drizzle.__derived`);
    if (isMigrated || applied?.hash !== derivedHash) {
      await applyDerived(tx, derived);
      await tx.execute(sql`delete from drizzle.__derived`);
      await tx.execute(sql`insert into drizzle.__derived (hash) values (${derivedHash})`);
    }
  });
}
