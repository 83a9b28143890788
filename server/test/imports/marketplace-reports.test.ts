import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketplaceLine, MarketplaceLinesResponse } from '@flipstack/contract';
import { platforms } from '../../src/db/schema/index.ts';
import { recordLineUnits, type NewLineUnit } from '../../src/marketplaces/record-units.ts';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { importFile, importFixture } from '../helpers/imports.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const make = async (caller: Caller, resource: string, body: Record<string, unknown>) => {
  const response = await caller.post(`/api/v2/${resource}`, body);
  if (response.statusCode !== 201) throw new Error(`POST ${resource} → ${response.statusCode} ${response.body}`);
  return response.json<{ id: number }>().id;
};

type Stock = Record<'levi1' | 'levi2' | 'nike' | 'sony' | 'coach' | 'mug1' | 'mug2', number>;

/**
 * The team's unsold units the reports sell: Levi's (product SKU LEV-501, tags T-LEV1 and T-LEV2), a Nike and a
 * Sony (serial SN-XM4-77) known by their products' names, a Coach bag listed as "Coach Leather Bag Brown", and two
 * mugs (product SKU MUG-01). The lower id of two alike goes first.
 */
async function stock(caller: Caller): Promise<Stock> {
  const levis = await make(caller, 'products', { name: "Vintage Levi's 501 Jeans", sku: 'LEV-501' });
  const nike = await make(caller, 'products', { name: 'Nike Air Max 90' });
  const sony = await make(caller, 'products', { name: 'Sony WH-1000XM4' });
  const coach = await make(caller, 'products', { name: 'Coach bag' });
  const mug = await make(caller, 'products', { name: 'Handmade Ceramic Mug', sku: 'MUG-01' });
  const item = (body: Record<string, unknown>) => make(caller, 'inventory-items', { cost: '10.00', ...body });
  const units: Stock = {
    levi1: await item({ product_id: levis, tag_number: 'T-LEV1' }),
    levi2: await item({ product_id: levis, tag_number: 'T-LEV2' }),
    nike: await item({ product_id: nike }),
    sony: await item({ product_id: sony, serial_number: 'SN-XM4-77' }),
    coach: await item({ product_id: coach }),
    mug1: await item({ product_id: mug }),
    mug2: await item({ product_id: mug }),
  };
  // Written in SQL: the platform's own screens are not what this file tests.
  const teamId = (await caller.get('/api/auth/me')).json<{ team_id: number }>().team_id;
  const [ownSite] = await t.app.db
    .insert(platforms)
    .values({ team_id: teamId, name: 'Own site' })
    .returning({ id: platforms.id });
  await make(caller, 'listings', {
    platform_id: ownSite!.id,
    title: 'Coach Leather Bag Brown',
    price: '130.00',
    inventory_item_ids: [units.coach],
  });
  return units;
}

/** A unit the report's row must become: its money to the cent (fees: commission + payment + other) and its item. */
type Unit = {
  title: string;
  price: string;
  shipping?: string;
  fees?: string;
  label?: string;
  item: keyof Stock | null;
};

type Report = {
  file: string;
  preset: string;
  marketplace: string;
  rows: number;
  /** Rows that sold nothing (cancelled, an order's summary row): read and left out. */
  skipped: number;
  units: Unit[];
};

