import path from 'node:path';
import type { drizzle as DrizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from './database.ts';
import { createEmbeddedApart } from './embedded-create.ts';
import { parsersTakenOnce, TEXT_PARSERS } from './embedded-parsers.ts';
import { migrateAndDerive } from './migrate.ts';
import * as schema from './schema/index.ts';
import { retryReadsOnLostConnections } from './lost-connection.ts';

// The types live in database.ts, so that migrate.ts and what it imports take them without an import cycle.
export type { Database, Transaction } from './database.ts';
export type DatabaseKind = 'embedded' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The embedded database's files as one archive, to open copies from (`from` below). */
  dump?(): Promise<Blob>;
};

export type OpenDatabaseOptions =
  // No dataDir: in memory. `from`: starts as a copy of a dump() (the tests' migrated database, made once).
  { kind: 'embedded'; dataDir?: string; from?: Blob } | { kind: 'postgres'; url: string };

/** DATABASE_URL → that PostgreSQL server; unset → the embedded database in DATA_DIR/db. */
export function databaseOptionsFrom(config: { databaseUrl: string | undefined; dataDir: string }): OpenDatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'embedded', dataDir: path.join(config.dataDir, 'db') };
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'embedded' ? openEmbedded(options.dataDir, options.from) : openPostgres(options.url);
}

/**
 * PostgreSQL's default 128 MB of shared buffers sits in the embedded server's WebAssembly heap from the
 * start, and that heap never shrinks. 32 MB keeps the process about 95 MB smaller; the pages that no longer
 * fit are read again from the operating system's file cache.
 */
const EMBEDDED_SETTINGS = ['shared_buffers=32MB'];

async function openEmbedded(dataDir: string | undefined, from: Blob | undefined): Promise<DatabaseHandle> {
  // Loaded only here: an instance on PostgreSQL does not hold the embedded database (some 26 MB).
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  if (dataDir !== undefined && from === undefined) await createEmbeddedApart(dataDir, EMBEDDED_SETTINGS);
  const client = await PGlite.create(dataDir, {
    loadDataDir: from,
    extensions: { pg_trgm },
    postgresqlconf: EMBEDDED_SETTINGS,
    parsers: TEXT_PARSERS,
  });
  const db = drizzlePglite({ client: parsersTakenOnce(client), schema });
  return {
    db: db as unknown as Database,
    kind: 'embedded',
    migrate: () => migrateAndDerive(db),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

/**
 * The app's connections to PostgreSQL (the bench's bare handler uses the same). JIT compiling a statement
 * costs more than our bounded reads take to run. Parallel workers are for statements ten times costlier
 * than PostgreSQL's default asks: starting them costs more than a read of a few thousand rows, which the
 * inventory aging is, saves.
 */
export const POOL_SETTINGS = { max: 10, options: '-c jit=off -c parallel_setup_cost=10000' };

async function openPostgres(url: string): Promise<DatabaseHandle> {
  // Loaded only here: an instance on the embedded database starts without the PostgreSQL driver.
  const [{ default: pgDriver }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pgDriver.Pool({ connectionString: url, ...POOL_SETTINGS });
  // A connection the server ends (restart, failover, idle timeout) emits 'error'; unheard, that ends the
  // process. An idle one is simply replaced; a checked-out one also fails its query, which the request reports.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  retryReadsOnLostConnections(pool);
  const db = drizzlePg({ client: pool, schema });
  runTransactionsOnOwnConnections(db, pool, drizzlePg);
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migrateOnce(pool, drizzlePg),
    close: () => pool.end(),
  };
}

/** A deadlock (40P01) or serialization failure (40001): PostgreSQL rolled the whole transaction back. */
const RETRYABLE_STATES = new Set(['40P01', '40001']);
const TRANSACTION_ATTEMPTS = 8;

/**
 * Every transaction on a connection of its own that always goes back to the pool: drizzle's own pool
 * transaction keeps the connection for good when `begin` fails (a connection PostgreSQL just ended),
 * and after ten of those the app waits forever. A transaction PostgreSQL rolled back to break a
 * deadlock, or for a serialization failure, runs again after a short random pause instead of failing.
 */
function runTransactionsOnOwnConnections(db: Database, pool: pg.Pool, drizzlePg: typeof DrizzlePg): void {
  const onConnection = new WeakMap<pg.PoolClient, Database>();
  const once: Database['transaction'] = async (work, config) => {
    const client = await pool.connect();
    try {
      let connectionDb = onConnection.get(client);
      if (!connectionDb)
        onConnection.set(client, (connectionDb = drizzlePg({ client, schema }) as unknown as Database));
      return await connectionDb.transaction(work, config);
    } finally {
      client.release(); // the pool drops a connection that is no longer queryable
    }
  };
  db.transaction = (work, config) => retriedWhenRolledBack(() => once(work, config));
}

async function retriedWhenRolledBack<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !RETRYABLE_STATES.has(sqlState(error) ?? '')) throw error;
      // Up to 20, 40, 80 … 1,280 ms: writers that collided again spread out instead of meeting once more.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * 2 ** attempt));
    }
  }
}

function sqlState(error: unknown): string | undefined {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: unknown };
  return typeof code === 'string' ? code : cause ? sqlState(cause) : undefined;
}

/** Any fixed number: the session lock that lets one instance migrate while the others wait their turn. */
const MIGRATION_LOCK = 7_302_019;

/**
 * Instances starting together on one database take turns; the later ones find the migrations applied
 * and define the derived figures again. Replacing a trigger locks its table against writers, so a start
 * while another instance writes may meet a deadlock, which rolls back and runs again like any transaction.
 */
async function migrateOnce(pool: pg.Pool, drizzlePg: typeof DrizzlePg): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const db = drizzlePg({ client, schema }) as unknown as Database;
    await retriedWhenRolledBack(() => migrateAndDerive(db));
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
