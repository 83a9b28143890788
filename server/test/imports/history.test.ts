import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob, InventoryDetailResponse, MonthlySalesResponse } from '@flipstack/contract';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { importFile, importFixture, postImport, settledJob } from '../helpers/imports.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Row = Record<string, unknown> & { id: number };
const list = async (caller: Caller, resource: string, query = '') =>
  (await caller.get(`/api/v2/${resource}?limit=500&order_by=id&${query}`)).json<{ rows: Row[]; total: number }>();

/** The columns of one source's export that tell an item's past (undefined: the export has none). */
type SourceColumns = {
  sku: string;
  cost: string;
  quantity: string;
  status?: string;
  bought?: string;
  listed?: string;
  listedOn?: string;
  sold: string;
  soldPrice: string;
  shippingCharged?: string;
  shippingCost?: string;
  fees?: string;
};

const SOURCES: [file: string, preset: string, columns: SourceColumns][] = [
  [
    'vendoo-history.csv',
    'vendoo',
    {
      sku: 'SKU',
      cost: 'Cost of Goods',
      quantity: 'Quantity',
      status: 'Status',
      listed: 'Date Listed',
      listedOn: 'Marketplaces',
      sold: 'Date Sold',
      soldPrice: 'Sold Price',
      shippingCost: 'Shipping Expense',
      fees: 'Marketplace Fees',
    },
  ],
  [
    'list-perfectly-history.csv',
    'list-perfectly',
    {
      sku: 'SKU',
      cost: 'Cost',
      quantity: 'Quantity',
      listedOn: 'Platforms',
      sold: 'Sold Date',
      soldPrice: 'Sold Price',
    },
  ],
  [
    'flipwise-history.csv',
    'flipwise',
    {
      sku: 'SKU',
      cost: 'Purchase Price',
      quantity: 'Quantity',
      status: 'Status',
      bought: 'Purchase Date',
      listed: 'Listed Date',
      listedOn: 'Platform',
      sold: 'Sold Date',
      soldPrice: 'Sold Price',
      shippingCost: 'Shipping Cost',
      fees: 'Fees',
    },
  ],
  [
    'my-reseller-genie-history.csv',
    'my-reseller-genie',
    {
      sku: 'SKU',
      cost: 'Purchase Price',
      quantity: 'Quantity',
      bought: 'Purchase Date',
      sold: 'Sale Date',
      soldPrice: 'Sale Price',
      shippingCharged: 'Shipping Charged',
      shippingCost: 'Shipping Cost',
      fees: 'Platform Fees',
    },
  ],
];

/** The fixture's rows by header (the fixtures hold no quoted commas). */
function fileRows(name: string): Record<string, string>[] {
  const [header, ...lines] = importFixture(name).toString('utf8').trim().split('\n');
  const headers = header!.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, index) => [headers[index]!, cell])));
}

const cents = (cell: string | undefined) => Math.round(Number((cell ?? '').replace(/[$,]/g, '') || '0') * 100);
/** MM/DD/YYYY → YYYY-MM-DD. */
const isoDay = (cell: string | undefined) => {
  if (!cell) return null;
  const [month, day, year] = cell.split('/');
  return `${year}-${month}-${day}`;
};
const DAY = 86_400_000;
const daysBetween = (from: string, to: string) => Math.floor((Date.parse(to) - Date.parse(from)) / DAY);

/** What the file itself says: per month of sale its profit, sales and mean days to sell; per unsold SKU its days in stock. */
function figuresOfTheFile(rows: Record<string, string>[], columns: SourceColumns, now: Date) {
  const months = new Map<string, { profit: number; count: number; days: number[] }>();
  const unsold = new Map<string, number>();
  let units = 0;
  for (const row of rows) {
    const sold = isoDay(row[columns.sold]);
    const stocked = isoDay(row[columns.bought ?? '']) ?? isoDay(row[columns.listed ?? '']) ?? sold;
    const quantity = Number(row[columns.quantity] || '1');
    units += sold ? 1 : quantity;
    if (!sold) {
      unsold.set(row[columns.sku]!, stocked ? daysBetween(stocked, now.toISOString()) : 0);
      continue;
    }
    const month = months.get(sold.slice(0, 7)) ?? { profit: 0, count: 0, days: [] };
    month.profit +=
      cents(row[columns.soldPrice]) +
      cents(row[columns.shippingCharged ?? '']) -
      cents(row[columns.fees ?? '']) -
      cents(row[columns.shippingCost ?? '']) -
      cents(row[columns.cost]);
    month.count += 1;
    month.days.push(daysBetween(stocked!, sold));
    months.set(sold.slice(0, 7), month);
  }
  return { months, unsold, units };
}

