import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthlyPurchasesQuery } from '../../src/analytics/monthly-purchases.ts';
import { monthlySalesQuery } from '../../src/analytics/monthly-sales.ts';
import { rowsOf } from '../../src/db/raw.ts';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { figureDrift, NO_DRIFT } from '../helpers/figure-drift.ts';
import { create } from '../helpers/post.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { ownConnection } from '../helpers/test-database.ts';

/*
 * Many requests writing under the same purchase, sale and listing at once, each its own transaction on
 * its own connection (PostgreSQL; on PGlite they queue on its one connection and must come out the same).
 * Every kept figure must then equal its recount: a figure counted in a snapshot that missed a concurrent
 * writer, then written over the other writer's, would drift.
 */
let t: TestApp;
let erin: Caller;
const ids: Record<string, number> = {};
let saleItems: number[] = [];
let unlinkedLinks: number[] = [];
let lotItems: number[] = [];
const MONTHS = '?from=2026-05&to=2026-06';

const rowOf = async (resource: string, id: number) => (await erin.get(`/api/v2/${resource}/${id}`)).json();
const itemIdsOf = async (purchase: number) =>
  (
    (
      await erin.get(`/api/v2/inventory-items?where=${JSON.stringify({ purchase_id: purchase })}&order_by=id&limit=500`)
    ).json().rows as { id: number }[]
  ).map((row) => row.id);

/** A purchase of `count` items of the product, its total split equally among them. */
async function purchaseOf(count: number, total: string) {
  const purchase = await create(erin, 'purchases', {
    purchased_at: '2026-03-01T00:00:00Z',
    received_at: '2026-03-04T00:00:00Z',
    subtotal: total,
    items: Array.from({ length: count }, () => ({ product_id: ids.product })),
  });
  return itemIdsOf(purchase);
}

beforeAll(async () => {
  t = await buildTestApp({ logLevel: 'error' }); // a 500 (say, a deadlock) logs its cause
  [erin] = (await signedInTeams(t, 1)) as [Caller];
  ids.ebay = await create(erin, 'platforms', { name: 'eBay' });
  ids.product = await create(erin, 'products', { name: 'Controller' });
  ids.purchase = await create(erin, 'purchases', { purchased_at: '2026-03-01T00:00:00Z', subtotal: '120' });
  // 80 items at 1.25: 60 to link to the sale, 20 linked to it already (to unlink).
  saleItems = await purchaseOf(80, '100.00');
  ids.sale = await create(erin, 'sales', {
    sold_at: '2026-05-10T12:00:00Z',
    platform_id: ids.ebay,
    revenue_subtotal: '500',
    inventory_item_ids: saleItems.slice(60),
  });
  unlinkedLinks = (
    (await erin.get(`/api/v2/sale-inventory-items?where=${JSON.stringify({ sale_id: ids.sale })}&limit=500`)).json()
      .rows as { id: number }[]
  ).map((row) => row.id);
  // A lot of 30 items at 100.00 (3.34 for the first ten, 3.33 for the rest), one on it already.
  lotItems = await purchaseOf(30, '30.00');
  ids.lot = await create(erin, 'listings', {
    platform_id: ids.ebay,
    title: 'Thirty controllers',
    price: '100',
    status: 'active',
    inventory_item_ids: lotItems.slice(0, 1),
  });
  // The month cells are kept from here on (the first monthly sales and purchases of the team build them).
  expect((await erin.get(`/api/analytics/monthly-sales${MONTHS}`)).json().totals).toMatchObject({
    count: 1,
    items: 20,
    cost_of_goods: '25.00',
  });
  expect((await erin.get('/api/analytics/monthly-purchases?from=2026-01&to=2026-03')).statusCode).toBe(200);
});
afterAll(() => t?.close());

