import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInTeams, type Caller, where } from '../helpers/callers.ts';
import { make } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let alice: Caller;
let bob: Caller;
let platformId: number;

beforeAll(async () => {
  t = await buildTestApp();
  [alice, bob] = (await signedInTeams(t, 2)) as [Caller, Caller];
  platformId = await make(alice, 'platforms');
});
afterAll(() => t.close());

const soldAt = '2026-04-01T15:00:00.000Z';
const item = (cost: string | null, extra: Record<string, unknown> = {}) =>
  make(alice, 'inventory-items', { cost, received_at: soldAt, ...extra });
const statusOf = async (id: number) => (await alice.get(`/api/v2/inventory-items/${id}`)).json().status;
const listingStatus = async (id: number) => (await alice.get(`/api/v2/listings/${id}`)).json().status;
const sell = (body: Record<string, unknown>) => alice.post('/api/v2/sales', { sold_at: soldAt, ...body });

describe('sale money', () => {
  it('sums exactly: 0.10 + 0.20 = 0.30', async () => {
    const sale = (
      await sell({ revenue_subtotal: '0.10', revenue_shipping: '0.20', cost_shipping: '0.10', cost_payment: '0.20' })
    ).json();
    expect(sale).toMatchObject({ revenue_total: '0.30', cost_total: '0.30', cost_of_goods: '0.00', profit: '0.00' });
  });

  it('computes profit = revenue_total − revenue_taxes − cost_total − cost_of_goods', async () => {
    const items = [await item('33.34'), await item('33.33')];
    const response = await sell({
      revenue_subtotal: '120.00',
      revenue_shipping: '15.00',
      revenue_taxes: '9.60',
      revenue_other: '-2.00',
      cost_shipping: '12.45',
      cost_commission: '17.55',
      cost_payment: '4.02',
      cost_other: '1.00',
      inventory_item_ids: items,
    });
    expect(response.statusCode, response.body).toBe(201);
    // 142.60 − 9.60 − 35.02 − 66.67 = 31.31
    expect(response.json()).toMatchObject({
      revenue_total: '142.60',
      cost_total: '35.02',
      cost_of_goods: '66.67',
      profit: '31.31',
    });
  });

  it("names its items' products, in the order they were sold, for the lists", async () => {
    const pixel = await make(alice, 'products', { name: 'Pixel 7' });
    const sony = await make(alice, 'products', { name: 'Sony WH-1000XM4' });
    const items = [await item('10.00', { product_id: pixel }), await item('20.00', { product_id: sony })];
    const sale = (await sell({ revenue_subtotal: '50.00', inventory_item_ids: items })).json();
    expect(sale.items_summary).toBe('Pixel 7, Sony WH-1000XM4');
    const listed = (await alice.get(`/api/v2/sales?${where({ id: sale.id })}`)).json().rows[0];
    expect(listed.items_summary).toBe('Pixel 7, Sony WH-1000XM4');
    const empty = (await sell({ revenue_subtotal: '5.00' })).json();
    expect(empty.items_summary).toBeNull();
  });

  it('shows a negative profit and warns about it in the list', async () => {
    const loser = (
      await sell({
        revenue_subtotal: '10.00',
        revenue_taxes: '0.80',
        cost_commission: '1.30',
        inventory_item_ids: [await item('25.00')],
      })
    ).json();
    expect(loser.profit).toBe('-16.30');
    const one = (await alice.get(`/api/v2/sales?${where({ id: loser.id })}`)).json();
    expect(one.warning).toBe(`Sale #${loser.id} loses money.`);
    await sell({ revenue_subtotal: '1.00', cost_other: '5.00' });
    const losing = (await alice.get(`/api/v2/sales?${where({ profit: { lt: 0 } })}`)).json();
    expect(losing.total).toBe(2);
    expect(losing.warning).toBe('2 sales on this page lose money.');
    expect((await alice.get(`/api/v2/sales?${where({ profit: { gte: 0 } })}`)).json().warning).toBeUndefined();
  });

  it('filters and sorts on computed fields', async () => {
    const sorted = (await alice.get('/api/v2/sales?order_by=-profit'))
      .json()
      .rows.map((sale: { profit: string }) => Number(sale.profit));
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
    const exact = (await alice.get(`/api/v2/sales?${where({ cost_of_goods: '66.67' })}`)).json();
    expect(exact.rows.map((sale: { profit: string }) => sale.profit)).toEqual(['31.31']);
    const range = (await alice.get(`/api/v2/sales?${where({ revenue_total: { gt: 0.3, lte: '142.60' } })}`)).json();
    expect(range.rows.every((sale: { revenue_total: string }) => Number(sale.revenue_total) > 0.3)).toBe(true);
    expect((await alice.get(`/api/v2/sales?${where({ profit: { gt: 'much' } })}`)).json().message).toBe(
      'profit must be a number like 12.34 with at most 12 digits before the point',
    );
  });
});