async function recordCounts(caller: Caller) {
  const counts: Record<string, number> = {};
  for (const resource of ['inventory-items', 'purchases', 'listings', 'sales', 'products', 'platforms']) {
    counts[resource] = (await list(caller, resource)).total;
  }
  return counts;
}

describe('importing another tool’s inventory export with its history', () => {
  it.each(SOURCES)(
    '%s: the profit by month, days to sell and days in stock the file says; again changes nothing',
    async (name, preset, columns) => {
      const [caller] = await signedInTeams(t, 1);
      const rows = fileRows(name);
      const job = await importFile(t, caller!, { name, content: importFixture(name) }, { kind: 'inventory-items' });
      expect(job).toMatchObject({ preset, source_key: 'SKU', status: 'done', bad_rows: 0, created: rows.length });
      const file = figuresOfTheFile(rows, columns, new Date());

      const monthly = (
        await caller!.get('/api/analytics/monthly-sales?from=2025-01&to=2025-12')
      ).json<MonthlySalesResponse>();
      const booked = monthly.rows.filter((row) => row.count > 0);
      expect(
        Object.fromEntries(booked.map((row) => [row.month.slice(0, 7), [row.profit, row.count, row.avg_days_to_sell]])),
      ).toEqual(
        Object.fromEntries(
          [...file.months].map(([month, figures]) => [
            month,
            [
              (figures.profit / 100).toFixed(2),
              figures.count,
              Math.round((figures.days.reduce((sum, days) => sum + days, 0) / figures.days.length) * 10) / 10,
            ],
          ]),
        ),
      );

      const items = (await caller!.get('/api/inventory-items-detail?limit=500')).json<InventoryDetailResponse>().rows;
      expect(items).toHaveLength(file.units);
      for (const item of items) {
        if (item.status === 'sold' || item.status === 'shipped') {
          // Never an item marked sold with no sale: each sold unit is on its sale, shipped with it.
          expect(item.sale).not.toBeNull();
          expect(item.status).toBe('shipped');
        } else {
          expect(item.sale).toBeNull();
          expect(item.days_in_stock).toBe(file.unsold.get(item.product.sku!));
        }
      }
      const before = await recordCounts(caller!);
      expect(before['sales']).toBe([...file.months.values()].reduce((sum, month) => sum + month.count, 0));
      expect(before['purchases']).toBe(columns.bought ? rows.length : 0);

      const again = await importFile(t, caller!, { name, content: importFixture(name) }, { kind: 'inventory-items' });
      expect(again).toMatchObject({ status: 'done', created: 0, updated: 0, unchanged: rows.length, bad_rows: 0 });
      expect(await recordCounts(caller!)).toEqual(before);
    },
  );

  it('makes each row’s records as the screens would: its purchase, its units, its listing and its sale', async () => {
    const [caller] = await signedInTeams(t, 1);
    await importFile(
      t,
      caller!,
      { name: 'flipwise-history.csv', content: importFixture('flipwise-history.csv') },
      { kind: 'inventory-items' },
    );
    const purchases = (await list(caller!, 'purchases', 'with=items')).rows;
    const controllers = purchases.find((purchase) => (purchase['items'] as Row[]).length === 4)!;
    // Four controllers at $6.00 each, bought and received on 02/11/2025.
    expect(controllers).toMatchObject({ subtotal: '24.00', item_count: 4 });
    expect(String(controllers['purchased_at']).slice(0, 10)).toBe('2025-02-11');
    expect((controllers['items'] as Row[]).map((item) => [item['cost'], item['status']])).toEqual(
      Array(4).fill(['6.00', 'listed']),
    );

    const listings = (await list(caller!, 'listings', 'with=platform,items')).rows;
    expect(
      listings.map((listing) => [
        listing['title'],
        (listing['platform'] as Row)['name'],
        listing['status'],
        listing['price'],
        String(listing['listed_at']).slice(0, 10),
        (listing['items'] as Row[]).length,
      ]),
    ).toEqual([
      ['GameBoy Color', 'eBay', 'sold', '79.99', '2025-01-06', 1],
      ['Pokemon Yellow', 'eBay', 'sold', '39.99', '2025-01-06', 1],
      ['N64 Controller', 'Mercari', 'active', '24.99', '2025-02-15', 4],
      ['Zelda OOT', 'Mercari', 'sold', '44.99', '2025-04-20', 1],
    ]);

    const sales = (await list(caller!, 'sales', 'with=platform')).rows;
    const gameBoy = sales.find((sale) => sale['revenue_subtotal'] === '75.00')!;
    expect(gameBoy).toMatchObject({
      cost_commission: '9.95',
      cost_shipping: '5.25',
      cost_of_goods: '35.00',
      listing_id: listings[0]!.id,
      profit: '24.80',
    });
    expect((gameBoy['platform'] as Row)['name']).toBe('eBay');
    expect(String(gameBoy['sold_at']).slice(0, 10)).toBe('2025-03-03');
    expect(String(gameBoy['shipped_at']).slice(0, 10)).toBe('2025-03-03');
    // Nothing of the past waits to be shipped.
    expect((await list(caller!, 'sales', 'where={"shipped_at":null}')).total).toBe(0);
  });
  it('a changed row updates its item; a sold one stays shipped on its one sale, whose cost of goods follows', async () => {
    const [caller] = await signedInTeams(t, 1);
    const name = 'vendoo-history.csv';
    const original = importFixture(name).toString('utf8');
    await importFile(t, caller!, { name, content: original }, { kind: 'inventory-items' });
    const edited = original.replace(
      'Nike,Shoes,V-1,Pre-owned,$85.00,$22.50,Sold',
      'Nike,Shoes,V-1,Pre-owned,$85.00,$20.00,Sold',
    );
    const job = await importFile(t, caller!, { name, content: edited }, { kind: 'inventory-items' });
    expect(job).toMatchObject({ status: 'done', created: 0, updated: 1, bad_rows: 0 });
    const sales = (await list(caller!, 'sales')).rows;
    expect(sales).toHaveLength(5);
    expect(sales.find((sale) => sale['revenue_subtotal'] === '80.00')).toMatchObject({ cost_of_goods: '20.00' });
    const items = (await caller!.get('/api/inventory-items-detail?limit=500')).json<InventoryDetailResponse>().rows;
    expect(items.find((item) => item.product.sku === 'V-1')).toMatchObject({ status: 'shipped', cost: '20.00' });
    expect((await list(caller!, 'sales', 'where={"shipped_at":null}')).total).toBe(0);
  });
});

