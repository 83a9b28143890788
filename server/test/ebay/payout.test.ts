import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EbayOrderPayout } from '@flipstack/contract';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { connectEbay, ebayConfig, eventually, saleOfOrder } from '../helpers/ebay.ts';
import { sampleOrder } from '../helpers/ebay-sample-order.ts';
import { startFakeEbay, type FakeEbay } from '../helpers/fake-ebay.ts';
import { refundTransaction, saleTransaction } from '../helpers/fake-ebay-transactions.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let fake: FakeEbay;
let t: TestApp;
let alice: Caller;
let bob: Caller;

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
let serial = 0;
let transaction = 0;
const posting = () => ({ transactionId: `PAY-${(transaction += 1)}`, transactionDate: ago(0) });
function newOrder() {
  serial += 1;
  const order = sampleOrder({
    orderId: `63-00000-${String(serial).padStart(5, '0')}`,
    creationDate: ago(120_000),
    lastModifiedDate: ago(60_000),
    sku: `PAYOUT-${serial}`,
  });
  fake.orders.push(order);
  return order;
}
const saleOf = (orderId: string) => saleOfOrder(alice, orderId);
const payoutOf = async (orderId: string, caller = alice) => {
  const id = ((await alice.get(`/api/ebay/orders?q=${orderId}`)).json().rows[0] as { id: number }).id;
  return caller.get(`/api/ebay/orders/${id}/payout`);
};
const parts = (payout: EbayOrderPayout) =>
  Object.fromEntries(payout.parts.map((part) => [part.part, [part.ebay, part.booked, part.reason !== null]]));

beforeAll(async () => {
  fake = await startFakeEbay();
  t = await buildTestApp(ebayConfig(fake, { pollSeconds: 1 }));
  [alice, bob] = (await signedInTeams(t, 2)) as [Caller, Caller];
  await connectEbay(t, alice, fake);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('GET /api/ebay/orders/:id/payout', () => {
  it("a paid order: eBay's payout for the sale is what Flipstack books, and no difference is named", async () => {
    const order = newOrder();
    fake.transactions.push(saleTransaction(order, posting()));
    await eventually(() => saleOf(order.orderId), 8000);
    await eventually(async () => (await payoutOf(order.orderId)).json<EbayOrderPayout>().is_posted, 8000);
    const payout = (await payoutOf(order.orderId)).json<EbayOrderPayout>();
    expect([payout.ebay_pays, payout.flipstack_books, payout.difference]).toEqual(['47.62', '47.62', '0.00']);
    expect(payout.parts.every((part) => part.reason === null)).toBe(true);
  });

  it('a sale eBay has not posted yet is named as such', async () => {
    const order = newOrder();
    await eventually(() => saleOf(order.orderId), 8000);
    const payout = (await payoutOf(order.orderId)).json<EbayOrderPayout>();
    expect(payout.is_posted).toBe(false);
    expect([payout.ebay_pays, payout.flipstack_books, payout.difference]).toEqual(['0.00', '47.62', '47.62']);
    expect(payout.parts.find((part) => part.part === 'sale')!.reason).toMatch(/not posted this sale/);
  });

  it('a refund with its fee credit and a label agree part by part; a label cost changed by hand is named', async () => {
    const order = newOrder();
    fake.transactions.push(saleTransaction(order, posting()));
    await eventually(() => saleOf(order.orderId), 8000);
    order.orderPaymentStatus = 'FULLY_REFUNDED';
    order.paymentSummary = {
      refunds: [{ amount: { value: '55.95', currency: 'USD' }, refundStatus: 'REFUNDED', refundDate: ago(0) }],
    };
    order.lastModifiedDate = ago(0);
    fake.transactions.push(refundTransaction(order, { ...posting(), refund: '55.95', feeCredit: '7.93' }));
    fake.transactions.push({
      ...posting(),
      orderId: order.orderId,
      transactionType: 'SHIPPING_LABEL',
      bookingEntry: 'DEBIT',
      amount: { value: '7.10', currency: 'USD' },
    });
    const sale = await eventually(async () => {
      const found = await saleOf(order.orderId);
      return found?.['cost_shipping'] === '7.10' && found?.['cost_commission'] === '0.40' && found;
    }, 8000);
    let payout = (await payoutOf(order.orderId)).json<EbayOrderPayout>();
    expect(parts(payout)).toEqual({
      sale: ['47.62', '47.62', false],
      refunds: ['-48.02', '-48.02', false],
      labels: ['-7.10', '-7.10', false],
      other: ['0.00', '0.00', false],
    });
    expect([payout.ebay_pays, payout.flipstack_books, payout.difference]).toEqual(['-7.50', '-7.50', '0.00']);
    expect(sale['profit']).toBe('-7.50');

    const edited = await alice.put(`/api/v2/sales/${String(sale['id'])}`, {
      sold_at: sale['sold_at'],
      cost_shipping: '9.00',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    payout = (await payoutOf(order.orderId)).json<EbayOrderPayout>();
    const labels = payout.parts.find((part) => part.part === 'labels')!;
    expect([labels.difference, payout.difference]).toEqual(['-1.90', '-1.90']);
    expect(labels.reason).toMatch(/shipping cost was changed/);
  });

  it("another team's order answers 404", async () => {
    const order = newOrder();
    await eventually(() => saleOf(order.orderId), 8000);
    expect((await payoutOf(order.orderId, bob)).statusCode).toBe(404);
  });
});