describe('figures kept by the database under concurrent writers', () => {
  it('equal their recount after many writes to one purchase, sale and listing at once', async () => {
    const writes: Promise<LightMyRequestResponse>[] = [
      ...Array.from({ length: 60 }, () =>
        erin.post('/api/v2/inventory-items', { product_id: ids.product, purchase_id: ids.purchase, cost: '2.00' }),
      ),
      ...saleItems
        .slice(0, 60)
        .map((item) => erin.post('/api/v2/sale-inventory-items', { sale_id: ids.sale, inventory_item_id: item })),
      ...unlinkedLinks.map((link) => erin.delete(`/api/v2/sale-inventory-items/${link}`)),
      ...lotItems
        .slice(1)
        .map((item) => erin.post('/api/v2/listings-inventory-items', { listing_id: ids.lot, inventory_item_id: item })),
      // Meanwhile the sale moves between months (its items' sold_at), the purchase's date (its items'
      // stocked_at and purchased_at) changes, ten of the items being linked cost one more,
      // (PUT with only the fields to change: a whole row read before the batch would write back stale ones.)
      ...['2026-06-02T12:00:00Z', '2026-05-20T12:00:00Z', '2026-06-12T12:00:00Z'].map((soldAt) =>
        erin.put(`/api/v2/sales/${ids.sale}`, { sold_at: soldAt }),
      ),
      ...['2026-02-01T00:00:00Z', '2026-02-15T00:00:00Z', '2026-01-20T00:00:00Z'].map((purchasedAt) =>
        erin.put(`/api/v2/purchases/${ids.purchase}`, { purchased_at: purchasedAt }),
      ),
      ...saleItems
        .slice(0, 10)
        .map((item) => erin.put(`/api/v2/inventory-items/${item}`, { product_id: ids.product, cost: '2.25' })),
      // and the product the new items are of is renamed (their product_name).
      ...['Gamepad', 'Pad', 'Joypad'].map((name) => erin.put(`/api/v2/products/${ids.product}`, { name })),
    ];
    const answers = await Promise.all(writes);
    const failed = answers
      .filter((answer) => answer.statusCode >= 300)
      .map((answer) => `${answer.statusCode} ${answer.body}`);
    expect(failed).toEqual([]);

    expect(await figureDrift(t.database.db)).toEqual(NO_DRIFT);
    expect((await rowOf('purchases', ids.purchase!)).item_count).toBe(60);
    expect(await rowOf('sales', ids.sale!)).toMatchObject({ cost_of_goods: '85.00', profit: '415.00' });
    const lot = await rowsOf<{ value: string }>(
      t.database.db,
      sql`select sum(listed_value)::text as value from inventory_items where id in (${sql.raw(lotItems.join(', '))})`,
    );
    expect(lot).toEqual([{ value: '100.00' }]);

    // Monthly sales reads the kept month cells: the same answer as summing the sales, and the sale's true figures.
    const monthly = (await erin.get(`/api/analytics/monthly-sales${MONTHS}`)).json();
    expect(monthly.totals).toMatchObject({ count: 1, items: 60, cost_of_goods: '85.00', profit: '415.00' });
    const range = { from: '2026-05', to: '2026-06', timeZone: monthly.time_zone };
    const summed = (
      await rowsOf<{ answer: string }>(t.database.db, monthlySalesQuery(erin.teamId, range, {}, 'sales'))
    )[0]!.answer;
    expect(monthly).toEqual(JSON.parse(summed));
  });
});

