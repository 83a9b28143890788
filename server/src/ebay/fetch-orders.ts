import { and, eq, inArray } from 'drizzle-orm';
import { ebayOrderFailures, ebayOrders } from '../db/schema/index.ts';
import { EbayError } from '../integrations/ebay/ebay-error.ts';
import type { EbayOrder } from '../integrations/ebay/ebay-types.ts';
import { withToken, type Connection } from './connections.ts';
import type { EbayContext } from './ebay-context.ts';
import type { OrderExtras } from './order-rows.ts';

/**
 * Orders as eBay gave them, with their tracking; `failures`: the orders whose fulfillment call eBay
 * refused, with its reason (the order itself is still imported); `failing`: the orders of the page that
 * were failing before, read again in full and updated whether or not eBay changed them.
 */
export type OrdersPage = {
  orders: EbayOrder[];
  total: number;
  extras: Map<string, OrderExtras>;
  failures: Map<string, string>;
  failing: Set<string>;
};

/** One page of the orders modified (or created) in the window, with their extras (withExtras). */
export async function fetchOrdersPage(
  context: EbayContext,
  connection: Connection,
  window: { from: string; to: string; field?: 'lastmodifieddate' | 'creationdate' },
  offset: number,
): Promise<OrdersPage> {
  const page = await withToken(context, connection, (token) => context.client.orders(token, window, offset));
  return withExtras(context, connection, page.orders ?? [], page.total);
}

/** The orders of these ids (at most 50, getOrders' orderIds), every one read in full: the retry of failing orders. */
export async function fetchOrdersById(context: EbayContext, connection: Connection, orderIds: string[]) {
  const page = await withToken(context, connection, (token) => context.client.ordersById(token, orderIds));
  const orders = page.orders ?? [];
  return withExtras(context, connection, orders, orders.length, new Set(orders.map((order) => order.orderId)));
}

/**
 * What the fulfillment adds to the orders that are new, changed since their import or failing: their
 * tracking. A call eBay refuses for one order is that order's failure; the others go on. (Label and ad
 * costs come from Finances by date: finances.ts.)
 */
async function withExtras(
  context: EbayContext,
  connection: Connection,
  orders: EbayOrder[],
  total: number,
  failing?: Set<string>,
): Promise<OrdersPage> {
  const page: OrdersPage = {
    orders,
    total,
    extras: new Map(),
    failures: new Map(),
    failing: failing ?? (await failingOrders(context, connection.team_id, orders)),
  };
  const wanted = await changedOrders(context, connection.team_id, orders, page.failing);
  for (const order of wanted) {
    const extra: OrderExtras = {};
    // A split shipment has a fulfillment a package: every one's tracking number is kept.
    const shipments: { number: string; shippedAt: string | null }[] = [];
    for (const href of order.fulfillmentHrefs ?? []) {
      try {
        const fulfillment = await withToken(context, connection, (token) => context.client.fulfillment(token, href));
        if (fulfillment.shipmentTrackingNumber)
          shipments.push({ number: fulfillment.shipmentTrackingNumber, shippedAt: fulfillment.shippedDate ?? null });
      } catch (error) {
        if (!(error instanceof EbayError)) throw error;
        page.failures.set(order.orderId, `Its shipping fulfillment: ${error.message}`);
      }
    }
    if (shipments.length > 0) {
      const dates = shipments.flatMap((one) => (one.shippedAt ? [one.shippedAt] : [])).sort();
      extra.tracking = { number: trackingText(shipments.map((one) => one.number)), shippedAt: dates[0] ?? null };
    }
    page.extras.set(order.orderId, extra);
  }
  return page;
}

/** Tracking numbers as the sale keeps them: one, or several joined, within the field's 100 characters. */
function trackingText(numbers: string[]): string {
  let text = '';
  for (const number of [...new Set(numbers)]) {
    const next = text ? `${text}, ${number}` : number;
    if (next.length > 100) break;
    text = next;
  }
  return text || numbers[0]!.slice(0, 100);
}

async function failingOrders(context: EbayContext, teamId: number, orders: EbayOrder[]): Promise<Set<string>> {
  if (orders.length === 0) return new Set();
  const rows = await context.db
    .select({ orderId: ebayOrderFailures.order_id })
    .from(ebayOrderFailures)
    .where(
      and(
        eq(ebayOrderFailures.team_id, teamId),
        inArray(
          ebayOrderFailures.order_id,
          orders.map((order) => order.orderId),
        ),
      ),
    );
  return new Set(rows.map((row) => row.orderId));
}

/** The orders new or changed since their import, and the failing ones whatever their date. */
async function changedOrders(
  context: EbayContext,
  teamId: number,
  orders: EbayOrder[],
  failing: Set<string>,
): Promise<EbayOrder[]> {
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
  return orders.filter(
    (order) =>
      failing.has(order.orderId) || (modified.get(order.orderId) ?? -Infinity) < Date.parse(order.lastModifiedDate),
  );
}
