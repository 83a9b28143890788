import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthlyPurchasesQuery } from '../../src/analytics/monthly-purchases.ts';
import { monthlySalesQuery } from '../../src/analytics/monthly-sales.ts';
import { rowsOf } from '../../src/db/raw.ts';
import { writeTeamSettings } from '../../src/settings/store/settings-store.ts';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { figureDrift, NO_DRIFT } from '../helpers/figure-drift.ts';
import { create } from '../helpers/post.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/*
 * The files of server/src/db/derived/ keep derived figures with triggers: each item's stocked_at, listed_value
 * and on_active_listing, each sale's items_count / cost_of_goods / days_in_stock_sum / refunds, each
 * purchase's items_count, the per-team inventory_totals and the per-month sales_months and purchases_months. After every
 * kind of write through the API they must equal the same figures computed from scratch.
 */
let t: TestApp;
let erin: Caller;
let frank: Caller;
const ids: Record<string, number> = {};

async function expectNoDrift() {
  expect(await figureDrift(t.database.db)).toEqual(NO_DRIFT);
}

const listedValues = async () =>
  Object.fromEntries(
    (
      await rowsOf<{ id: number; listed_value: string | null }>(
        t.database.db,
        sql`select id, listed_value from inventory_items order by id`,
      )
    ).map((row) => [row.id, row.listed_value]),
  );

/** PUT takes the whole row: the row as it is, with `changes` on top. */
async function edit(caller: Caller, resource: string, id: number | undefined, changes: Record<string, unknown>) {
  const row = (await caller.get(`/api/v2/${resource}/${id}`)).json();
  const response = await caller.put(`/api/v2/${resource}/${id}`, { ...row, ...changes });
  expect(response.statusCode, response.body).toBe(200);
}

const unfilteredTotals = async (caller: Caller, query = '') =>
  (await caller.get(`/api/inventory-items-detail?limit=1${query}`)).json().totals;

beforeAll(async () => {
  t = await buildTestApp();
  [erin, frank] = (await signedInTeams(t, 2)) as [Caller, Caller];
  ids.ebay = await create(erin, 'platforms', { name: 'eBay' });
  ids.shelf = await create(erin, 'locations', { name: 'Shelf' });
  ids.product = await create(erin, 'products', { name: 'Controller' });
  ids.purchase = await create(erin, 'purchases', { purchased_at: '2026-03-01T00:00:00Z', subtotal: '90' });
  for (const name of ['a', 'b', 'c']) {
    ids[name] = await create(erin, 'inventory-items', {
      product_id: ids.product,
      purchase_id: ids.purchase,
      cost: '30',
      status: 'in_stock',
    });
  }
  ids.d = await create(erin, 'inventory-items', {
    product_id: ids.product,
    cost: '12.5',
    listed_price: '40',
    location_id: ids.shelf,
    status: 'in_stock',
  });
  await create(frank, 'inventory-items', {
    product_id: await create(frank, 'products', { name: 'Other' }),
    cost: '999',
  });
});
afterAll(() => t.close());