describe('purchase month cells under concurrent writers', () => {
  it('equal their recount after many purchases written into the same cells at once', async () => {
    const month = '?from=2026-08&to=2026-08';
    const existing = await Promise.all(
      ['1.01', '2.02', '3.03', '4.04'].map((subtotal) =>
        create(erin, 'purchases', { purchased_at: '2026-08-03T00:00:00Z', platform_id: ids.ebay, subtotal }),
      ),
    );
    const purchase = (day: number, subtotal: string) => ({
      purchased_at: `2026-08-${String(day).padStart(2, '0')}T12:00:00Z`,
      platform_id: ids.ebay,
      subtotal,
      shipping: '0.10',
    });
    const writes: Promise<LightMyRequestResponse>[] = [
      ...Array.from({ length: 40 }, (_, i) => erin.post('/api/v2/purchases', purchase(1 + (i % 28), `${i}.25`))),
      ...Array.from({ length: 10 }, () =>
        erin.post('/api/v2/purchases', { ...purchase(5, '9.99'), items: [{ product_id: ids.product }] }),
      ),
      ...existing.map((id, i) =>
        erin.put(`/api/v2/purchases/${id}`, {
          purchased_at: '2026-08-03T00:00:00Z',
          subtotal: `${i}.50`,
          platform_id: null,
        }),
      ),
      ...existing.map((id) =>
        erin.post('/api/v2/inventory-items', { product_id: ids.product, purchase_id: id, cost: '1.00' }),
      ),
    ];
    const answers = await Promise.all(writes);
    const failed = answers
      .filter((answer) => answer.statusCode >= 300)
      .map((answer) => `${answer.statusCode} ${answer.body}`);
    expect(failed).toEqual([]);

    expect(await figureDrift(t.database.db)).toEqual(NO_DRIFT);
    const monthly = (await erin.get(`/api/analytics/monthly-purchases${month}`)).json();
    // (0 + … + 39) + 40 × 0.25 + 50 × 0.10 shipping + 10 × 9.99 + (0.50 + 1.50 + 2.50 + 3.50)
    expect(monthly.totals).toEqual({ count: 54, items: 14, spend: '902.90' });
    const range = { from: '2026-08', to: '2026-08', timeZone: monthly.time_zone };
    const summed = await rowsOf(t.database.db, monthlyPurchasesQuery(erin.teamId, range, {}, 'purchases'));
    expect([...monthly.rows, { month: null, ...monthly.totals }]).toEqual(summed);
  });
});

/** Rows of one interleaving: a purchase, a sale, an active lot, items and an eBay order's two waiting lines. */
type Rows = { purchase: number; sale: number; lot: number; items: number[]; lines: number[] };

/**
 * Two writers of one figure, in a fixed order: the first's transaction stays open while the second
 * writes (and waits, where it must), then both commit. Each pair raced in the old triggers.
 */
