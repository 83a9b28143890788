import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/raw.ts';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { make } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const onPostgres = process.env['TEST_DATABASE'] === 'postgres';

/**
 * A PostgreSQL restart, failover or idle-session timeout ends the app's connections, some of them in
 * the middle of a transaction. The request on a dropped connection fails cleanly, the process lives,
 * and the next requests get new connections.
 */
describe.skipIf(!onPostgres)('PostgreSQL ends the app’s connections', () => {
  let t: TestApp;
  let caller: Caller;
  let admin: pg.Client;
  let databaseName: string;

  beforeAll(async () => {
    t = await buildTestApp();
    [caller] = (await signedInTeams(t, 1)) as [Caller];
    const [current] = await rowsOf<{ name: string }>(t.database.db, sql`select current_database() as name`);
    databaseName = current!.name;
    admin = new pg.Client({ connectionString: process.env['TEST_DATABASE_URL'] });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await t.close();
  });

  /** Ends every connection of the app to its database, as pg_terminate_backend does on a failover. */
  async function terminateAppConnections(): Promise<number> {
    const { rows } = await admin.query(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );
    return rows.length;
  }

  it('fails the request caught mid-transaction with 503 and answers the next ones', async () => {
    const brandId = await make(caller, 'brands');
    // Another connection holds the brand's row, so the app's update waits inside its transaction.
    const holder = new pg.Client({
      connectionString: process.env['TEST_DATABASE_URL']!.replace(/\/[^/]*$/, `/${databaseName}`),
    });
    await holder.connect();
    holder.on('error', () => {});
    await holder.query('begin');
    await holder.query('select * from brands where id = $1 for update', [brandId]);

    const waiting = caller.put(`/api/v2/brands/${brandId}`, { id: brandId, name: 'Renamed while waiting' });
    await waitFor(async () => {
      const { rows } = await admin.query(
        "select 1 from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
        [databaseName],
      );
      return rows.length > 0;
    });
    expect(await terminateAppConnections()).toBeGreaterThan(0);

    const response = await waiting;
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json()).toMatchObject({ code: 'UNAVAILABLE' });

    const after = await caller.get(`/api/v2/brands/${brandId}`);
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().name).not.toBe('Renamed while waiting');
    expect((await caller.put(`/api/v2/brands/${brandId}`, { id: brandId, name: 'Renamed later' })).statusCode).toBe(
      200,
    );
  });

  it('answers reads at once after PostgreSQL ends every idle connection', async () => {
    const brandId = await make(caller, 'brands');
    const reads = () => Promise.all(Array.from({ length: 10 }, () => caller.get(`/api/v2/brands/${brandId}`)));
    // Ten reads at once leave up to ten idle connections in the pool, each ended before the pool hears of it.
    await reads();
    for (let round = 0; round < 5; round += 1) {
      expect(await terminateAppConnections()).toBeGreaterThan(0);
      const statuses = (await reads()).map((response) => response.statusCode);
      expect(statuses, `round ${round}`).toEqual(statuses.map(() => 200));
    }
  });

  it('answers the inventory screen at once after PostgreSQL ends every idle connection', async () => {
    // Its page is read in a transaction of its own (raw.ts's genericPlanRows), which pool.query's retry does not cover.
    await make(caller, 'inventory-items');
    const reads = () =>
      Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          caller.get(`/api/inventory-items-detail?limit=50${index % 2 ? '&order_by=-cost' : ''}`),
        ),
      );
    await reads();
    for (let round = 0; round < 5; round += 1) {
      expect(await terminateAppConnections()).toBeGreaterThan(0);
      const answers = await reads();
      expect(
        answers.map((response) => response.statusCode),
        `round ${round}`,
      ).toEqual(answers.map(() => 200));
      expect(answers[0]!.json().rows).toHaveLength(1);
    }
  });

  it('keeps serving while connections are ended under concurrent writes, and keeps no connection', async () => {
    const writes = Array.from({ length: 120 }, (_, index) =>
      caller.post('/api/v2/brands', { name: `Brand under fire ${index}` }),
    );
    for (let round = 0; round < 6; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 15));
      await terminateAppConnections();
    }
    const statuses = (await Promise.all(writes)).map((response) => response.statusCode);
    expect(
      statuses.every((status) => status === 201 || status === 503),
      statuses.join(','),
    ).toBe(true);

    const created = statuses.filter((status) => status === 201).length;
    const list = await caller.get('/api/v2/brands?q=Brand%20under%20fire&limit=100');
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(created);
    // A transaction whose `begin` met an ended connection once kept it from the pool (10 connections) for good.
    const after = await Promise.all(
      Array.from({ length: 25 }, (_, index) => caller.post('/api/v2/brands', { name: `Brand after ${index}` })),
    );
    expect(after.map((response) => response.statusCode)).toEqual(after.map(() => 201));
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
