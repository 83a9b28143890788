import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrders } from '../../src/ebay/create-orders.ts';
import { importOrders } from '../../src/ebay/import-orders.ts';
import type { ImportTarget } from '../../src/ebay/order-rows.ts';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { sampleOrder } from '../helpers/ebay-sample-order.ts';
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

describe('new orders written together', () => {
  it('leaves an order another import created meanwhile to it, and a page of nothing but such orders is no error', async () => {
    const orders = [sampleOrder({ orderId: '31-00000-00001' }), sampleOrder({ orderId: '31-00000-00002' })];
    const write = () => t.database.db.transaction((tx) => createOrders(tx, target, orders, new Map()));
    expect(await write()).toBe(2);
    expect(await write()).toBe(0);
    const again = await t.database.db.transaction((tx) => importOrders(tx, target, [...orders, orders[0]!]));
    expect(again).toEqual({ created: 0, updated: 0, unchanged: 2 });
    const sales = (await alice.get('/api/v2/sales?order_by=id')).json().rows as { order_number: string }[];
    expect(sales.map((sale) => sale.order_number)).toEqual(['31-00000-00001', '31-00000-00002']);
  });
});