const INTERLEAVINGS: {
  name: string;
  first: (rows: Rows, team: number) => string;
  second: (rows: Rows, team: number) => string;
}[] = [
  {
    name: 'two items added to one purchase',
    first: (r, team) =>
      `insert into inventory_items (team_id, product_id, purchase_id, cost) values (${team}, ${ids.product}, ${r.purchase}, 1)`,
    second: (r, team) =>
      `insert into inventory_items (team_id, product_id, purchase_id, cost) values (${team}, ${ids.product}, ${r.purchase}, 1)`,
  },
  {
    name: 'an item added to a purchase whose date changes',
    first: (r) => `update purchases set purchased_at = '2025-12-01T00:00:00Z' where id = ${r.purchase}`,
    second: (r, team) =>
      `insert into inventory_items (team_id, product_id, purchase_id, cost) values (${team}, ${ids.product}, ${r.purchase}, 1)`,
  },
  {
    name: 'two purchases added to one month cell',
    first: (_r, team) =>
      `insert into purchases (team_id, purchased_at, subtotal) values (${team}, '2026-03-02T00:00:00Z', 5)`,
    second: (_r, team) =>
      `insert into purchases (team_id, purchased_at, subtotal) values (${team}, '2026-03-03T00:00:00Z', 6.01)`,
  },
  {
    name: 'an item added to a purchase whose total changes',
    first: (r) => `update purchases set subtotal = 12.34 where id = ${r.purchase}`,
    second: (r, team) =>
      `insert into inventory_items (team_id, product_id, purchase_id, cost) values (${team}, ${ids.product}, ${r.purchase}, 1)`,
  },
  {
    name: 'a purchase moved into the month another one joins',
    first: (r) => `update purchases set purchased_at = '2026-04-01T00:00:00Z' where id = ${r.purchase}`,
    second: (_r, team) =>
      `insert into purchases (team_id, purchased_at, subtotal) values (${team}, '2026-04-02T00:00:00Z', 1)`,
  },
  {
    name: 'two items linked to one sale',
    first: (r, team) =>
      `insert into sale_inventory_items (team_id, sale_id, inventory_item_id) values (${team}, ${r.sale}, ${r.items[0]})`,
    second: (r, team) =>
      `insert into sale_inventory_items (team_id, sale_id, inventory_item_id) values (${team}, ${r.sale}, ${r.items[1]})`,
  },
  {
    name: 'an item linked to a sale while its cost changes',
    first: (r) => `update inventory_items set cost = 7.77 where id = ${r.items[0]}`,
    second: (r, team) =>
      `insert into sale_inventory_items (team_id, sale_id, inventory_item_id) values (${team}, ${r.sale}, ${r.items[0]})`,
  },
  {
    name: 'an item’s cost changed while it is linked to a sale',
    first: (r, team) =>
      `insert into sale_inventory_items (team_id, sale_id, inventory_item_id) values (${team}, ${r.sale}, ${r.items[0]})`,
    second: (r) => `update inventory_items set cost = 7.77 where id = ${r.items[0]}`,
  },
  {
    name: 'an item linked to a sale that moves to another month',
    first: (r) => `update sales set sold_at = '2026-06-15T00:00:00Z' where id = ${r.sale}`,
    second: (r, team) =>
      `insert into sale_inventory_items (team_id, sale_id, inventory_item_id) values (${team}, ${r.sale}, ${r.items[0]})`,
  },
  {
    name: 'a sale moved to another month while an item is linked to it',
    first: (r, team) =>
      `insert into sale_inventory_items (team_id, sale_id, inventory_item_id) values (${team}, ${r.sale}, ${r.items[0]})`,
    second: (r) => `update sales set sold_at = '2026-07-15T00:00:00Z' where id = ${r.sale}`,
  },
  {
    name: 'an item added while its product is renamed',
    first: (r) => `update products set name = 'Controller ${r.sale}' where id = ${ids.product}`,
    second: (_r, team) => `insert into inventory_items (team_id, product_id, cost) values (${team}, ${ids.product}, 1)`,
  },
  {
    name: 'a product renamed while an item of it is added',
    first: (_r, team) => `insert into inventory_items (team_id, product_id, cost) values (${team}, ${ids.product}, 1)`,
    second: (r) => `update products set name = 'Pad ${r.sale}' where id = ${ids.product}`,
  },
  {
    name: 'two items linked to one lot',
    first: (r, team) =>
      `insert into listings_inventory_items (team_id, listing_id, inventory_item_id) values (${team}, ${r.lot}, ${r.items[0]})`,
    second: (r, team) =>
      `insert into listings_inventory_items (team_id, listing_id, inventory_item_id) values (${team}, ${r.lot}, ${r.items[1]})`,
  },
  {
    name: 'an item linked to a lot whose price changes',
    first: (r) => `update listings set price = 20.01 where id = ${r.lot}`,
    second: (r, team) =>
      `insert into listings_inventory_items (team_id, listing_id, inventory_item_id) values (${team}, ${r.lot}, ${r.items[1]})`,
  },
  {
    name: 'two lines of one eBay order matched at once',
    first: (r) => `update ebay_order_lines set inventory_item_id = ${r.items[0]} where id = ${r.lines[0]}`,
    second: (r) => `update ebay_order_lines set inventory_item_id = ${r.items[1]} where id = ${r.lines[1]}`,
  },
];

let stores = 0;

