import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInTeams, type Caller, where } from '../helpers/callers.ts';
import { make } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let alice: Caller;
let bob: Caller;
let productId: number;

beforeAll(async () => {
  t = await buildTestApp();
  [alice, bob] = (await signedInTeams(t, 2)) as [Caller, Caller];
  productId = await make(alice, 'products');
});
afterAll(() => t.close());

const purchase = (extra: Record<string, unknown>) => ({ purchased_at: '2026-03-01T10:00:00.000Z', ...extra });
const itemsOf = async (purchaseId: number) =>
  (await alice.get(`/api/v2/inventory-items?${where({ purchase_id: purchaseId })}&order_by=id`)).json().rows as Record<
    string,
    unknown
  >[];

describe('POST /api/v2/purchases', () => {
  it('answers the total and item count computed in SQL', async () => {
    const response = await alice.post(
      '/api/v2/purchases',
      purchase({ subtotal: '0.10', shipping: '0.20', taxes: 1, other_costs: '2.5' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      subtotal: '0.10',
      shipping: '0.20',
      taxes: '1.00',
      other_costs: '2.50',
      total: '3.80',
      item_count: 0,
    });
  });

  it('creates its items and splits 100.00 over 3 as 33.34/33.33/33.33', async () => {
    const items = [
      { product_id: productId, serial_number: 'P-1' },
      { product_id: productId },
      { product_id: productId, condition: 'Used' },
    ];
    const response = await alice.post('/api/v2/purchases', purchase({ subtotal: '90.00', shipping: '10.00', items }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ total: '100.00', item_count: 3 });
    const created = await itemsOf(response.json().id);
    expect(created.map((item) => item['cost'])).toEqual(['33.34', '33.33', '33.33']);
    expect(created.map((item) => item['status'])).toEqual(['in_transit', 'in_transit', 'in_transit']);
    expect(created[0]).toMatchObject({ serial_number: 'P-1', product_id: productId });
  });

  it('answers with its items and their products in one read (with=items,products)', async () => {
    const other = await make(alice, 'products');
    const items = [{ product_id: productId }, { product_id: other }, { product_id: productId }];
    const created = await alice.post('/api/v2/purchases', purchase({ subtotal: '30.00', items }));
    const read = (await alice.get(`/api/v2/purchases/${created.json().id}?with=items,products`)).json();
    expect(read.items.map((item: { product_id: number }) => item.product_id)).toEqual([productId, other, productId]);
    expect(new Set(read.products.map((product: { id: number }) => product.id))).toEqual(new Set([productId, other]));
    expect(read.products.every((product: { name: unknown }) => typeof product.name === 'string')).toBe(true);
  });

  it('splits by weight, keeps given costs, and stocks items when received_at is given', async () => {
    const items = [
      { product_id: productId, cost: '20.00' },
      { product_id: productId, weight: 3 },
      { product_id: productId, weight: 1 },
    ];
    const body = purchase({ subtotal: '100.00', received_at: '2026-03-04T00:00:00.000Z', split: 'weight', items });
    const response = await alice.post('/api/v2/purchases', body);
    expect(response.statusCode, response.body).toBe(201);
    const created = await itemsOf(response.json().id);
    expect(created.map((item) => item['cost'])).toEqual(['20.00', '60.00', '20.00']);
    expect(
      created.every((item) => item['status'] === 'in_stock' && item['received_at'] === '2026-03-04T00:00:00.000Z'),
    ).toBe(true);
  });

  it('gives each item its own location and received date, in the same write', async () => {
    const shelf = (await alice.post('/api/v2/locations', { name: 'Shelf for items' })).json();
    const items = [
      { product_id: productId, location_id: shelf.id, received_at: '2026-03-04' },
      { product_id: productId },
    ];
    const response = await alice.post('/api/v2/purchases', purchase({ subtotal: '20.00', items }));
    expect(response.statusCode, response.body).toBe(201);
    const created = await itemsOf(response.json().id);
    expect(created.map((item) => [item['location_id'], item['received_at'], item['status']])).toEqual([
      [shelf.id, '2026-03-04T00:00:00.000Z', 'in_stock'],
      [null, null, 'in_transit'],
    ]);

    const bobsShelf = (await bob.post('/api/v2/locations', { name: 'Bob shelf' })).json();
    const refused = await alice.post(
      '/api/v2/purchases',
      purchase({ subtotal: '5.00', items: [{ product_id: productId, location_id: bobsShelf.id }] }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ 'items.0.location_id': `No location with id ${bobsShelf.id}` });
  });

  it('leaves no purchase behind when an item fails (duplicate serial)', async () => {
    await make(alice, 'inventory-items', { serial_number: 'TAKEN-1' });
    const before = (await alice.get('/api/v2/purchases')).json().total;
    const items = [
      { product_id: productId, serial_number: 'FRESH-1' },
      { product_id: productId, serial_number: 'TAKEN-1' },
    ];
    const response = await alice.post(
      '/api/v2/purchases',
      purchase({ subtotal: '10.00', order_number: 'ROLLBACK', items }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().fieldErrors).toEqual({
      'items.1.serial_number': expect.stringMatching(
        /^Serial number TAKEN-1 is already used by inventory item #\d+\.$/,
      ),
    });
    expect((await alice.get('/api/v2/purchases')).json().total).toBe(before);
    expect((await alice.get(`/api/v2/inventory-items?${where({ serial_number: 'FRESH-1' })}`)).json().total).toBe(0);
  });

  it('refuses a serial twice in one purchase, another team’s product, a missing weight and costs above the total', async () => {
    const twice = await alice.post(
      '/api/v2/purchases',
      purchase({
        items: [
          { product_id: productId, tag_number: 'T1' },
          { product_id: productId, tag_number: 'T1' },
        ],
      }),
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Tag number T1 appears twice in this list.');

    const bobsProduct = await make(bob, 'products');
    const foreign = await alice.post('/api/v2/purchases', purchase({ items: [{ product_id: bobsProduct }] }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fieldErrors).toEqual({ 'items.0.product_id': `No product with id ${bobsProduct}` });

    const noWeight = await alice.post(
      '/api/v2/purchases',
      purchase({ subtotal: 5, split: 'weight', items: [{ product_id: productId }] }),
    );
    expect(noWeight.json().fieldErrors).toEqual({ 'items.0.weight': 'Enter a weight for every item without a cost.' });

    const tooMuch = await alice.post(
      '/api/v2/purchases',
      purchase({ subtotal: 5, items: [{ product_id: productId, cost: 6 }, { product_id: productId }] }),
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('The item costs add up to more than the purchase total.');
  });

  it('answers field messages for bad money', async () => {
    const response = await alice.post('/api/v2/purchases', purchase({ subtotal: '12.345', shipping: '-1' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      subtotal: 'Enter an amount like 12.34',
      shipping: 'Enter an amount of 0 or more',
    });
  });

  it('refuses to delete a purchase its items come from', async () => {
    const created = (
      await alice.post('/api/v2/purchases', purchase({ items: [{ product_id: productId }, { product_id: productId }] }))
    ).json();
    const response = await alice.delete(`/api/v2/purchases/${created.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Cannot delete this purchase: 2 inventory items come from this purchase.');
  });
});

describe('inventory-items serial and tag numbers', () => {
  it('are unique within a team: 409 naming the field, on create and update', async () => {
    const first = await make(alice, 'inventory-items', { serial_number: 'UNIQ-1', tag_number: 'TAG-1' });
    const duplicate = await alice.post('/api/v2/inventory-items', { product_id: productId, serial_number: 'UNIQ-1' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      code: 'CONFLICT',
      message: `Serial number UNIQ-1 is already used by inventory item #${first}.`,
    });
    expect(Object.keys(duplicate.json().fieldErrors)).toEqual(['serial_number']);

    const other = await make(alice, 'inventory-items', { serial_number: 'UNIQ-2' });
    const update = await alice.put(`/api/v2/inventory-items/${other}`, {
      product_id: productId,
      serial_number: 'UNIQ-2',
      tag_number: 'TAG-1',
    });
    expect(update.statusCode).toBe(409);
    expect(update.json().fieldErrors).toEqual({
      tag_number: `Tag number TAG-1 is already used by inventory item #${first}.`,
    });
    // Saving an item with its own codes is not a conflict.
    expect(
      (
        await alice.put(`/api/v2/inventory-items/${first}`, {
          product_id: productId,
          serial_number: 'UNIQ-1',
          tag_number: 'TAG-1',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('may repeat across teams and may be left empty by many items', async () => {
    await make(alice, 'inventory-items', { serial_number: 'SHARED-1' });
    expect(
      (
        await bob.post('/api/v2/inventory-items', {
          product_id: await make(bob, 'products'),
          serial_number: 'SHARED-1',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await alice.post('/api/v2/inventory-items', { product_id: productId, serial_number: '' })).json().serial_number,
    ).toBeNull();
    expect((await alice.post('/api/v2/inventory-items', { product_id: productId })).statusCode).toBe(201);
  });

  it('warns in the list about items without a cost', async () => {
    const id = await make(alice, 'inventory-items', { cost: null });
    const one = (await alice.get(`/api/v2/inventory-items?${where({ id })}`)).json();
    expect(one.warning).toBe(`Inventory item #${id} has no cost.`);
    const many = (await alice.get(`/api/v2/inventory-items?${where({ cost: { null: true } })}`)).json();
    expect(many.warning).toBe(`${many.rows.length} items on this page have no cost.`);
    expect(
      (await alice.get(`/api/v2/inventory-items?${where({ cost: { null: false } })}`)).json().warning,
    ).toBeUndefined();
  });
});
