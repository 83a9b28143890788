import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { brands } from '../../src/db/schema/index.ts';
import { csvRows } from '../../src/resources/export-csv.ts';
import { parseListQuery } from '../../src/resources/kit/list-query.ts';
import { getResource } from '../../src/resource-registry.ts';
import { signedInTeams, type Caller, where } from '../helpers/callers.ts';
import { make } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let alice: Caller;
let bob: Caller;

beforeAll(async () => {
  t = await buildTestApp();
  [alice, bob] = (await signedInTeams(t, 2)) as [Caller, Caller];
});
afterAll(() => t.close());

const names = async (url: string) =>
  (await alice.get(url)).json().rows.map((row: { name?: string; title?: string }) => row.name ?? row.title);

describe('list filters on numbers, money, booleans and times', () => {
  beforeAll(async () => {
    for (const [name, msrp] of [
      ['Cheap', '9.99'],
      ['Mid', '100.00'],
      ['Dear', '1000.50'],
      ['Unpriced', null],
    ] as const) {
      await alice.post('/api/v2/products', { name, msrp, sku: `SKU-${name}` });
    }
  });

  it.each([
    ['eq', { msrp: '100' }, ['Mid']],
    ['gt', { msrp: { gt: 9.99 } }, ['Dear', 'Mid']],
    ['gte/lte', { msrp: { gte: '9.99', lte: 100 } }, ['Cheap', 'Mid']],
    ['lt', { msrp: { lt: '100.00' } }, ['Cheap']],
    ['ne', { msrp: { ne: '100.00' } }, ['Cheap', 'Dear']],
    ['in', { msrp: { in: [9.99, '1000.5'] } }, ['Cheap', 'Dear']],
    ['nin', { msrp: { nin: ['9.99'] } }, ['Dear', 'Mid']],
    ['null', { msrp: { null: true } }, ['Unpriced']],
    ['like', { sku: { like: 'sku-d' } }, ['Dear']],
  ])('filters money with %s', async (_name, filter, expected) => {
    expect(await names(`/api/v2/products?${where(filter)}`)).toEqual(expected);
  });

  it('filters integers, timestamps and enums', async () => {
    const product = await make(alice, 'products');
    const p1 = (
      await alice.post('/api/v2/purchases', { purchased_at: '2026-01-10', items: [{ product_id: product }] })
    ).json();
    const p2 = (
      await alice.post('/api/v2/purchases', {
        purchased_at: '2026-02-10T08:00:00Z',
        items: [{ product_id: product }, { product_id: product }],
      })
    ).json();
    const ids = (url: string) =>
      alice.get(url).then((response) => response.json().rows.map((row: { id: number }) => row.id));
    expect(await ids(`/api/v2/purchases?${where({ item_count: { gte: 2 } })}`)).toEqual([p2.id]);
    expect(await ids(`/api/v2/purchases?${where({ item_count: 1 })}`)).toEqual([p1.id]);
    expect(await ids(`/api/v2/purchases?${where({ purchased_at: { gte: '2026-02-01T00:00:00Z' } })}`)).toEqual([p2.id]);
    expect(
      await ids(`/api/v2/purchases?${where({ purchased_at: { lt: '2026-02-01' } })}&order_by=purchased_at`),
    ).toEqual([p1.id]);
    expect((await alice.get(`/api/v2/purchases?${where({ purchased_at: { gt: 'yesterday' } })}`)).json().message).toBe(
      'purchased_at must be an ISO 8601 date or date and time from 0001-01-01 to 9999-12-31',
    );
    expect((await alice.get(`/api/v2/purchases?${where({ item_count: 1.5 })}`)).json().message).toBe(
      'item_count must be a whole number from -2147483648 to 2147483647',
    );
    const inTransit = (
      await alice.get(
        `/api/v2/inventory-items?${where({ status: { in: ['in_transit', 'sold'] }, purchase_id: p2.id })}`,
      )
    ).json();
    expect(inTransit.total).toBe(2);
  });

  it('filters booleans given as 1/0 or true/false, the way the chat asks for messages', async () => {
    const chat = await make(alice, 'chats');
    await alice.post('/api/v2/messages', { chat_id: chat, message_type: 'user', content: 'Hello' });
    await alice.post('/api/v2/messages', {
      chat_id: chat,
      message_type: 'assistant',
      content: 'tool call',
      show_to_user: 0,
      metadata: { visibility: 'hidden' },
    });
    const shown = await alice.get(`/api/v2/messages?where={"chat_id":${chat},"show_to_user":1}&limit=25`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().rows.map((row: { content: string }) => row.content)).toEqual(['Hello']);
    const hidden = (await alice.get(`/api/v2/messages?${where({ chat_id: chat, show_to_user: false })}`)).json().rows;
    expect(hidden).toEqual([
      expect.objectContaining({ content: 'tool call', show_to_user: false, metadata: { visibility: 'hidden' } }),
    ]);
    expect((await alice.get(`/api/v2/messages?${where({ show_to_user: 'maybe' })}`)).json().message).toBe(
      'show_to_user must be true or false',
    );
  });

  it('searches with q over the searchable fields and by id, and expands relations', async () => {
    expect(await names('/api/v2/products?q=sku-mi')).toEqual(['Mid']);
    const brand = await make(alice, 'brands', { name: 'Nikon' });
    const product = await make(alice, 'products', { name: 'Z6', brand_id: brand });
    expect(await names(`/api/v2/products?q=${product}`)).toEqual(['Z6']);
    const withBrand = (await alice.get(`/api/v2/products/${product}?with=brand,items`)).json();
    expect(withBrand).toMatchObject({ brand: { id: brand, name: 'Nikon' }, items: [] });
  });

  it('sets reminders’ user to the caller', async () => {
    const reminder = (
      await alice.post('/api/v2/reminders', { title: 'Relist', due_at: '2026-05-01T09:00:00Z', done: 1 })
    ).json();
    expect(reminder).toMatchObject({ done: true, user_id: expect.any(Number) });
    expect((await alice.get(`/api/v2/reminders?${where({ done: 1 })}`)).json().total).toBe(1);
  });
});