describe('figures kept by the database', () => {
  it('shares a lot in whole cents and follows price, status and links', async () => {
    ids.lot = await create(erin, 'listings', {
      platform_id: ids.ebay,
      title: 'Three controllers',
      price: '100',
      status: 'active',
      inventory_item_ids: [ids.a, ids.b, ids.c],
    });
    expect(await listedValues()).toMatchObject({
      [ids.a!]: '33.34',
      [ids.b!]: '33.33',
      [ids.c!]: '33.33',
      [ids.d!]: '40.00',
    });
    await expectNoDrift();

    // Cross-listed cheaper elsewhere: the highest share counts. An asking price wins over any share.
    await create(erin, 'listings', {
      platform_id: ids.ebay,
      title: 'One controller',
      price: '45',
      status: 'active',
      inventory_item_ids: [ids.a],
    });
    await edit(erin, 'inventory-items', ids.b, { listed_price: '35' });
    expect(await listedValues()).toMatchObject({ [ids.a!]: '45.00', [ids.b!]: '35.00', [ids.c!]: '33.33' });

    await edit(erin, 'listings', ids.lot, { price: '60.01' });
    expect(await listedValues()).toMatchObject({ [ids.a!]: '45.00', [ids.c!]: '20.00' });
    await edit(erin, 'listings', ids.lot, { inventory_item_ids: [ids.b, ids.c] });
    expect(await listedValues()).toMatchObject({ [ids.c!]: '30.00' });
    await edit(erin, 'listings', ids.lot, { status: 'ended' });
    expect(await listedValues()).toMatchObject({ [ids.b!]: '35.00', [ids.c!]: null });
    await expectNoDrift();
  });

  it('totals the team from the kept rows, the same as summing the items', async () => {
    const kept = await unfilteredTotals(erin);
    // A filter the kept rows cannot answer makes the API sum the items themselves.
    const summed = await unfilteredTotals(erin, `&q=${encodeURIComponent('')}&days_in_stock_min=0`);
    expect(kept).toEqual(summed);
    expect(kept).toEqual({ count: 4, cost: '102.50', listed_value: '120.00' });
    expect(await unfilteredTotals(erin, `&location_id=${ids.shelf}`)).toEqual({
      count: 1,
      cost: '12.50',
      listed_value: '40.00',
    });
    expect(await unfilteredTotals(frank)).toEqual({ count: 1, cost: '999.00', listed_value: '0.00' });
  });

  it('shows each item’s listed value on the detail list, and sorts by it', async () => {
    const rows = (await erin.get('/api/inventory-items-detail?order_by=-listed_value')).json().rows as {
      id: number;
      listed_price: string | null;
      listed_value: string | null;
    }[];
    expect(rows.map((row) => [row.id, row.listed_price, row.listed_value])).toEqual([
      [ids.a, null, '45.00'],
      [ids.d, '40.00', '40.00'],
      [ids.b, '35.00', '35.00'],
      [ids.c, null, null],
    ]);
  });

  it('keeps each sale’s items, cost of goods and days in stock through every edit', async () => {
    ids.sale = await create(erin, 'sales', {
      sold_at: '2026-03-11T00:00:00Z',
      revenue_subtotal: '80',
      inventory_item_ids: [ids.a, ids.c],
    });
    const sale = async () => (await erin.get(`/api/v2/sales/${ids.sale}`)).json();
    expect(await sale()).toMatchObject({ cost_of_goods: '60.00', profit: '20.00' });
    await expectNoDrift();

    await edit(erin, 'inventory-items', ids.a, { cost: '35.55' });
    expect(await sale()).toMatchObject({ cost_of_goods: '65.55', profit: '14.45' });
    await edit(erin, 'purchases', ids.purchase, { purchased_at: '2026-02-01T00:00:00Z' });
    await edit(erin, 'sales', ids.sale, { sold_at: '2026-03-21T00:00:00Z' });
    await expectNoDrift();

    const month = async () => (await erin.get('/api/analytics/monthly-sales?from=2026-03&to=2026-03')).json().totals;
    expect(await month()).toMatchObject({ items: 2, cost_of_goods: '65.55', avg_days_to_sell: 48 });
    await edit(erin, 'sales', ids.sale, { inventory_item_ids: [ids.a] });
    expect(await month()).toMatchObject({ items: 1, cost_of_goods: '35.55' });
    expect((await erin.delete(`/api/v2/sales/${ids.sale}`)).statusCode).toBe(204);
    expect(await month()).toMatchObject({ count: 0, items: 0, cost_of_goods: '0.00' });
    await expectNoDrift();
  });

  it('keeps the month cells through every sale, refund and time zone change', async () => {
    const monthly = async (caller: Caller, query = '') =>
      (await caller.get(`/api/analytics/monthly-sales?from=2026-04&to=2026-06${query}`)).json();
    const cells = async () =>
      (
        await rowsOf<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from sales_months where team_id = ${erin.teamId}`,
        )
      )[0]!.n;
    expect((await monthly(erin)).totals.count).toBe(0);
    ids.mercari = await create(erin, 'platforms', { name: 'Mercari' });
    ids.store = await create(erin, 'accounts', { platform_id: ids.ebay, name: 'Store' });
    const april = await create(erin, 'sales', {
      sold_at: '2026-04-30T23:30:00Z',
      platform_id: ids.ebay,
      account_id: ids.store,
      revenue_subtotal: '100',
      revenue_taxes: '8',
      cost_commission: '13',
      inventory_item_ids: [ids.c],
    });
    const may = await create(erin, 'sales', {
      sold_at: '2026-05-10T00:00:00Z',
      platform_id: ids.mercari,
      revenue_subtotal: '50.25',
      cost_shipping: '6.10',
    });
    await create(frank, 'sales', { sold_at: '2026-05-10T00:00:00Z', revenue_subtotal: '1000' });
    await expectNoDrift();
    const refund = await create(erin, 'transactions', {
      type: 'refund',
      occurred_at: '2026-06-02T00:00:00Z',
      amount: '20',
      description: 'Dented',
      sale_id: april,
    });
    await expectNoDrift();
    expect(
      (await monthly(erin)).rows.map((row: { month: string; revenue_total: string }) => [row.month, row.revenue_total]),
    ).toEqual([
      ['2026-04', '88.00'],
      ['2026-05', '50.25'],
      ['2026-06', '0.00'],
    ]);
    expect((await monthly(erin, `&platform_id=${ids.ebay}`)).totals).toMatchObject({
      count: 1,
      revenue_refunds: '20.00',
      items: 1,
    });
    expect((await monthly(erin, `&account_id=${ids.store}`)).totals).toMatchObject({ count: 1 });

    await edit(erin, 'transactions', refund, { amount: '25.50' });
    await edit(erin, 'sales', may, {
      platform_id: ids.ebay,
      sold_at: '2026-06-01T00:00:00Z',
      tracking_number: 'TRACK-1',
    });
    await edit(erin, 'sales', april, { revenue_other: '1.99', notes: 'Gift wrapped' });
    await expectNoDrift();
    await edit(erin, 'transactions', refund, { sale_id: may });
    await expectNoDrift();
    expect((await erin.delete(`/api/v2/transactions/${refund}`)).statusCode).toBe(204);
    expect((await erin.delete(`/api/v2/sales/${may}`)).statusCode).toBe(204);
    await expectNoDrift();
    expect((await monthly(erin)).totals).toMatchObject({ count: 1, revenue_total: '109.99', revenue_refunds: '0.00' });

    // 23:30 UTC on 30 April is already May in Berlin: the cells are summed again in the new zone.
    await writeTeamSettings(t.database.db, erin.teamId, { time_zone: 'Europe/Berlin' });
    const berlin = await monthly(erin);
    expect(berlin.time_zone).toBe('Europe/Berlin');
    expect(berlin.rows.map((row: { count: number }) => row.count)).toEqual([0, 1, 0]);
    await expectNoDrift();
    expect(await cells()).toBeGreaterThan(0);
    // Kept in Berlin, the cells do not answer a UTC range (null, checked in the statement's snapshot); the sales do.
    const utc = { from: '2026-04', to: '2026-06', timeZone: 'UTC' };
    const answer = async (source: 'kept' | 'sales') =>
      (await rowsOf<{ answer: string | null }>(t.database.db, monthlySalesQuery(erin.teamId, utc, {}, source)))[0]!
        .answer;
    expect(await answer('kept')).toBeNull();
    expect(JSON.parse((await answer('sales'))!).rows.map((row: { count: number }) => row.count)).toEqual([1, 0, 0]);
    // A category is not in the cells: those months are summed from the sales, and agree.
    expect((await monthly(erin, '&category_id=999999')).totals.count).toBe(0);
  });

  it('follows moves and deletes', async () => {
    await edit(erin, 'inventory-items', ids.d, { location_id: null, status: 'written_off' });
    const spare = await create(erin, 'inventory-items', {
      product_id: ids.product,
      cost: '7',
      location_id: ids.shelf,
      purchase_id: ids.purchase,
    });
    const itemCount = async (purchase: number | undefined) =>
      (await erin.get(`/api/v2/purchases/${purchase}`)).json().item_count;
    expect(await itemCount(ids.purchase)).toBe(4);
    // An item moved to another purchase counts there; one deleted counts nowhere.
    const second = await create(erin, 'purchases', { purchased_at: '2026-03-05T00:00:00Z', subtotal: '7' });
    await edit(erin, 'inventory-items', spare, { purchase_id: second });
    expect([await itemCount(ids.purchase), await itemCount(second)]).toEqual([3, 1]);
    await edit(erin, 'purchases', second, { items_count: 99, item_count: 99 }); // kept by the database, not written
    expect(await itemCount(second)).toBe(1);
    await expectNoDrift();
    // The screen sorts by the product's name, kept on the item: it follows a rename and a move.
    const cable = await create(erin, 'products', { name: 'Cable' });
    await edit(erin, 'inventory-items', spare, { product_id: cable });
    await edit(erin, 'products', ids.product, { name: 'Wireless controller' });
    await expectNoDrift();
    const byName = (await erin.get('/api/inventory-items-detail?order_by=-product_name,id')).json().rows;
    expect(byName.map((row: { product: { name: string } }) => row.product.name)).toEqual([
      ...Array.from({ length: byName.length - 1 }, () => 'Wireless controller'),
      'Cable',
    ]);
    await edit(erin, 'products', ids.product, { name: 'Controller' });
    expect((await erin.delete(`/api/v2/inventory-items/${spare}`)).statusCode).toBe(204);
    expect(await itemCount(second)).toBe(0);
    await expectNoDrift();
    expect(await unfilteredTotals(erin, '&status=written_off')).toEqual({
      count: 1,
      cost: '12.50',
      listed_value: '40.00',
    });
  });

  it('keeps the purchase month cells through every purchase, item and time zone change', async () => {
    // Erin's months are Berlin's since the sales cells test; 2025 holds none of the purchases above.
    const monthly = async (query = '') =>
      (await erin.get(`/api/analytics/monthly-purchases?from=2025-01&to=2025-04${query}`)).json();
    const rows = async () =>
      (await monthly()).rows.map((row: { count: number; items: number; spend: string }) => [
        row.count,
        row.items,
        row.spend,
      ]);
    const cellVersions = () =>
      rowsOf<{ v: string }>(
        t.database.db,
        sql`select xmin::text as v from purchases_months where team_id = ${erin.teamId} order by month, platform_key, account_key`,
      );
    expect((await monthly()).totals).toEqual({ count: 0, items: 0, spend: '0.00' }); // builds the cells
    const first = await create(erin, 'purchases', {
      purchased_at: '2025-02-10T00:00:00Z',
      platform_id: ids.ebay,
      account_id: ids.store,
      subtotal: '10',
      shipping: '2.50',
      taxes: '0.80',
      other_costs: '0.01',
      items: [{ product_id: ids.product }, { product_id: ids.product }],
    });
    const second = await create(erin, 'purchases', {
      purchased_at: '2025-03-10T00:00:00Z',
      platform_id: ids.mercari,
      subtotal: '20',
    });
    // 23:30 UTC on 31 January is already February in Berlin.
    await create(erin, 'purchases', { purchased_at: '2025-01-31T23:30:00Z', subtotal: '0.99' });
    await create(frank, 'purchases', { purchased_at: '2025-02-10T00:00:00Z', subtotal: '1000' });
    await expectNoDrift();
    expect(await rows()).toEqual([
      [0, 0, '0.00'],
      [2, 2, '14.30'],
      [1, 0, '20.00'],
      [0, 0, '0.00'],
    ]);
    expect((await monthly(`&platform_id=${ids.ebay}`)).totals).toEqual({ count: 1, items: 2, spend: '13.31' });
    expect((await monthly(`&account_id=${ids.store}`)).totals).toEqual({ count: 1, items: 2, spend: '13.31' });

    // A note or a received date moves nothing: no cell is written.
    const versions = await cellVersions();
    await edit(erin, 'purchases', first, { notes: 'Two cables', received_at: '2025-02-20T00:00:00Z' });
    expect(await cellVersions()).toEqual(versions);

    // Items join and move between purchases; purchases change their money, platform and month.
    const [moved] = (
      (await erin.get(`/api/v2/inventory-items?where=${JSON.stringify({ purchase_id: first })}&order_by=id`)).json()
        .rows as { id: number }[]
    ).map((row) => row.id);
    await edit(erin, 'inventory-items', moved, { purchase_id: second });
    await create(erin, 'inventory-items', { product_id: ids.product, purchase_id: second, cost: '1' });
    await expectNoDrift();
    await edit(erin, 'purchases', second, {
      subtotal: '21.05',
      platform_id: null,
      purchased_at: '2025-04-01T00:00:00Z',
    });
    await expectNoDrift();
    expect(await rows()).toEqual([
      [0, 0, '0.00'],
      [2, 1, '14.30'],
      [0, 0, '0.00'],
      [1, 2, '21.05'],
    ]);
    expect((await monthly(`&platform_id=${ids.mercari}`)).totals.count).toBe(0);
    const empty = await create(erin, 'purchases', { purchased_at: '2025-04-02T00:00:00Z', subtotal: '5' });
    expect((await erin.delete(`/api/v2/purchases/${empty}`)).statusCode).toBe(204);
    expect((await erin.delete(`/api/v2/inventory-items/${moved}`)).statusCode).toBe(204);
    await expectNoDrift();
    expect((await monthly()).totals).toEqual({ count: 3, items: 2, spend: '35.35' });

    // In UTC the 31 January purchase is January's: the cells are summed again in the new zone.
    await writeTeamSettings(t.database.db, erin.teamId, { time_zone: 'UTC' });
    expect(await rows()).toEqual([
      [1, 0, '0.99'],
      [1, 1, '13.31'],
      [0, 0, '0.00'],
      [1, 1, '21.05'],
    ]);
    await expectNoDrift();
    // Kept in UTC, the cells do not answer a Berlin range (no rows, checked in the statement's snapshot); the purchases do.
    const berlin = { from: '2025-01', to: '2025-04', timeZone: 'Europe/Berlin' };
    const answer = (source: 'kept' | 'purchases') =>
      rowsOf<{ count: number }>(t.database.db, monthlyPurchasesQuery(erin.teamId, berlin, {}, source));
    expect(await answer('kept')).toEqual([]);
    expect((await answer('purchases')).map((row) => row.count)).toEqual([0, 2, 0, 1, 3]);
    // A category is not in the cells: those months are summed from the purchases.
    expect((await monthly('&category_id=999999')).totals.count).toBe(0);
  });
});
