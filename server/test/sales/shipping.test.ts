import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInTeams, type Caller, where } from '../helpers/callers.ts';
import { make } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let alice: Caller;
let platformId: number;

beforeAll(async () => {
  t = await buildTestApp();
  [alice] = (await signedInTeams(t, 1)) as [Caller];
  platformId = await make(alice, 'platforms');
});
afterAll(() => t.close());

const soldAt = '2026-04-01T15:00:00.000Z';
const nextDay = '2026-04-02T09:30:00.000Z';
const item = (extra: Record<string, unknown> = {}) =>
  make(alice, 'inventory-items', { cost: '10.00', received_at: '2026-03-01', ...extra });
const itemRow = async (id: number) => (await alice.get(`/api/v2/inventory-items/${id}`)).json();
const statusOf = async (id: number) => (await itemRow(id)).status;
const sell = async (body: Record<string, unknown>) => {
  const response = await alice.post('/api/v2/sales', { sold_at: soldAt, revenue_subtotal: '20.00', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
/** PUT with the full object, as the web form sends it. */
const edit = (sale: Record<string, unknown>, change: Record<string, unknown>) => {
  const { id, sold_at, tracking_number, shipped_at, buyer } = sale;
  return alice.put(`/api/v2/sales/${String(id)}`, { sold_at, tracking_number, shipped_at, buyer, ...change });
};

describe('POST /api/v2/sales: when a sale ships', () => {
  it('keeps shipped_at as given and ships the items', async () => {
    const a = await item();
    const sale = await sell({ shipped_at: nextDay, inventory_item_ids: [a] });
    expect(sale.shipped_at).toBe(nextDay);
    expect(await statusOf(a)).toBe('shipped');
  });

  it('ships a sale entered with its tracking number on its sale date', async () => {
    const a = await item();
    const sale = await sell({ tracking_number: '9400 1118', shipped_at: null, inventory_item_ids: [a] });
    expect(sale.shipped_at).toBe(soldAt);
    expect(await statusOf(a)).toBe('shipped');
  });

  it('leaves a sale without tracking number or date unshipped, its items sold', async () => {
    const a = await item();
    const sale = await sell({ inventory_item_ids: [a] });
    expect(sale.shipped_at).toBeNull();
    expect(await statusOf(a)).toBe('sold');
  });

  it('refuses a shipping date before the sale with 400 on shipped_at, and writes nothing', async () => {
    const a = await item();
    const before = (await alice.get('/api/v2/sales')).json().total;
    const response = await alice.post('/api/v2/sales', {
      sold_at: soldAt,
      shipped_at: '2026-03-31T23:59:00Z',
      inventory_item_ids: [a],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The shipping date cannot be before the sale date',
      fieldErrors: { shipped_at: 'The shipping date cannot be before the sale date' },
    });
    expect((await alice.get('/api/v2/sales')).json().total).toBe(before);
    expect(await statusOf(a)).toBe('in_stock');
  });

  it('takes the same moment as the sale date (handed over at the sale)', async () => {
    expect((await sell({ shipped_at: soldAt })).shipped_at).toBe(soldAt);
  });
});

describe('PUT /api/v2/sales/{id}: shipping later', () => {
  it('ships now when the first tracking number is added without a date', async () => {
    const [a, b] = [await item(), await item()];
    const sale = await sell({ inventory_item_ids: [a, b] });
    const from = Date.now();
    const response = await edit(sale, { tracking_number: '1Z999AA10123456784', shipped_at: null });
    expect(response.statusCode, response.body).toBe(200);
    const shippedAt = Date.parse(response.json().shipped_at);
    expect(shippedAt).toBeGreaterThanOrEqual(from - 1000);
    expect(shippedAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect([await statusOf(a), await statusOf(b)]).toEqual(['shipped', 'shipped']);
  });

  it('takes the date the request gives with the tracking number', async () => {
    const sale = await sell({});
    const updated = (await edit(sale, { tracking_number: '1Z1', shipped_at: nextDay })).json();
    expect(updated.shipped_at).toBe(nextDay);
  });

  it('does not stamp a sale that already had a tracking number, nor one changed without it', async () => {
    const a = await item();
    const sale = await sell({ tracking_number: 'OLD', shipped_at: nextDay, inventory_item_ids: [a] });
    // Cleared by hand: not shipped after all, tracking number kept.
    const unshipped = (await edit(sale, { shipped_at: null })).json();
    expect(unshipped).toMatchObject({ tracking_number: 'OLD', shipped_at: null });
    expect(await statusOf(a)).toBe('sold');
    expect((await edit(unshipped, { tracking_number: 'NEW' })).json().shipped_at).toBeNull();
    // A PUT that leaves tracking_number out changes nothing either.
    const plain = await sell({});
    expect(
      (await alice.put(`/api/v2/sales/${plain.id}`, { sold_at: soldAt, buyer: 'x' })).json().shipped_at,
    ).toBeNull();
  });

  it('ships and un-ships the items with the date, keeping what they were before the sale', async () => {
    const listed = await item();
    await alice.post('/api/v2/listings', {
      platform_id: platformId,
      title: 'L',
      price: '9.00',
      status: 'active',
      inventory_item_ids: [listed],
    });
    const sale = await sell({ inventory_item_ids: [listed] });
    expect((await edit(sale, { shipped_at: nextDay })).json().shipped_at).toBe(nextDay);
    expect(await itemRow(listed)).toMatchObject({ status: 'shipped', status_before_sale: 'listed' });
    expect((await edit(sale, { shipped_at: null })).json().shipped_at).toBeNull();
    expect(await itemRow(listed)).toMatchObject({ status: 'sold', status_before_sale: 'listed' });
  });

  it('leaves an item set to returned by hand where it is', async () => {
    const [a, b] = [await item(), await item()];
    const sale = await sell({ inventory_item_ids: [a, b] });
    const row = await itemRow(b);
    await alice.put(`/api/v2/inventory-items/${b}`, { ...row, status: 'returned' });
    await edit(sale, { shipped_at: nextDay });
    expect([await statusOf(a), await statusOf(b)]).toEqual(['shipped', 'returned']);
  });

  it('refuses 400 on shipped_at when the date, or a later sale date, puts shipping before the sale', async () => {
    const a = await item();
    const sale = await sell({ shipped_at: nextDay, inventory_item_ids: [a] });
    const early = await edit(sale, { shipped_at: '2026-03-01T00:00:00Z' });
    expect(early.statusCode).toBe(400);
    expect(early.json().fieldErrors).toEqual({ shipped_at: 'The shipping date cannot be before the sale date' });
    const laterSale = await edit(sale, { sold_at: '2026-04-03T00:00:00Z' });
    expect(laterSale.statusCode).toBe(400);
    expect(laterSale.json().fieldErrors).toEqual({ shipped_at: 'The shipping date cannot be before the sale date' });
    expect((await alice.get(`/api/v2/sales/${sale.id}`)).json()).toMatchObject({
      sold_at: soldAt,
      shipped_at: nextDay,
    });
    expect(await statusOf(a)).toBe('shipped');
  });
});

describe('items joining or leaving a shipped sale', () => {
  it('ships items added later through inventory_item_ids or a sale item link, and gives them back when unlinked', async () => {
    const [a, b, c] = [await item(), await item(), await item({ status: 'in_transit' })];
    const sale = await sell({ shipped_at: nextDay, inventory_item_ids: [a] });
    await edit(sale, { inventory_item_ids: [a, b] });
    const link = (await alice.post('/api/v2/sale-inventory-items', { sale_id: sale.id, inventory_item_id: c })).json();
    expect([await statusOf(a), await statusOf(b), await statusOf(c)]).toEqual(['shipped', 'shipped', 'shipped']);

    expect((await alice.delete(`/api/v2/sale-inventory-items/${link.id}`)).statusCode).toBe(204);
    expect(await itemRow(c)).toMatchObject({ status: 'in_transit', status_before_sale: null });
    await edit(sale, { inventory_item_ids: [a] });
    expect(await statusOf(b)).toBe('in_stock');
    expect((await alice.delete(`/api/v2/sales/${sale.id}`)).statusCode).toBe(204);
    expect(await statusOf(a)).toBe('in_stock');
  });

  it('moves an item with its link to another sale: shipped or sold as that sale is', async () => {
    const a = await item();
    const shipped = await sell({ shipped_at: nextDay });
    const waiting = await sell({});
    const link = (
      await alice.post('/api/v2/sale-inventory-items', { sale_id: shipped.id, inventory_item_id: a })
    ).json();
    expect(await statusOf(a)).toBe('shipped');
    await alice.put(`/api/v2/sale-inventory-items/${link.id}`, { sale_id: waiting.id, inventory_item_id: a });
    expect(await statusOf(a)).toBe('sold');
  });

  it('ends a listing once its last item sells, even when the first one has shipped', async () => {
    const [a, b] = [await item(), await item()];
    const listing = (
      await alice.post('/api/v2/listings', {
        platform_id: platformId,
        title: 'Pair',
        price: '20.00',
        status: 'active',
        inventory_item_ids: [a, b],
      })
    ).json();
    await sell({ listing_id: listing.id, shipped_at: nextDay, inventory_item_ids: [a] });
    expect((await alice.get(`/api/v2/listings/${listing.id}`)).json().status).toBe('active');
    await sell({ listing_id: listing.id, inventory_item_ids: [b] });
    expect((await alice.get(`/api/v2/listings/${listing.id}`)).json().status).toBe('sold');
  });
});

describe('shipped_at in lists and the item story', () => {
  it('filters shipped and unshipped sales and sorts by shipping date', async () => {
    const [bob] = (await signedInTeams(t, 1)) as [Caller];
    const post = async (body: Record<string, unknown>) =>
      (await bob.post('/api/v2/sales', { sold_at: soldAt, revenue_subtotal: '20.00', ...body })).json().id as number;
    const late = await post({ shipped_at: '2026-04-05T00:00:00Z' });
    const early = await post({ shipped_at: nextDay });
    const waiting = await post({});
    const ids = async (query: string) =>
      (await bob.get(`/api/v2/sales?${query}`)).json().rows.map((row: { id: number }) => row.id);
    expect(await ids(where({ shipped_at: { null: true } }))).toEqual([waiting]);
    expect(await ids(`${where({ shipped_at: { null: false } })}&order_by=shipped_at`)).toEqual([early, late]);
    expect(await ids(where({ shipped_at: { gte: '2026-04-03' } }))).toEqual([late]);
  });

  it('dates the story’s shipped step with the sale’s shipped_at', async () => {
    const a = await item();
    const sale = await sell({ inventory_item_ids: [a] });
    const story = async () => (await alice.get(`/api/inventory-items-detail/${a}`)).json();
    expect((await story()).timeline.at(-1)).toEqual({ step: 'shipped', done: false, at: null });
    // A tracking number alone no longer counts once the date is cleared.
    await edit(sale, { tracking_number: '1Z2', shipped_at: nextDay });
    const shipped = await story();
    expect(shipped.sale).toMatchObject({ tracking_number: '1Z2', shipped_at: nextDay });
    expect(shipped.timeline.at(-1)).toEqual({ step: 'shipped', done: true, at: nextDay });
    await edit({ ...sale, tracking_number: '1Z2' }, { shipped_at: null });
    expect((await story()).timeline.at(-1)).toEqual({ step: 'shipped', done: false, at: null });
  });
});