const REPORTS: Report[] = [
  {
    file: 'mercari-sales.csv',
    preset: 'mercari-sales',
    marketplace: 'Mercari',
    rows: 3,
    skipped: 1,
    units: [
      { title: 'Nike Air Max 90', price: '85.00', fees: '11.47', label: '7.45', item: 'nike' },
      { title: 'Pokemon Card Lot', price: '40.00', fees: '5.86', item: null },
    ],
  },
  {
    file: 'poshmark-sales.csv',
    preset: 'poshmark-sales',
    marketplace: 'Poshmark',
    rows: 3,
    skipped: 0,
    units: [
      // No fee column: the fee is the price less the net earnings (and the seller's shipping discount).
      { title: "Vintage Levi's 501 Jeans", price: '45.00', fees: '9.00', item: 'levi1' },
      { title: 'Coach Leather Bag Brown', price: '120.00', fees: '26.00', item: 'coach' },
      { title: 'Floral Maxi Dress', price: '14.00', fees: '2.95', item: null },
    ],
  },
  {
    file: 'depop-sales.csv',
    preset: 'depop-sales',
    marketplace: 'Depop',
    rows: 2,
    skipped: 0,
    units: [
      { title: 'Sony WH-1000XM4', price: '150.00', shipping: '8.00', fees: '20.66', label: '8.00', item: 'sony' },
      {
        title: 'Y2K baby tee pink with butterfly print - size S - great condition',
        price: '22.00',
        shipping: '4.50',
        fees: '5.15',
        label: '4.50',
        item: null,
      },
    ],
  },
  {
    file: 'facebook-marketplace-orders.csv',
    preset: 'facebook-marketplace-sales',
    marketplace: 'Facebook Marketplace',
    rows: 3,
    skipped: 1,
    units: [
      // Two units of one line: its shipping, fee and label split to the cent, the odd cent on the first.
      { title: "Levi's 501 jeans", price: '30.00', shipping: '3.50', fees: '3.35', label: '3.51', item: 'levi1' },
      { title: "Levi's 501 jeans", price: '30.00', shipping: '3.50', fees: '3.35', label: '3.50', item: 'levi2' },
      { title: 'Mystery box', price: '25.00', fees: '1.25', item: null },
    ],
  },
  {
    file: 'whatnot-sales.csv',
    preset: 'whatnot-sales',
    marketplace: 'Whatnot',
    rows: 2,
    skipped: 0,
    units: [
      { title: 'Sony WH-1000XM4', price: '95.00', fees: '10.66', item: 'sony' },
      { title: 'PSA 10 Charizard', price: '310.00', fees: '34.09', label: '4.50', item: null },
    ],
  },
  {
    file: 'etsy-sold-order-items.csv',
    preset: 'etsy-sold-order-items',
    marketplace: 'Etsy',
    rows: 2,
    skipped: 0,
    units: [
      { title: 'Handmade Ceramic Mug', price: '18.00', item: 'mug1' },
      { title: 'Handmade Ceramic Mug', price: '18.00', item: 'mug2' },
      { title: 'Handmade Ceramic Mug', price: '18.00', item: null },
      { title: "Vintage Levi's 501 Jeans", price: '40.00', item: 'levi1' },
    ],
  },
  {
    file: 'etsy-sold-orders.csv',
    preset: 'etsy-sold-orders',
    marketplace: 'Etsy',
    rows: 2,
    skipped: 0,
    units: [
      { title: 'SN-XM4-77', price: '65.00', shipping: '6.50', fees: '2.55', item: 'sony' },
      { title: 'Order 3300998878', price: '25.00', fees: '1.00', item: null },
    ],
  },
  {
    file: 'ebay-orders-report.csv',
    preset: 'ebay-orders-report',
    marketplace: 'eBay',
    rows: 4,
    skipped: 1,
    units: [
      { title: 'Sony WH-1000XM4 Headphones', price: '180.00', shipping: '12.00', item: 'sony' },
      { title: 'Handmade Ceramic Mug', price: '15.00', item: 'mug1' },
      { title: 'Handmade Ceramic Mug', price: '15.00', item: 'mug2' },
      { title: 'Pokemon Card Lot', price: '20.00', item: null },
    ],
  },
];

const lines = async (caller: Caller, show = 'all') =>
  (await caller.get(`/api/marketplace-lines?show=${show}&limit=500`))
    .json<MarketplaceLinesResponse>()
    .rows.sort((a, b) => a.id - b.id);
const total = async (caller: Caller, resource: string) =>
  (await caller.get(`/api/v2/${resource}?limit=1`)).json<{ total: number }>().total;
const cents = (money: string | number) => Math.round(Number(money) * 100);

type Sale = { items: { id: number }[]; platform_id: number; [field: string]: unknown };