/** An eBay order (of a new account) with two lines waiting for their items. */
async function waitingLines(team: number): Promise<number[]> {
  const account = await create(erin, 'accounts', { name: `Store ${(stores += 1)}`, platform_id: ids.ebay });
  const lines = await rowsOf<{ id: number }>(
    t.database.db,
    sql`with o as (
      insert into ebay_orders (team_id, account_id, order_id, created_on_ebay_at, modified_on_ebay_at, subtotal,
        shipping, taxes, marketplace_fee, total, raw)
      values (${team}, ${account}, ${`O-${account}`}, now(), now(), 2, 0, 0, 0, 2, '{}'::jsonb) returning id)
    insert into ebay_order_lines (team_id, ebay_order_id, line_item_id, title, quantity, price)
    select ${team}, o.id, 'L' || n, 'Pad', 1, 1 from o, generate_series(1, 2) n returning id`,
  );
  return lines.map((line) => line.id).sort((a, b) => a - b);
}

describe.skipIf(process.env['TEST_DATABASE'] !== 'postgres')(
  'figures kept by the database under two interleaved writers (PostgreSQL: PGlite has one connection, so one writer)',
  () => {
    let first: pg.Client;
    let second: pg.Client;
    beforeAll(async () => {
      [first, second] = [await ownConnection(t.database), await ownConnection(t.database)];
    });
    afterAll(async () => {
      await first?.end();
      await second?.end();
    });

    it.each(INTERLEAVINGS)('equal their recount after $name', async ({ first: firstWrite, second: secondWrite }) => {
      const rows: Rows = {
        purchase: await create(erin, 'purchases', { purchased_at: '2026-03-01T00:00:00Z', subtotal: '10' }),
        sale: await create(erin, 'sales', {
          sold_at: '2026-05-15T00:00:00Z',
          platform_id: ids.ebay,
          revenue_subtotal: '40',
        }),
        lot: await create(erin, 'listings', { platform_id: ids.ebay, title: 'Lot', price: '10', status: 'active' }),
        items: [
          await create(erin, 'inventory-items', {
            product_id: ids.product,
            cost: '3',
            received_at: '2026-02-01T00:00:00Z',
          }),
          await create(erin, 'inventory-items', {
            product_id: ids.product,
            cost: '4',
            received_at: '2026-02-01T00:00:00Z',
          }),
        ],
        lines: await waitingLines(erin.teamId),
      };
      await first.query('begin');
      await first.query(firstWrite(rows, erin.teamId));
      await second.query('begin');
      const secondDone = second.query(secondWrite(rows, erin.teamId));
      await new Promise((resolve) => setTimeout(resolve, 200)); // the second write reaches its wait (or ends)
      await first.query('commit');
      await secondDone;
      await second.query('commit');
      expect(await figureDrift(t.database.db)).toEqual(NO_DRIFT);
    });

    // An item's cost edit holds the item, then its sale; a sale's new date, taken the other way round,
    // could deadlock with it (the retry hides one; four in a row would answer 500).
    it('take a sale’s items before the sale when its date changes, the order an item’s edit takes', async () => {
      const item = await create(erin, 'inventory-items', { product_id: ids.product, cost: '3' });
      const sale = await create(erin, 'sales', {
        sold_at: '2026-05-15T00:00:00Z',
        platform_id: ids.ebay,
        revenue_subtotal: '40',
        inventory_item_ids: [item],
      });
      await first.query('begin');
      await first.query(`select 1 from inventory_items where id = ${item} for no key update`);
      const moved = erin.put(`/api/v2/sales/${sale}`, { sold_at: '2026-06-20T00:00:00Z' });
      await new Promise((resolve) => setTimeout(resolve, 200)); // the sale's update reaches its wait
      await second.query('begin');
      const saleFree = await second.query(`select 1 from sales where id = ${sale} for no key update nowait`).then(
        () => true,
        () => false,
      );
      await second.query('rollback');
      await first.query('commit');
      expect((await moved).statusCode).toBe(200);
      expect(saleFree).toBe(true);
      const soldAt = sql`select sold_at = '2026-06-20T00:00:00Z' as moved from inventory_items where id = ${item}`;
      expect(await rowsOf(t.database.db, soldAt)).toEqual([{ moved: true }]);
      expect(await figureDrift(t.database.db)).toEqual(NO_DRIFT);
    });
  },
);