describe('the preview of another tool’s export', () => {
  it('tells the sources apart by their headers', async () => {
    const [caller] = await signedInTeams(t, 1);
    const presetOf = async (header: string) =>
      (
        await postImport(t, caller!, { name: 'x.csv', content: `${header}\nA,B\n` }, { kind: 'inventory-items' })
      ).json<ImportJob>().preset;
    expect(await presetOf('Title,SKU,Cost,Price,Date Listed,Date Sold,Sold Price,Status,Quantity,Category')).toBe(
      'vendoo',
    );
    expect(await presetOf('Title,Brand,SKU,Condition,Price,Cost,Notes,Quantity,Platforms,Sold Date,Sold Price')).toBe(
      'list-perfectly',
    );
    expect(await presetOf('Item Name,SKU,Purchase Price,Purchase Date,List Price,Storage Location,Status')).toBe(
      'flipwise',
    );
    expect(await presetOf('Item Title,SKU,Brand,Purchase Price,Purchase Date,Sale Date,Sale Price')).toBe(
      'my-reseller-genie',
    );
    expect(await presetOf('Item Name,Brand,Serial,Cost,Price,Date Received,Status,Notes')).toBeNull();
    // Our own exports: the /v2 list's and the inventory screen's.
    const listExport = (await caller!.get('/api/v2/inventory-items/export.csv')).body.split('\r\n')[0]!;
    expect(await presetOf(listExport)).toBe('flipstack-inventory');
    const screenExport = (await caller!.get('/api/inventory-items-detail/export.csv')).body.split('\r\n')[0]!;
    expect(await presetOf(screenExport)).toBe('flipstack-inventory-screen');
  });

  it('reads a Vendoo-style file whole: status, category, dates, quantity and the SKU as its key', async () => {
    const [caller] = await signedInTeams(t, 1);
    const file = [
      'Title,SKU,Cost,Price,Date Listed,Date Sold,Sold Price,Status,Quantity,Category,Colour',
      'Wool Coat,C-1,$20.00,$90.00,01/05/2025,02/10/2025,$85.00,Sold,1,Coats,grey',
      'Silk Scarf,C-2,$3.00,$25.00,,,,Draft,1,Accessories,red',
      'Linen Shirt,C-3,$4.00,$30.00,03/01/2025,,,Active,3,Shirts,white',
    ].join('\n');
    const job = (
      await postImport(t, caller!, { name: 'vendoo.csv', content: file }, { kind: 'inventory-items' })
    ).json<ImportJob>();
    expect(job).toMatchObject({ preset: 'vendoo', source_key: 'SKU', bad_rows: 0, unmapped_headers: ['Colour'] });
    expect(job.mapping).toMatchObject({
      product: 'Title',
      cost: 'Cost',
      listed_price: 'Price',
      listed_at: 'Date Listed',
      sold_at: 'Date Sold',
      sold_price: 'Sold Price',
      status: 'Status',
      quantity: 'Quantity',
      category: 'Category',
    });
    // No platform in the file: the listings say so by their platform's name.
    expect(job.references).toContainEqual({
      resource: 'platforms',
      name: 'Unknown platform',
      action: 'create',
      rows: 2,
    });
    expect((await caller!.post(`/api/imports/${job.id}/start`, {})).statusCode).toBe(202);
    await settledJob(caller!, job.id);
    const items = (await caller!.get('/api/inventory-items-detail?limit=500')).json<InventoryDetailResponse>().rows;
    expect(items.map((item) => item.status).sort()).toEqual(['in_stock', 'listed', 'listed', 'listed', 'shipped']);
  });

  it('a changed row of several units updates every unit it made, and imported once more changes nothing', async () => {
    const [caller] = await signedInTeams(t, 1);
    const file = (cost: string) =>
      [
        'Title,SKU,Cost,Price,Date Listed,Date Sold,Sold Price,Status,Quantity,Category',
        `Linen Shirt,Q-3,${cost},$30.00,03/01/2025,,,Active,3,Shirts`,
      ].join('\n');
    const costs = async () =>
      (await caller!.get('/api/inventory-items-detail?limit=500'))
        .json<InventoryDetailResponse>()
        .rows.map((item) => item.cost);
    const first = await importFile(
      t,
      caller!,
      { name: 'vendoo.csv', content: file('$4.00') },
      { kind: 'inventory-items' },
    );
    expect(first).toMatchObject({ status: 'done', created: 1, bad_rows: 0 });
    expect(await costs()).toEqual(['4.00', '4.00', '4.00']);

    const changed = await importFile(
      t,
      caller!,
      { name: 'vendoo.csv', content: file('$5.50') },
      { kind: 'inventory-items' },
    );
    expect(changed).toMatchObject({ status: 'done', created: 0, updated: 1, bad_rows: 0 });
    expect(await costs()).toEqual(['5.50', '5.50', '5.50']);
    const again = await importFile(
      t,
      caller!,
      { name: 'vendoo.csv', content: file('$5.50') },
      { kind: 'inventory-items' },
    );
    expect(again).toMatchObject({ status: 'done', created: 0, updated: 0, unchanged: 1 });
    expect((await list(caller!, 'inventory-items')).total).toBe(3);
  });

  it('says on its row what cannot become records, and writes none of that row', async () => {
    const [caller] = await signedInTeams(t, 1);
    const file = [
      'Title,SKU,Cost,Purchase Date,Status,Quantity,Date Sold,Sold Price,Serial Number',
      'Sold Without Date,E-1,$5.00,01/02/2025,Sold,1,,$20.00,',
      'Two Sold,E-2,$5.00,01/02/2025,Sold,2,03/04/2025,$40.00,',
      'None Left,E-3,$5.00,01/02/2025,Active,0,,,',
      'Three One Serial,E-4,$5.00,01/02/2025,Active,3,,,SN-9',
      'Sold Before Bought,E-5,$5.00,05/02/2025,Sold,1,03/04/2025,$20.00,',
      'Fine,E-6,$5.00,01/02/2025,Sold,1,03/04/2025,$20.00,',
      'Too Dear Together,E-7,$9999999999.00,01/02/2025,Active,2,,,',
    ].join('\n');
    const job = (
      await postImport(t, caller!, { name: 'errors.csv', content: file }, { kind: 'inventory-items' })
    ).json<ImportJob>();
    expect(job.bad_rows).toBe(6);
    // The purchase of two units at that cost is past what a purchase may cost: said before anything is written.
    expect(job.errors.at(-1)).toMatchObject({ line: 8, field: 'cost', header: 'Cost' });
    expect(job.errors.at(-1)!.message).toMatch(/^Cost: /);
    expect(job.errors.slice(0, -1).map((error) => [error.line, error.message])).toEqual([
      [2, 'Sold: the item is sold but the row gives no sale date; without it no sale can be recorded'],
      [3, 'Quantity: 2 units on a sold row; give each unit sold a row of its own with its price'],
      [4, 'Quantity: 0 units and no sale, so nothing to import'],
      [5, 'Quantity: 3 units share one serial or tag number; give each unit a row of its own'],
      [6, 'Sold: 2025-03-04 is before it was bought (2025-05-02)'],
    ]);
    expect((await caller!.post(`/api/imports/${job.id}/start`, {})).statusCode).toBe(202);
    await settledJob(caller!, job.id);
    const counts = await recordCounts(caller!);
    expect(counts).toMatchObject({ 'inventory-items': 1, purchases: 1, sales: 1 });
  });
});