/** The sale a matched unit became holds its item and its share of the money; the item is sold and shipped. */
async function expectSale(caller: Caller, line: MarketplaceLine, unit: Unit, itemId: number, marketplace: string) {
  const sale = (await caller.get(`/api/v2/sales/${line.sale_id}?with=items`)).json<Sale>();
  expect(sale.items.map((item) => item.id)).toEqual([itemId]);
  expect(sale).toMatchObject({
    revenue_subtotal: unit.price,
    revenue_shipping: unit.shipping ?? '0.00',
    cost_shipping: unit.label ?? '0.00',
  });
  const money = (field: string) => cents(sale[field] as string);
  expect(money('cost_commission') + money('cost_payment') + money('cost_other')).toBe(cents(unit.fees ?? '0'));
  const [platform] = await t.app.db
    .select({ name: platforms.name })
    .from(platforms)
    .where(eq(platforms.id, sale.platform_id));
  expect(platform?.name).toBe(marketplace);
  expect(sale['shipped_at']).not.toBeNull();
  const item = (await caller.get(`/api/v2/inventory-items/${itemId}`)).json<{ status: string }>();
  expect(item.status).toBe('shipped');
}

describe('importing a marketplace sales report', () => {
  it.each(REPORTS.map((report) => [report.file, report] as const))(
    '%s: each row becomes its units’ sales on the matched items, or waits to be matched; again changes nothing',
    async (file, report) => {
      const [caller] = await signedInTeams(t, 1);
      const units = await stock(caller!);
      // Chosen as an inventory file, it is still taken for what its headers say.
      const job = await importFile(
        t,
        caller!,
        { name: file, content: importFixture(file) },
        { kind: 'inventory-items' },
      );
      expect(job).toMatchObject({
        kind: 'marketplace-sales',
        preset: report.preset,
        status: 'done',
        bad_rows: 0,
        created: report.rows - report.skipped,
        unchanged: report.skipped,
      });
      // The preview said the marketplace's platform was to be made; the second import finds it.
      const platform = (action: string) =>
        expect.objectContaining({ resource: 'platforms', name: report.marketplace, action });
      expect(job.references).toContainEqual(platform('create'));

      const recorded = await lines(caller!);
      expect(recorded).toHaveLength(report.units.length);
      for (const [index, unit] of report.units.entries()) {
        const line = recorded[index]!;
        expect(line).toMatchObject({
          marketplace: report.marketplace,
          title: unit.title,
          price: unit.price,
          shipping: unit.shipping ?? '0.00',
          shipping_label: unit.label ?? '0.00',
          inventory_item_id: unit.item === null ? null : units[unit.item],
        });
        expect(cents(line.fees)).toBe(cents(unit.fees ?? '0'));
        if (unit.item === null) expect(line.sale_id).toBeNull();
        else await expectSale(caller!, line, unit, units[unit.item], report.marketplace);
      }
      const waiting = report.units.filter((unit) => unit.item === null).length;
      expect(await lines(caller!, 'to_match')).toHaveLength(waiting);
      const sales = await total(caller!, 'sales');
      expect(sales).toBe(report.units.length - waiting);

      const again = await importFile(t, caller!, { name: file, content: importFixture(file) }, { kind: 'sales' });
      expect(again).toMatchObject({ kind: 'marketplace-sales', status: 'done', created: 0, unchanged: report.rows });
      expect(again.references).toContainEqual(platform('match'));
      expect(await lines(caller!)).toEqual(recorded);
      expect(await total(caller!, 'sales')).toBe(sales);
    },
  );

  it('a waiting unit matched by hand becomes its sale once; another team’s line answers 404', async () => {
    const [caller, other] = await signedInTeams(t, 2);
    await stock(caller!);
    const file = 'mercari-sales.csv';
    await importFile(t, caller!, { name: file, content: importFixture(file) }, { kind: 'marketplace-sales' });
    const [waiting] = await lines(caller!, 'to_match');
    const product = await make(caller!, 'products', { name: 'Pokemon cards' });
    const itemId = await make(caller!, 'inventory-items', { product_id: product, cost: '5.00' });

    expect(
      (await other!.post(`/api/marketplace-lines/${waiting!.id}/match`, { inventory_item_id: itemId })).statusCode,
    ).toBe(404);
    const matched = await caller!.post(`/api/marketplace-lines/${waiting!.id}/match`, { inventory_item_id: itemId });
    expect(matched.statusCode).toBe(200);
    const line = (await lines(caller!)).find((row) => row.id === waiting!.id)!;
    expect(line).toMatchObject({ inventory_item_id: itemId, sale_id: matched.json<{ sale_id: number }>().sale_id });
    await expectSale(
      caller!,
      line,
      { title: 'Pokemon Card Lot', price: '40.00', fees: '5.86', item: null },
      itemId,
      'Mercari',
    );
    expect(await lines(caller!, 'to_match')).toHaveLength(0);

    const twice = await caller!.post(`/api/marketplace-lines/${waiting!.id}/match`, { inventory_item_id: itemId });
    expect(twice.statusCode).toBe(409);
    expect(await total(caller!, 'sales')).toBe(2);
  });

  it('an item already sold cannot be matched: 409 on the item, and the unit still waits', async () => {
    const [caller] = await signedInTeams(t, 1);
    const units = await stock(caller!);
    const file = 'mercari-sales.csv';
    await importFile(t, caller!, { name: file, content: importFixture(file) }, { kind: 'marketplace-sales' });
    const [waiting] = await lines(caller!, 'to_match');
    const answer = await caller!.post(`/api/marketplace-lines/${waiting!.id}/match`, { inventory_item_id: units.nike });
    expect(answer.statusCode).toBe(409);
    expect(answer.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toHaveProperty('inventory_item_id');
    expect(await lines(caller!, 'to_match')).toHaveLength(1);
  });

  it('two writers recording one order line at once record it and make its sale once', async () => {
    const [caller] = await signedInTeams(t, 1);
    const units = await stock(caller!);
    const teamId = (await caller!.get('/api/auth/me')).json<{ team_id: number }>().team_id;
    const line: NewLineUnit = {
      marketplace: 'Mercari',
      order_id: 'm11111111111',
      line: 'k:m11111111111',
      sold_at: '2025-03-04T00:00:00.000Z',
      title: 'Nike Air Max 90',
      price: '85.00',
      shipping: '0.00',
      taxes: '0.00',
      commission: '8.50',
      payment_fee: '2.97',
      shipping_label: '7.45',
      other_costs: '0.00',
    };
    const session = { userId: 0, teamId, superAdmin: false };
    const written = await Promise.all(
      [1, 2].map(() => t.app.db.transaction((tx) => recordLineUnits(tx, session, [line]))),
    );
    expect(written.map((result) => result.isNew[0]).sort()).toEqual([false, true]);
    const [recorded] = await lines(caller!);
    expect(recorded).toMatchObject({ inventory_item_id: units.nike, title: 'Nike Air Max 90' });
    expect(await lines(caller!)).toHaveLength(1);
    expect(await total(caller!, 'sales')).toBe(1);
  });

  it('a file of no known marketplace names its marketplace per row (Vinted); a row naming none is refused', async () => {
    const [caller] = await signedInTeams(t, 1);
    const units = await stock(caller!);
    const content = [
      'Order ID,Sale Date,Title,Price,Commission,Marketplace',
      'V-1001,2025-06-01,Nike Air Max 90,55.00,2.75,Vinted',
      'V-1002,2025-06-02,Wool scarf,12.00,0.60,Vinted',
      'V-1003,2025-06-03,Silk tie,9.00,0.45,',
    ].join('\n');
    const job = await importFile(t, caller!, { name: 'vinted.csv', content }, { kind: 'marketplace-sales' });
    expect(job).toMatchObject({ preset: null, status: 'done', created: 2, bad_rows: 1 });
    expect(job.errors).toEqual([expect.objectContaining({ line: 4, field: 'platform' })]);
    const recorded = await lines(caller!);
    expect(recorded.map((line) => [line.marketplace, line.order_id, line.price, line.fees])).toEqual([
      ['Vinted', 'V-1001', '55.00', '2.75'],
      ['Vinted', 'V-1002', '12.00', '0.60'],
    ]);
    expect(recorded[0]!.inventory_item_id).toBe(units.nike);
    expect(recorded[1]!.sale_id).toBeNull();
  });
});
