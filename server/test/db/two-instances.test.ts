import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/raw.ts';
import { figureDrift, NO_DRIFT } from '../helpers/figure-drift.ts';

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

  it('a start while another instance sells: both go on, and the figures stay exact', async () => {
    const [serving, starting] = await Promise.all([
      openDatabase({ kind: 'postgres', url }),
      openDatabase({ kind: 'postgres', url }),
    ]);
    try {
      await serving.migrate();
      const one = async (query: ReturnType<typeof sql>, db = serving.db) =>
        (await rowsOf<{ id: number }>(db, query))[0]!.id;
      const team = await one(sql`insert into teams (name) values ('Sellers') returning id`);
      const product = await one(sql`insert into products (team_id, name) values (${team}, 'Lamp') returning id`);
      // The sale before its item: the opposite order to the start's, which replaces the items' triggers first.
      const sell = () =>
        serving.db.transaction(async (tx) => {
          const sale = await one(
            sql`insert into sales (team_id, sold_at, revenue_subtotal) values (${team}, now(), 10) returning id`,
            tx,
          );
          const item = await one(
            sql`insert into inventory_items (team_id, product_id, cost) values (${team}, ${product}, 4) returning id`,
            tx,
          );
          await tx.execute(
            sql`insert into sale_inventory_items (team_id, sale_id, inventory_item_id) values (${team}, ${sale}, ${item})`,
          );
          await tx.execute(sql`update inventory_items set status = 'sold' where id = ${item}`);
        });
      let isStarting = true;
      const sellers = Array.from({ length: 4 }, async () => {
        for (let sold = 0; isStarting || sold < 5; sold += 1) await sell();
      });
      for (let start = 0; start < 3; start += 1) await starting.migrate();
      isStarting = false;
      await Promise.all(sellers);
      expect(await figureDrift(serving.db)).toEqual(NO_DRIFT);
    } finally {
      await Promise.all([serving.close(), starting.close()]);
    }
  });
});