describe('selling items', () => {
  it('marks linked items sold, ends their other active listings and marks the sale’s own listing sold', async () => {
    const a = await item('10.00');
    const b = await item('10.00');
    const ebay = (
      await alice.post('/api/v2/listings', {
        platform_id: platformId,
        title: 'Two',
        price: '30.00',
        status: 'active',
        inventory_item_ids: [a, b],
      })
    ).json();
    const other = (
      await alice.post('/api/v2/listings', {
        platform_id: platformId,
        title: 'A elsewhere',
        price: '31.00',
        status: 'active',
        inventory_item_ids: [a],
      })
    ).json();
    expect(await statusOf(a)).toBe('listed');
    expect(ebay.listed_at).not.toBeNull();

    const sale = (await sell({ listing_id: ebay.id, revenue_subtotal: '60.00', inventory_item_ids: [a] })).json();
    expect(await statusOf(a)).toBe('sold');
    expect(await listingStatus(other.id)).toBe('ended');
    // b is still for sale on it, so the sale's listing stays active until b sells too.
    expect(await listingStatus(ebay.id)).toBe('active');

    await alice.put(`/api/v2/sales/${sale.id}`, { sold_at: soldAt, listing_id: ebay.id, inventory_item_ids: [a, b] });
    expect(await statusOf(b)).toBe('sold');
    expect(await listingStatus(ebay.id)).toBe('sold');
    const items = (await alice.get(`/api/v2/sales/${sale.id}?with=items`)).json().items;
    expect(items.map((row: { id: number }) => row.id).sort()).toEqual([a, b].sort());
  });

  it('sells an item once: a second sale answers 409 naming the first', async () => {
    const a = await item('5.00');
    const first = (await sell({ inventory_item_ids: [a] })).json();
    const before = (await alice.get('/api/v2/sales')).json().total;
    const twice = await sell({ inventory_item_ids: [a] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`Inventory item ${a} is already sold (sale #${first.id}).`);
    const second = (await sell({ revenue_subtotal: '10.00' })).json();
    const link = await alice.post('/api/v2/sale-inventory-items', { sale_id: second.id, inventory_item_id: a });
    expect(link.statusCode).toBe(409);
    expect(link.json().message).toBe(`Inventory item ${a} is already sold (sale #${first.id}).`);
    // The refused sale left nothing behind.
    expect((await alice.get('/api/v2/sales')).json().total).toBe(before + 1);
  });

  it('returns items to their previous status when unlinked or when the sale is deleted', async () => {
    const inTransit = await make(alice, 'inventory-items', { cost: '1.00', status: 'in_transit' });
    const listed = await item('2.00');
    const listing = (
      await alice.post('/api/v2/listings', {
        platform_id: platformId,
        title: 'L',
        price: '9.00',
        status: 'active',
        inventory_item_ids: [listed],
      })
    ).json();
    const sale = (await sell({ revenue_subtotal: '10.00' })).json();
    const link = (
      await alice.post('/api/v2/sale-inventory-items', { sale_id: sale.id, inventory_item_id: inTransit })
    ).json();
    await alice.post('/api/v2/sale-inventory-items', { sale_id: sale.id, inventory_item_id: listed });
    expect(await statusOf(inTransit)).toBe('sold');
    expect((await alice.get(`/api/v2/inventory-items/${inTransit}`)).json().status_before_sale).toBe('in_transit');
    expect(await listingStatus(listing.id)).toBe('ended');

    expect((await alice.delete(`/api/v2/sale-inventory-items/${link.id}`)).statusCode).toBe(204);
    expect(await statusOf(inTransit)).toBe('in_transit');
    expect((await alice.delete(`/api/v2/sales/${sale.id}`)).statusCode).toBe(204);
    // Its listing ended with the sale, so it is back in stock rather than 'listed'.
    expect(await statusOf(listed)).toBe('in_stock');
    expect((await alice.get(`/api/v2/inventory-items/${listed}`)).json().status_before_sale).toBeNull();
  });

  it('refuses a sale of nothing: no item and no money received (400, nothing written)', async () => {
    const before = (await alice.get('/api/v2/sales?limit=1')).json().total;
    for (const body of [{}, { revenue_subtotal: '0.00', revenue_other: '-5.00', inventory_item_ids: [] }]) {
      const response = await sell(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Add the items sold or the amount received',
        fieldErrors: { inventory_item_ids: 'Add the items sold or the amount received' },
      });
    }
    expect((await alice.get('/api/v2/sales?limit=1')).json().total).toBe(before);
    expect((await sell({ inventory_item_ids: [await item('4.00')] })).statusCode).toBe(201);
    expect((await sell({ revenue_shipping: '0.01' })).statusCode).toBe(201);
  });

  it('checks inventory_item_ids against the team', async () => {
    const bobs = await make(bob, 'inventory-items');
    const response = await sell({ inventory_item_ids: [bobs] });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ inventory_item_ids: `No inventory item with id ${bobs}` });
  });

  it('refuses to delete a sale with transactions, and keeps its items sold', async () => {
    const a = await item('3.00');
    const sale = (await sell({ inventory_item_ids: [a] })).json();
    await alice.post('/api/v2/transactions', {
      type: 'fee',
      occurred_at: soldAt,
      amount: '1.00',
      description: 'Ad fee',
      sale_id: sale.id,
    });
    const response = await alice.delete(`/api/v2/sales/${sale.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Cannot delete this sale: 1 transaction belongs to this sale.');
    expect(await statusOf(a)).toBe('sold');
  });
});

describe('listing items', () => {
  it('marks in_stock and in_transit items listed on an active listing, and returns them when unlinked or ended', async () => {
    const a = await item('1.00');
    const b = await make(alice, 'inventory-items', { status: 'in_transit' });
    const shipped = await make(alice, 'inventory-items', { status: 'shipped' });
    const draft = (
      await alice.post('/api/v2/listings', { platform_id: platformId, title: 'Draft', price: '5.00' })
    ).json();
    const linkA = (
      await alice.post('/api/v2/listings-inventory-items', { listing_id: draft.id, inventory_item_id: a })
    ).json();
    await alice.post('/api/v2/listings-inventory-items', { listing_id: draft.id, inventory_item_id: b });
    await alice.post('/api/v2/listings-inventory-items', { listing_id: draft.id, inventory_item_id: shipped });
    expect(await statusOf(a)).toBe('in_stock');

    const active = { platform_id: platformId, title: 'Draft', price: '5.00', status: 'active' };
    await alice.put(`/api/v2/listings/${draft.id}`, active);
    expect([await statusOf(a), await statusOf(b), await statusOf(shipped)]).toEqual(['listed', 'listed', 'shipped']);

    const duplicate = await alice.post('/api/v2/listings-inventory-items', {
      listing_id: draft.id,
      inventory_item_id: a,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(`Inventory item ${a} is already on listing #${draft.id}.`);

    await alice.delete(`/api/v2/listings-inventory-items/${linkA.id}`);
    expect(await statusOf(a)).toBe('in_stock');
    await alice.put(`/api/v2/listings/${draft.id}`, { ...active, status: 'ended' });
    expect(await statusOf(b)).toBe('in_stock');
    expect((await alice.get(`/api/v2/listings/${draft.id}`)).json().ended_at).not.toBeNull();
  });

  it('keeps an item listed while another active listing offers it, and frees items when a listing is deleted', async () => {
    const a = await item('1.00');
    const one = (
      await alice.post('/api/v2/listings', {
        platform_id: platformId,
        title: 'One',
        price: '5.00',
        status: 'active',
        inventory_item_ids: [a],
      })
    ).json();
    const two = (
      await alice.post('/api/v2/listings', {
        platform_id: platformId,
        title: 'Two',
        price: '5.00',
        status: 'active',
        inventory_item_ids: [a],
      })
    ).json();
    expect((await alice.delete(`/api/v2/listings/${one.id}`)).statusCode).toBe(204);
    expect(await statusOf(a)).toBe('listed');
    await alice.put(`/api/v2/listings/${two.id}`, {
      platform_id: platformId,
      title: 'Two',
      price: '5.00',
      inventory_item_ids: [],
    });
    expect(await statusOf(a)).toBe('in_stock');
  });

  it('refuses to delete an item that is on a listing or was sold', async () => {
    const a = await item('1.00');
    await alice.post('/api/v2/listings', {
      platform_id: platformId,
      title: 'L',
      price: '5.00',
      inventory_item_ids: [a],
    });
    expect((await alice.delete(`/api/v2/inventory-items/${a}`)).json().message).toBe(
      'Cannot delete this inventory item: it is on 1 listing.',
    );
    const b = await item('1.00');
    await sell({ inventory_item_ids: [b] });
    const response = await alice.delete(`/api/v2/inventory-items/${b}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Cannot delete this inventory item: it was sold; remove it from its sale first.',
    );
  });
});
