import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importOrders } from '../../src/ebay/import-orders.ts';
import type { ImportTarget } from '../../src/ebay/order-rows.ts';
import type { EbayOrder } from '../../src/integrations/ebay/ebay-types.ts';
import { signedInTeams, where, type Caller } from '../helpers/callers.ts';
import { MONEY_CASES } from '../helpers/ebay-money-cases.ts';
import { make } from '../helpers/fixtures.ts';
import { ebayImportTarget } from '../helpers/ebay.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let alice: Caller;
let target: ImportTarget;
beforeAll(async () => {
  t = await buildTestApp();
  [alice] = (await signedInTeams(t, 1)) as [Caller];
  target = await ebayImportTarget(alice);
});
afterAll(() => t.close());

const importOne = (order: EbayOrder) => t.database.db.transaction((tx) => importOrders(tx, target, [order]));
const saleOf = async (orderId: string) =>
  (await alice.get(`/api/v2/sales?${where({ order_number: orderId })}&with=items`)).json().rows[0] as Record<
    string,
    unknown
  >;
const statusOf = async (id: number) => (await alice.get(`/api/v2/inventory-items/${id}`)).json().status as string;
const later = (order: EbayOrder, minutes: number) =>
  new Date(Date.parse(order.lastModifiedDate) + minutes * 60_000).toISOString();

describe('eBay money as Seller Hub shows it', () => {
  it.each(MONEY_CASES)('$name', async ({ order, sellerHub }) => {
    await importOne(structuredClone(order));
    const sale = await saleOf(order.orderId);
    // No item is matched, so the profit is the order's earnings.
    expect(sale['profit']).toBe(sellerHub.earnings);
    expect(sale['revenue_taxes']).toBe(sellerHub.ebayCollectedTax);
    const kept = (await alice.get(`/api/ebay/orders?q=${order.orderId}`)).json().rows[0];
    // eBay's total leaves its collect-and-remit tax out (no TAX_BREAKDOWN).
    expect(kept.total).toBe(order.pricingSummary!.total!.value);
  });
});

describe('a refunded unit', () => {
  it('a unit refunded in full leaves its sale and its item comes back as returned; the others stay sold', async () => {
    const money = MONEY_CASES.find((one) => one.refundedUnits?.['10012345678902'])!;
    const refunded = structuredClone(money.order);
    const order = structuredClone(refunded);
    order.orderId = '61-00000-00106';
    order.orderPaymentStatus = 'PAID';
    order.lineItems[1]!.refunds = [];
    const items = [
      await make(alice, 'inventory-items', { tag_number: order.lineItems[0]!.sku, cost: '30.00' }),
      await make(alice, 'inventory-items', { tag_number: order.lineItems[1]!.sku, cost: '30.00' }),
      await make(alice, 'inventory-items', { serial_number: order.lineItems[1]!.sku, cost: '30.00' }),
    ];
    await importOne(order);
    expect(((await saleOf(order.orderId))['items'] as unknown[]).length).toBe(3);

    Object.assign(order, {
      lineItems: refunded.lineItems,
      orderPaymentStatus: refunded.orderPaymentStatus,
      lastModifiedDate: later(order, 60),
    });
    await importOne(order);
    const sale = await saleOf(order.orderId);
    expect((sale['items'] as unknown[]).length).toBe(2);
    expect(sale['profit']).toBe('-3.16'); // 56.84 earnings less the two items kept (30.00 each)
    const statuses = await Promise.all(items.map(statusOf));
    expect(statuses.filter((status) => status === 'returned')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'sold')).toHaveLength(2);
  });

  it('a whole order refunded gives back all its items as returned, and its sale shows the loss', async () => {
    const money = MONEY_CASES.find((one) => one.order.orderPaymentStatus === 'FULLY_REFUNDED')!;
    const order = structuredClone(money.order);
    order.orderId = '61-00000-00107';
    order.lineItems[0]!.sku = 'MONEY-7-REFUNDED';
    const paid = { ...structuredClone(order), orderPaymentStatus: 'PAID', paymentSummary: { refunds: [] } };
    const item = await make(alice, 'inventory-items', { tag_number: 'MONEY-7-REFUNDED', cost: '30.00' });
    await importOne(paid);
    expect(await statusOf(item)).toBe('sold');
    await importOne({ ...order, lastModifiedDate: later(order, 60) });
    const sale = await saleOf(order.orderId);
    expect(sale['items']).toEqual([]);
    expect(sale['profit']).toBe(money.sellerHub.earnings);
    expect(await statusOf(item)).toBe('returned');
  });
});
