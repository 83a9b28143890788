import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { rowsOf } from '../../src/db/raw.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';

/** Test databases made on PostgreSQL are named so; a worker's migrated template is TEMPLATE_PREFIX + its pid. */
export const TEST_DATABASE_PREFIX = 'flipstack_test_';
export const TEMPLATE_PREFIX = 'flipstack_template_';

/**
 * A fresh, migrated database for one test file: PGlite in memory, or — in the vitest project
 * 'postgres' (see vitest.config.ts) — a new database on the TEST_DATABASE_URL server, dropped on close.
 * Each is a copy of one database a worker migrates once (a PGlite dump, a PostgreSQL template): making
 * and migrating a database for every file was most of what the server suite's files spent.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (process.env['TEST_DATABASE'] !== 'postgres' || !serverUrl) {
    return openDatabase({ kind: 'embedded', from: await migratedDump() });
  }
  const template = await migratedTemplate(serverUrl);
  const name = `${TEST_DATABASE_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

let dump: Promise<Blob> | undefined;

function migratedDump(): Promise<Blob> {
  dump ??= (async () => {
    const handle = await openDatabase({ kind: 'embedded' });
    try {
      await handle.migrate();
      return await handle.dump!();
    } finally {
      await handle.close();
    }
  })();
  return dump;
}

let template: Promise<string> | undefined;

/** This worker's migrated template database; test/global-setup.ts drops it when the run ends. */
function migratedTemplate(serverUrl: string): Promise<string> {
  template ??= (async () => {
    const name = `${TEMPLATE_PREFIX}${process.pid}`;
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    return name;
  })();
  return template;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(url: string, statement: string): Promise<void> {
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
