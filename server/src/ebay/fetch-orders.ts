import { and, eq, inArray } from 'drizzle-orm';
import { ebayOrders } from '../db/schema/index.ts';
import { EbayError } from '../integrations/ebay/ebay-error.ts';
import type { EbayOrder } from '../integrations/ebay/ebay-types.ts';
import { withToken, type Connection } from './connections.ts';
import type { EbayContext } from './ebay-context.ts';
import type { OrderExtras } from './order-rows.ts';
import { amountCents, centsText } from './order-money.ts';

export type OrdersPage = { orders: EbayOrder[]; total: number; extras: Map<string, OrderExtras> };

/**
 * One page of the orders modified in the window, with what the other APIs add to the orders that are
 * new or changed since their import: tracking from the fulfillment, label and ad costs from Finances
 * (skipped when the seller did not grant that scope).
 */
export async function fetchOrdersPage(
  context: EbayContext,
  connection: Connection,
  window: { from: string; to: string; field?: 'lastmodifieddate' | 'creationdate' },
  offset: number,
): Promise<OrdersPage> {
  const page = await withToken(context, connection, (token) => context.client.orders(token, window, offset));
  const orders = page.orders ?? [];
  const extras = new Map<string, OrderExtras>();
  const shipped = await changedOrders(
    context,
    connection.team_id,
    orders.filter((order) => (order.fulfillmentHrefs ?? []).length > 0),
  );
  let hasFinances = true;
  for (const order of shipped) {
    const extra: OrderExtras = {};
    const fulfillment = await withToken(context, connection, (token) =>
      context.client.fulfillment(token, order.fulfillmentHrefs![0]!),
    );
    if (fulfillment.shipmentTrackingNumber) {
      extra.tracking = { number: fulfillment.shipmentTrackingNumber, shippedAt: fulfillment.shippedDate ?? null };
    }
    if (hasFinances) {
      try {
        Object.assign(extra, await orderCosts(context, connection, order.orderId));
      } catch (error) {
        if (!(error instanceof EbayError && error.kind === 'forbidden')) throw error;
        hasFinances = false;
      }
    }
    extras.set(order.orderId, extra);
  }
  return { orders, total: page.total, extras };
}

async function changedOrders(context: EbayContext, teamId: number, orders: EbayOrder[]): Promise<EbayOrder[]> {
  if (orders.length === 0) return [];
  const known = await context.db
    .select({ orderId: ebayOrders.order_id, modified: ebayOrders.modified_on_ebay_at })
    .from(ebayOrders)
    .where(
      and(
        eq(ebayOrders.team_id, teamId),
        inArray(
          ebayOrders.order_id,
          orders.map((order) => order.orderId),
        ),
      ),
    );
  const modified = new Map(known.map((row) => [row.orderId, Date.parse(row.modified)]));
  return orders.filter((order) => (modified.get(order.orderId) ?? -Infinity) < Date.parse(order.lastModifiedDate));
}

/** Shipping labels bought on eBay and ad fees charged for the order, as the sale's shipping and other costs. */
async function orderCosts(
  context: EbayContext,
  connection: Connection,
  orderId: string,
): Promise<Pick<OrderExtras, 'costShipping' | 'costOther'>> {
  const answer = await withToken(context, connection, (token) => context.client.orderTransactions(token, orderId));
  let labels = 0;
  let ads = 0;
  for (const transaction of answer.transactions ?? []) {
    const signed = (transaction.bookingEntry === 'DEBIT' ? 1 : -1) * Math.abs(amountCents(transaction.amount));
    if (transaction.transactionType === 'SHIPPING_LABEL') labels += signed;
    else if (transaction.transactionType === 'NON_SALE_CHARGE' && transaction.feeType === 'AD_FEE') ads += signed;
  }
  return {
    ...(labels !== 0 ? { costShipping: centsText(labels) } : {}),
    ...(ads !== 0 ? { costOther: centsText(ads) } : {}),
  };
}
