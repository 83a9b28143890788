import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DETAIL_EXPORT_BATCH } from '../../src/inventory/detail-export.ts';
import { inventoryIdsByOffset, signedInTeams, walkIds, type Caller } from '../helpers/callers.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertMixedItems } from '../helpers/mixed-items.ts';

let t: TestApp;
let erin: Caller;
let frank: Caller;
const ITEMS = 2_345;

/*
 * The inventory screen's export streams every matching item in the screen's order. Checked against the
 * screen's own pages walked from the first to the last: the same items in the same order, across
 * batches that start past the previous batch's last item (ties on every sort field, empty values), and
 * by days in stock across a merge of the sold items (a sixth, their sale dates set) and the others.
 */
beforeAll(async () => {
  t = await buildTestApp();
  [erin, frank] = (await signedInTeams(t, 2)) as [Caller, Caller];
  const { db } = t.database;
  await db.execute(sql`insert into brands (team_id, name) values (${erin.teamId}, 'Google')`);
  await db.execute(sql`
    insert into products (team_id, name, sku, brand_id)
    values (${erin.teamId}, 'Pixel 7', 'PX7', (select id from brands where team_id = ${erin.teamId})),
      (${erin.teamId}, 'Pixel "8", 256 GB', null, null)`);
  await insertMixedItems(db, erin.teamId, ITEMS);
});
afterAll(() => t.close());

/** The export's lines without the byte-order mark and the last line's break. */
async function exportLines(caller: Caller, query: string): Promise<string[]> {
  const response = await caller.get(`/api/inventory-items-detail/export.csv?${query}`);
  expect(response.statusCode).toBe(200);
  return response.body
    .replace(/^\uFEFF/, '')
    .replace(/\r\n$/, '')
    .split('\r\n');
}

describe('GET /api/inventory-items-detail/export.csv', () => {
  it('answers a CSV file of the screen’s columns', async () => {
    const response = await erin.get('/api/inventory-items-detail/export.csv?status=sold');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="inventory-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = await exportLines(erin, 'status=sold&order_by=id');
    expect(lines[0]).toBe(
      'id,serial_number,tag_number,product,sku,brand,category,condition,status,location,cost,listed_price,' +
        'listed_value,days_in_stock,purchase_id,purchased_at,seller,active_listings,sale_id,sold_at,' +
        'sale_revenue_total,sale_profit',
    );
    expect(lines).toHaveLength(1 + Math.floor(ITEMS / 6));
    const [first] = (await erin.get('/api/inventory-items-detail?status=sold&order_by=id&limit=1')).json().rows;
    const days = first.days_in_stock;
    // Item 6: the second product (quoted: it holds a comma and quotes), serial SN222, cost 30, no sale linked.
    expect(lines[1]).toBe(
      `${first.id},SN222,${first.tag_number ?? ''},"Pixel ""8"", 256 GB",,,,,sold,,30.00,,,${days},,,,,,,,`,
    );
  });

  it.each([
    '',
    'order_by=serial_number',
    'order_by=-serial_number',
    'order_by=-cost',
    'order_by=created_at,-id',
    'order_by=-product_name',
    'status=in_stock&status=listed&order_by=cost',
    'q=pixel%207&order_by=-created_at',
    'order_by=-days_in_stock',
    'order_by=days_in_stock,id',
    'status=sold&status=in_stock&order_by=days_in_stock',
    'order_by=-days_in_stock,cost',
  ])('%s: every item the screen lists, in its order, across batches', async (query) => {
    const expected = await inventoryIdsByOffset(erin, query);
    expect(expected.length).toBeGreaterThan(DETAIL_EXPORT_BATCH);
    const ids = (await exportLines(erin, query)).slice(1).map((line) => Number(line.split(',')[0]));
    expect(ids).toEqual(expected);
  });

  it('shows another team nothing, and answers 400 for an order the list refuses', async () => {
    expect(await exportLines(frank, '')).toHaveLength(1);
    const bad = await erin.get('/api/inventory-items-detail/export.csv?order_by=colour');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ order_by: "Cannot sort inventory items by 'colour'" });
    // An order of blanks names no field: by id, as the list takes it.
    expect((await erin.get('/api/inventory-items-detail?order_by=%20&limit=1')).statusCode).toBe(200);
    expect(
      (await exportLines(erin, 'order_by=%09%0D%0A&status=sold')).slice(1, 3).map((line) => Number(line.split(',')[0])),
    ).toEqual((await inventoryIdsByOffset(erin, 'order_by=id&status=sold')).slice(0, 2));
  });
});

describe('GET /api/v2/inventory-items/export.csv by a field with empty values', () => {
  it.each(['order_by=serial_number', 'order_by=-serial_number', 'order_by=-cost', 'order_by=cost,-id'])(
    '%s: every item in the list’s order, the empty ones and the others read apart',
    async (query) => {
      const expected = await walkIds(erin, `/api/v2/inventory-items?${query}`);
      const response = await erin.get(`/api/v2/inventory-items/export.csv?${query}`);
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .replace(/\r\n$/, '')
        .split('\r\n');
      expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(expected);
    },
  );
});
