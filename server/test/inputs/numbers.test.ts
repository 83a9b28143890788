import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInTeams, type Caller, where } from '../helpers/callers.ts';
import { make } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** Money fits numeric(12,2), kept sums numeric(14,2), weights split without dividing by zero. */
const RANGE = 'Enter an amount from -9999999999.99 to 9999999999.99';

let t: TestApp;
let alice: Caller;

beforeAll(async () => {
  t = await buildTestApp();
  [alice] = (await signedInTeams(t, 1)) as [Caller];
});
afterAll(() => t.close());

describe('money', () => {
  it.each([
    ['a string one cent past the column', '10000000000.00'],
    ['a number past the column', 1e11],
    ['a number rounding past the column', 9_999_999_999.999],
    ['a negative past the column', '-99999999999'],
  ])('answers 400 on the field for %s', async (_name, value) => {
    const response = await alice.post('/api/v2/sales', { sold_at: '2026-01-01', revenue_other: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ revenue_other: RANGE });
  });

  it('keeps the message for what is no amount at all', async () => {
    const response = await alice.post('/api/v2/transactions', {
      type: 'fee',
      occurred_at: '2026-01-01',
      description: 'x',
      amount: '1e5',
    });
    expect(response.json().fieldErrors).toEqual({ amount: 'Enter an amount like 12.34' });
  });

  it('takes the largest amount the column holds, and sums four of them', async () => {
    const max = '9999999999.99';
    const response = await alice.post('/api/v2/sales', {
      sold_at: '2026-01-01',
      revenue_subtotal: max,
      revenue_shipping: max,
      revenue_taxes: max,
      revenue_other: max,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ revenue_total: '39999999999.96', profit: '29999999999.97' });
  });

  it('answers 400 on the item when a purchase total would give one item a cost past the column', async () => {
    const max = '9999999999.99';
    const response = await alice.post('/api/v2/purchases', {
      purchased_at: '2026-01-01',
      subtotal: max,
      shipping: max,
      items: [{ product_id: await make(alice, 'products'), serial_number: 'BIG-1' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      'items.0.cost': "An item's share cannot be more than 9999999999.99: add items or give them costs.",
    });
    expect((await alice.get(`/api/v2/inventory-items?${where({ serial_number: 'BIG-1' })}`)).json().total).toBe(0);
  });

  it('answers 400, not 500, when a sum the database keeps would pass its column', async () => {
    // A sale's cost_of_goods is numeric(12,2): two items of the largest cost do not fit. No contract rule can see a sum over rows.
    const max = '9999999999.99';
    const items = [
      await make(alice, 'inventory-items', { cost: max }),
      await make(alice, 'inventory-items', { cost: max }),
    ];
    const response = await alice.post('/api/v2/sales', { sold_at: '2026-01-01', inventory_item_ids: items });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'BAD_REQUEST',
      message:
        'A number is out of range: amounts go up to 9999999999.99 (sums up to 999999999999.99) and ids up to 2147483647.',
    });
    expect((await alice.get(`/api/v2/inventory-items/${items[0]}`)).json().status).toBe('in_transit');
  });
});

describe('purchase weights', () => {
  const purchase = async (weights: number[]) =>
    alice.post('/api/v2/purchases', {
      purchased_at: '2026-01-01',
      subtotal: '10.00',
      split: 'weight',
      items: await Promise.all(weights.map(async (weight) => ({ product_id: await make(alice, 'products'), weight }))),
    });

  it('answers 400 on the weight when every weight is too small to split by (it divided by zero)', async () => {
    const response = await purchase([1e-7, 4e-7]);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ 'items.0.weight': 'Enter a weight of at least 0.000001.' });
  });

  it('splits by the smallest weight the scale keeps', async () => {
    const response = await purchase([0.000001, 0.000003]);
    expect(response.statusCode).toBe(201);
    const items = (await alice.get(`/api/v2/purchases/${response.json().id}?with=items`)).json().items;
    expect(items.map((item: { cost: string }) => item.cost)).toEqual(['2.50', '7.50']);
  });
});

describe('numbers in list filters', () => {
  it.each([
    [
      'like on a number',
      { price: { like: '1' } },
      'price is not text: like works on text fields only (use eq, gt, lt, in … here)',
    ],
    [
      'like on an id',
      { id: { like: '%' } },
      'id is not text: like works on text fields only (use eq, gt, lt, in … here)',
    ],
    [
      'like on a date',
      { listed_at: { like: '2026' } },
      'listed_at is not text: like works on text fields only (use eq, gt, lt, in … here)',
    ],
    [
      'money with 13 digits',
      { price: { gt: '1234567890123' } },
      'price must be a number like 12.34 with at most 12 digits before the point',
    ],
    [
      'money as a huge number',
      { price: { lt: 1e300 } },
      'price must be a number like 12.34 with at most 12 digits before the point',
    ],
    [
      'a list of 1001 values',
      { id: { in: Array.from({ length: 1001 }, (_, index) => index + 1) } },
      'id.in takes at most 1000 values',
    ],
  ])('answers 400 for %s, in the list and the export', async (_name, filter, message) => {
    for (const url of [`/api/v2/listings?${where(filter)}`, `/api/v2/listings/export.csv?${where(filter)}`]) {
      const response = await alice.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().fieldErrors).toEqual({ where: message });
    }
  });

  it('answers 400 for an offset past int4', async () => {
    const response = await alice.get('/api/v2/brands?offset=2147483648');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(['offset']);
  });
});
