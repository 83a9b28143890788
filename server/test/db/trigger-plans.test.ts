import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { createTestDatabase, ownConnection } from '../helpers/test-database.ts';

/*
 * PL/pgSQL keeps one plan per statement and connection, and a statement without parameters keeps the
 * plan of its first call. Planned for the one-row transition tables of a small write, a join of two
 * transition tables re-reads one of them for every row of a later bulk write on that connection, so a
 * bulk write of thousands of items slowed to a crawl. The kept-figure triggers plan such statements at each call
 * (server/src/db/derived/shared.sql, rule 3).
 */
const ITEMS = 100_000;
let database: DatabaseHandle;
let seeder: pg.Client;

/** One write in a transaction rolled back (the data stay the same for the next), in milliseconds. */
async function timed(client: pg.Client, statement: string): Promise<number> {
  await client.query('begin');
  const start = performance.now();
  try {
    await client.query(statement);
    return performance.now() - start;
  } finally {
    await client.query('rollback');
  }
}

/** `statement` on a connection that has run nothing yet (planned at its size), and on one that fired the triggers on one row first. */
async function freshAndAfterOneRow(statement: string, oneRow: string) {
  const fresh = await ownConnection(database);
  const used = await ownConnection(database);
  try {
    // Planned once, the second grew with the square of the rows (most of an hour here): stop it long before.
    await used.query(`set statement_timeout = '60s'`);
    const freshMs = await timed(fresh, statement); // first, so it also pays for reading the table into memory
    await timed(used, oneRow);
    const usedMs = await timed(used, statement);
    return { freshMs, usedMs };
  } finally {
    await fresh.end();
    await used.end();
  }
}

describe.skipIf(process.env['TEST_DATABASE'] !== 'postgres')(
  'trigger plans on a pooled connection (PostgreSQL: PGlite has one connection, not a pool)',
  () => {
    beforeAll(async () => {
      database = await createTestDatabase();
      seeder = await ownConnection(database);
      // Items in purchases of five, every tenth one sold on a sale of its own.
      await seeder.query(`
      insert into teams (name) values ('Bulk');
      insert into products (team_id, name) values (1, 'Thing');
      insert into purchases (team_id, purchased_at, subtotal) select 1, now() - interval '100 days', 10 from generate_series(1, ${ITEMS / 5});
      insert into inventory_items (team_id, product_id, purchase_id, cost, status, received_at)
        select 1, 1, 1 + (g - 1) / 5, 10 + g % 50, case when g % 10 = 0 then 'sold' else 'in_stock' end, case when g % 2 = 0 then now() - interval '90 days' end
        from generate_series(1, ${ITEMS}) g;
      insert into sales (team_id, sold_at, revenue_subtotal) select 1, now() - interval '5 days', 50 from generate_series(1, ${ITEMS / 10});
      insert into sale_inventory_items (team_id, sale_id, inventory_item_id) select 1, g, g * 10 from generate_series(1, ${ITEMS / 10}) g;
      select use_purchases_month_zone(1, 'UTC');
      analyze`);
    }, 120_000);
    afterAll(async () => {
      await seeder?.end();
      await database?.close();
    });

    // Each bulk write with its one-row kind: items (purchase, sale and totals triggers), sales (figures, month
    // cells), purchases (their month cells, their items' stocked_at, then those items' sales).
    it.each([
      {
        rows: `${ITEMS} items`,
        statement: 'update inventory_items set cost = cost + 1',
        oneRow: 'update inventory_items set cost = cost + 1 where id = 10',
      },
      {
        rows: `${ITEMS / 10} sales`,
        statement: `update sales set sold_at = sold_at - interval '1 day'`,
        oneRow: `update sales set sold_at = sold_at - interval '1 day' where id = 1`,
      },
      {
        rows: `${ITEMS / 5} purchases`,
        statement: `update purchases set purchased_at = purchased_at - interval '1 day'`,
        oneRow: `update purchases set purchased_at = purchased_at - interval '1 day' where id = 1`,
      },
    ])(
      'updates $rows after a one-row update on the same connection about as fast as on a fresh one',
      async ({ statement, oneRow }) => {
        const { freshMs, usedMs } = await freshAndAfterOneRow(statement, oneRow);
        expect(usedMs, `fresh ${Math.round(freshMs)} ms`).toBeLessThan(3 * freshMs + 1000);
      },
      120_000,
    );
  },
);