/** A CSV line's fields as written (quotes kept), split on the commas outside quotes. */
function fieldsOf(line: string): string[] {
  const fields = [''];
  let isQuoted = false;
  for (const char of line) {
    if (char === '"') isQuoted = !isQuoted;
    if (char === ',' && !isQuoted) fields.push('');
    else fields[fields.length - 1] += char;
  }
  return fields;
}

describe('GET /api/v2/{resource}/export.csv', () => {
  it('streams every matching row (more than one batch) with a header and RFC 4180 quoting', async () => {
    const rows = Array.from({ length: 1200 }, (_, index) => ({
      team_id: alice.teamId,
      name: `Bulk ${String(index).padStart(4, '0')}`,
    }));
    await t.database.db.insert(brands).values(rows);
    for (const name of ['Comma, Inc.', 'Quote "Q" Co', 'Line\nBreak']) await alice.post('/api/v2/brands', { name });
    await bob.post('/api/v2/brands', { name: 'Bob only' });

    const response = await alice.get('/api/v2/brands/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="brands-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('id,created_at,updated_at,name');
    expect(lines.at(-1)).toBe('');
    const { total } = (await alice.get('/api/v2/brands?limit=1')).json();
    expect(total).toBeGreaterThanOrEqual(1203);
    expect(lines.length - 2).toBe(total);
    expect(response.body).toContain(',"Comma, Inc."\r\n');
    expect(response.body).toContain(',"Quote ""Q"" Co"\r\n');
    expect(response.body).toContain(',"Line\nBreak"\r\n');
    expect(response.body).not.toContain('Bob only');
    const ids = lines.slice(1, -1).map((line) => Number(line.split(',')[0]));
    expect(new Set(ids).size).toBe(total);
  });

  it('applies where, q and order_by like the list, and answers 400 for a bad filter', async () => {
    const filtered = await alice.get(
      `/api/v2/brands/export.csv?${where({ name: { like: 'bulk 11' } })}&order_by=-name`,
    );
    const lines = filtered.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(101);
    expect(lines[1]).toMatch(/,Bulk 1199$/);
    expect((await alice.get('/api/v2/brands/export.csv?q=comma')).body).toContain('Comma, Inc.');
    const bad = await alice.get('/api/v2/brands/export.csv?where={"colour":1}');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Unknown filter field 'colour' for brands");
  });

  it('reads the first batch before the first byte: a filter PostgreSQL refuses is an error, never a 200 cut off after the header', async () => {
    const definition = getResource('brands');
    const parsed = { ...parseListQuery(definition, {}), where: sql`1 / 0 = 1` };
    const session = { userId: 0, teamId: alice.teamId, superAdmin: false };
    await expect(csvRows(t.database.db, session, definition, parsed)).rejects.toThrow();
  });

  it('writes computed money and JSON fields', async () => {
    await alice.post('/api/v2/sales', {
      sold_at: '2026-04-01T00:00:00Z',
      revenue_subtotal: '0.10',
      revenue_shipping: '0.20',
    });
    const csv = (await alice.get('/api/v2/sales/export.csv')).body;
    expect(csv.split('\r\n')[0]).toContain('revenue_total,cost_total,cost_of_goods,profit');
    // Last, the products sold: none here.
    expect(csv).toContain(',0.30,0.00,0.00,0.30,\r\n');
  });

  it('quotes a cell holding any locale’s separator and lets no cell start a formula; negative money stays a number', async () => {
    const buyer = "x;=cmd|' /C calc'!A0";
    const notes = 'tab\t@SUM(A1)';
    const created = await alice.post('/api/v2/sales', {
      sold_at: '2026-04-02T00:00:00Z',
      buyer,
      order_number: '=1;2',
      notes,
      revenue_subtotal: '1.00',
      revenue_other: '-12.50',
    });
    expect(created.statusCode).toBe(201);
    const csv = (await alice.get(`/api/v2/sales/export.csv?${where({ id: created.json().id })}`)).body;
    const [header, line] = csv.replace(/^\uFEFF/, '').split('\r\n');
    const cell = (field: string) => fieldsOf(line!)[header!.split(',').indexOf(field)];
    expect(cell('buyer')).toBe(`"${buyer}"`);
    expect(cell('order_number')).toBe(`"'=1;2"`);
    expect(cell('notes')).toBe(`"${notes}"`);
    expect(cell('revenue_other')).toBe('-12.50');
    expect(cell('profit')).toBe('-11.50');
    // Outside quotes, the line has no ';' or tab a spreadsheet set to either could split on.
    expect(line!.replace(/"([^"]|"")*"/g, '')).not.toMatch(/[;\t]/);
  });
});

describe('names Object.prototype has', () => {
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'are no relation nor sort field: %s answers 400 naming it',
    async (name) => {
      const relation = await alice.get(`/api/v2/products?with=${name}`);
      expect(relation.statusCode).toBe(400);
      expect(relation.json().fieldErrors).toEqual({ with: `Unknown relation '${name}' for products` });
      const single = await alice.get(`/api/v2/products/1?with=${name}`);
      expect(single.statusCode).toBe(400);
      const sort = await alice.get(`/api/inventory-items-detail?order_by=-${name}`);
      expect(sort.statusCode).toBe(400);
      expect(sort.json().fieldErrors).toEqual({ order_by: `Cannot sort inventory items by '${name}'` });
    },
  );
});

