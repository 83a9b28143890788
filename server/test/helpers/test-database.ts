import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { rowsOf } from '../../src/db/raw.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';

/**
 * A fresh, migrated database for one test file: PGlite in memory, or — in the vitest project
 * 'postgres' (see vitest.config.ts) — a new database on the TEST_DATABASE_URL server, dropped on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (process.env['TEST_DATABASE'] !== 'postgres' || !serverUrl) {
    const handle = await openDatabase({ kind: 'embedded' });
    await handle.migrate();
    return handle;
  }
  const name = `flipstack_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A connection of its own to the test database (PostgreSQL only), for tests that decide which
 * connection runs what: two transactions interleaved, or plans cached on one connection.
 */
export async function ownConnection(handle: DatabaseHandle): Promise<pg.Client> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (handle.kind !== 'postgres' || !serverUrl) throw new Error('ownConnection needs the PostgreSQL test database');
  const [current] = await rowsOf<{ name: string }>(handle.db, sql`select current_database() as name`);
  const url = new URL(serverUrl);
  url.pathname = `/${current!.name}`;
  const client = new pg.Client({ connectionString: url.toString(), options: '-c jit=off' });
  await client.connect();
  return client;
}
