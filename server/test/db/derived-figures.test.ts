import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/raw.ts';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { create } from '../helpers/post.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/*
 * Migration 0004 keeps derived figures with triggers: each item's stocked_at, listed_value and
 * on_active_listing, each sale's items_count / cost_of_goods / days_in_stock_sum, and the per-team
 * inventory_totals. After every kind
 * of write through the API they must equal the same figures computed from scratch.
 */
let t: TestApp;
let erin: Caller;
let frank: Caller;
const ids: Record<string, number> = {};

const totalsDrift = sql`
  select * from (
    select team_id, status, coalesce(location_id, 0) as location_key, on_active_listing, count(*)::int as items,
      coalesce(sum(cost), 0)::numeric(14,2) as cost, coalesce(sum(listed_value), 0)::numeric(14,2) as listed_value
    from inventory_items group by 1, 2, 3, 4
  ) actual
  full join (select * from inventory_totals where items <> 0 or cost <> 0 or listed_value <> 0) kept using (team_id, status, location_key, on_active_listing)
  where (actual.items, actual.cost, actual.listed_value) is distinct from (kept.items, kept.cost, kept.listed_value)`;

const saleDrift = sql`
  select s.id from sales s
  left join lateral (
    select count(i.id)::int as items, coalesce(sum(i.cost), 0) as cost,
      coalesce(sum(greatest(0, floor(extract(epoch from (s.sold_at - i.stocked_at)) / 86400))), 0)::int as days
    from sale_inventory_items si join inventory_items i on i.id = si.inventory_item_id left join purchases p on p.id = i.purchase_id
    where si.sale_id = s.id
  ) f on true
  where (s.items_count, s.cost_of_goods, s.days_in_stock_sum) is distinct from (f.items, f.cost, f.days)`;

const itemDrift = sql`
  select i.id from inventory_items i left join purchases p on p.id = i.purchase_id
  where i.stocked_at is distinct from coalesce(i.received_at, p.purchased_at, i.created_at)
    or i.on_active_listing is distinct from exists (select 1 from listings_inventory_items li join listings l on l.id = li.listing_id
      where li.inventory_item_id = i.id and l.status = 'active')`;

async function expectNoDrift() {
  expect(await rowsOf(t.database.db, itemDrift)).toEqual([]);
  expect(await rowsOf(t.database.db, totalsDrift)).toEqual([]);
  expect(await rowsOf(t.database.db, saleDrift)).toEqual([]);
}

const listedValues = async () =>
  Object.fromEntries(
    (await rowsOf<{ id: number; listed_value: string | null }>(t.database.db, sql`select id, listed_value from inventory_items order by id`)).map((row) => [
      row.id,
      row.listed_value,
    ]),
  );

/** PUT takes the whole row: the row as it is, with `changes` on top. */
async function edit(caller: Caller, resource: string, id: number | undefined, changes: Record<string, unknown>) {
  const row = (await caller.get(`/api/v2/${resource}/${id}`)).json();
  const response = await caller.put(`/api/v2/${resource}/${id}`, { ...row, ...changes });
  expect(response.statusCode, response.body).toBe(200);
}

const unfilteredTotals = async (caller: Caller, query = '') => (await caller.get(`/api/inventory-items-detail?limit=1${query}`)).json().totals;

beforeAll(async () => {
  t = await buildTestApp();
  [erin, frank] = (await signedInTeams(t, 2)) as [Caller, Caller];
  ids.ebay = await create(erin, 'platforms', { name: 'eBay' });
  ids.shelf = await create(erin, 'locations', { name: 'Shelf' });
  ids.product = await create(erin, 'products', { name: 'Controller' });
  ids.purchase = await create(erin, 'purchases', { purchased_at: '2026-03-01T00:00:00Z', subtotal: '90' });
  for (const name of ['a', 'b', 'c']) {
    ids[name] = await create(erin, 'inventory-items', { product_id: ids.product, purchase_id: ids.purchase, cost: '30', status: 'in_stock' });
  }
  ids.d = await create(erin, 'inventory-items', { product_id: ids.product, cost: '12.5', listed_price: '40', location_id: ids.shelf, status: 'in_stock' });
  await create(frank, 'inventory-items', { product_id: await create(frank, 'products', { name: 'Other' }), cost: '999' });
});
afterAll(() => t.close());

describe('figures kept by the database', () => {
  it('shares a lot in whole cents and follows price, status and links', async () => {
    ids.lot = await create(erin, 'listings', { platform_id: ids.ebay, title: 'Three controllers', price: '100', status: 'active', inventory_item_ids: [ids.a, ids.b, ids.c] });
    expect(await listedValues()).toMatchObject({ [ids.a!]: '33.34', [ids.b!]: '33.33', [ids.c!]: '33.33', [ids.d!]: '40.00' });
    await expectNoDrift();

    // Cross-listed cheaper elsewhere: the highest share counts. An asking price wins over any share.
    await create(erin, 'listings', { platform_id: ids.ebay, title: 'One controller', price: '45', status: 'active', inventory_item_ids: [ids.a] });
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
    expect(await unfilteredTotals(erin, `&location_id=${ids.shelf}`)).toEqual({ count: 1, cost: '12.50', listed_value: '40.00' });
    expect(await unfilteredTotals(frank)).toEqual({ count: 1, cost: '999.00', listed_value: '0.00' });
  });

  it('shows each item’s listed value on the detail list, and sorts by it', async () => {
    const rows = (await erin.get('/api/inventory-items-detail?order_by=-listed_value')).json().rows as { id: number; listed_price: string | null; listed_value: string | null }[];
    expect(rows.map((row) => [row.id, row.listed_price, row.listed_value])).toEqual([
      [ids.a, null, '45.00'],
      [ids.d, '40.00', '40.00'],
      [ids.b, '35.00', '35.00'],
      [ids.c, null, null],
    ]);
  });

  it('keeps each sale’s items, cost of goods and days in stock through every edit', async () => {
    ids.sale = await create(erin, 'sales', { sold_at: '2026-03-11T00:00:00Z', revenue_subtotal: '80', inventory_item_ids: [ids.a, ids.c] });
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

  it('follows moves and deletes', async () => {
    await edit(erin, 'inventory-items', ids.d, { location_id: null, status: 'written_off' });
    const spare = await create(erin, 'inventory-items', { product_id: ids.product, cost: '7', location_id: ids.shelf });
    expect((await erin.delete(`/api/v2/inventory-items/${spare}`)).statusCode).toBe(204);
    await expectNoDrift();
    expect(await unfilteredTotals(erin, '&status=written_off')).toEqual({ count: 1, cost: '12.50', listed_value: '40.00' });
  });
});
