import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EbayOrderPayout } from '@flipstack/contract';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { connectEbay, ebayConfig, eventually, saleOfOrder } from '../helpers/ebay.ts';
import { MONEY_CASES } from '../helpers/ebay-money-cases.ts';
import { startFakeEbay, type FakeEbay } from '../helpers/fake-ebay.ts';
import { refundTransaction, saleTransaction } from '../helpers/fake-ebay-transactions.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let fake: FakeEbay;
let t: TestApp;
let alice: Caller;

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const saleOf = (orderId: string) => saleOfOrder(alice, orderId);

beforeAll(async () => {
  fake = await startFakeEbay();
  // Every money case on the local eBay, created in the last hour: the first sync's window reads them.
  MONEY_CASES.forEach(({ order }, index) => {
    fake.orders.push({
      ...structuredClone(order),
      creationDate: ago(60 * 60_000 - index * 1000),
      lastModifiedDate: ago(30 * 60_000 - index * 1000),
    });
  });
  t = await buildTestApp(ebayConfig(fake, { pollSeconds: 1 }));
  [alice] = (await signedInTeams(t, 1)) as [Caller];
  await connectEbay(t, alice, fake);
  await eventually(async () => {
    const sales = await Promise.all(MONEY_CASES.map(({ order }) => saleOf(order.orderId)));
    return sales.every(Boolean);
  }, 15_000);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('eBay money through a sync, as Seller Hub shows it', () => {
  it.each(MONEY_CASES)('$name', async ({ order, sellerHub }) => {
    const sale = (await saleOf(order.orderId))!;
    // No item is matched, so the sale's profit is the order's earnings.
    expect(sale['profit']).toBe(sellerHub.earnings);
    expect(sale['revenue_taxes']).toBe(sellerHub.ebayCollectedTax);
    const kept = (await alice.get(`/api/ebay/orders?q=${order.orderId}`)).json().rows[0];
    expect(kept.total).toBe(order.pricingSummary!.total!.value);
  });

  it('every order was read through getOrders by the sync, none fed to it', () => {
    const reads = fake.requests.filter((line) => line.startsWith('GET /sell/fulfillment/v1/order?'));
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((line) => decodeURIComponent(line).includes('lastmodifieddate:['))).toBe(true);
  });
});

describe("eBay money with Finances' payouts, as Seller Hub shows it and eBay pays it", () => {
  beforeAll(async () => {
    let serial = 0;
    const posting = () => ({ transactionId: `MONEY-${(serial += 1)}`, transactionDate: ago(0) });
    for (const { order, refunds = [] } of MONEY_CASES) {
      fake.transactions.push(saleTransaction(order, posting()));
      for (const refund of refunds) fake.transactions.push(refundTransaction(order, { ...posting(), ...refund }));
    }
    await eventually(async () => {
      const sales = await Promise.all(MONEY_CASES.map(({ order }) => saleOf(order.orderId)));
      return sales.every((sale, index) => {
        const expected = MONEY_CASES[index]!.sellerHub;
        return sale?.['profit'] === (expected.afterFeeCredits ?? expected.earnings);
      });
    }, 15_000);
  });

  it.each(MONEY_CASES)('$name', async ({ order, sellerHub }) => {
    const sale = (await saleOf(order.orderId))!;
    expect(sale['profit']).toBe(sellerHub.afterFeeCredits ?? sellerHub.earnings);
    const id = ((await alice.get(`/api/ebay/orders?q=${order.orderId}`)).json().rows[0] as { id: number }).id;
    const payout = (await alice.get(`/api/ebay/orders/${id}/payout`)).json<EbayOrderPayout>();
    // What eBay pays for the order is what its sale books, part by part.
    expect([payout.ebay_pays, payout.flipstack_books, payout.difference]).toEqual([
      sale['profit'],
      sale['profit'],
      '0.00',
    ]);
    expect(payout.parts.filter((part) => part.reason !== null)).toEqual([]);
  });
});
