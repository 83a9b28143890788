import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';

const serverUrl = process.env['TEST_DATABASE_URL'];
const onPostgres = process.env['TEST_DATABASE'] === 'postgres' && serverUrl !== undefined;

/** Several app instances start at once on one PostgreSQL database (a rolling deploy, two replicas). */
describe.skipIf(!onPostgres)('two instances starting on one new database', () => {
  const name = `flipstack_test_instances_${randomBytes(4).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: serverUrl });
  let url: string;

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE "${name}"`);
    await client.end();
    const parsed = new URL(serverUrl!);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  });
  afterAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.end();
  });

  it('both migrate: one applies the migrations, the other waits and finds them applied', async () => {
    const handles = await Promise.all([
      openDatabase({ kind: 'postgres', url }),
      openDatabase({ kind: 'postgres', url }),
    ]);
    try {
      const outcomes = await Promise.allSettled(handles.map((handle) => handle.migrate()));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });
});