describe('deleting rows others refer to', () => {
  it('answers 409 with sentences naming every kind of use', async () => {
    const brand = await make(alice, 'brands');
    for (let index = 0; index < 3; index += 1) await make(alice, 'products', { brand_id: brand });
    const response = await alice.delete(`/api/v2/brands/${brand}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'CONFLICT',
      message: 'Cannot delete this brand: 3 products use this brand.',
    });

    const platform = await make(alice, 'platforms');
    await make(alice, 'accounts', { platform_id: platform });
    await make(alice, 'listings', { platform_id: platform });
    expect((await alice.delete(`/api/v2/platforms/${platform}`)).json().message).toBe(
      'Cannot delete this platform: 1 account uses this platform; 1 listing uses this platform.',
    );
  });

  it('deletes owned children with their parent: specs with the item, messages with the chat', async () => {
    const item = await make(alice, 'inventory-items');
    const spec = (
      await alice.post('/api/v2/inventory-item-specs', { inventory_item_id: item, key: 'Colour', value: 'Blue' })
    ).json();
    expect((await alice.delete(`/api/v2/inventory-items/${item}`)).statusCode).toBe(204);
    expect((await alice.get(`/api/v2/inventory-item-specs/${spec.id}`)).statusCode).toBe(404);
    const chat = await make(alice, 'chats');
    const message = (
      await alice.post('/api/v2/messages', { chat_id: chat, message_type: 'user', content: 'Hi' })
    ).json();
    expect((await alice.delete(`/api/v2/chats/${chat}`)).statusCode).toBe(204);
    expect((await alice.get(`/api/v2/messages/${message.id}`)).statusCode).toBe(404);
  });
});
