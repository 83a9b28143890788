import { splitCost } from '@flipstack/contract';
import type { EbayOrder } from '../integrations/ebay/ebay-types.ts';
import { isCancelled, orderMoney } from './order-money.ts';

/** What eBay's other APIs add to an order: tracking from its fulfillment, label and ad costs from Finances. */
export type OrderExtras = {
  tracking?: { number: string; shippedAt: string | null };
  costShipping?: string;
  costOther?: string;
};
/** Where a connection's orders go: its team, and the account and platform its sales are made on. */
export type ImportTarget = { teamId: number; accountId: number; platformId: number };

/** The kept eBay order's columns (all but the team and the order id). */
export function orderValues(target: ImportTarget, order: EbayOrder) {
  const money = orderMoney(order);
  return {
    account_id: target.accountId,
    fulfillment_status: order.orderFulfillmentStatus ?? null,
    payment_status: order.orderPaymentStatus ?? null,
    cancel_state: order.cancelStatus?.cancelState ?? null,
    buyer_username: order.buyer?.username ?? null,
    created_on_ebay_at: order.creationDate,
    modified_on_ebay_at: order.lastModifiedDate,
    subtotal: money.subtotal,
    shipping: money.shipping,
    taxes: money.taxes,
    marketplace_fee: money.marketplaceFee,
    total: money.total,
    currency: money.currency,
    raw: order,
  };
}

/** The order's sale (all but the team): its money, buyer and date, and what the other APIs added. */
export function saleValues(target: ImportTarget, order: EbayOrder, extra: OrderExtras, listingId: number | null) {
  const money = orderMoney(order);
  return {
    platform_id: target.platformId,
    account_id: target.accountId,
    listing_id: listingId,
    sold_at: order.creationDate,
    buyer: order.buyer?.username ?? null,
    order_number: order.orderId,
    revenue_subtotal: money.subtotal,
    revenue_shipping: money.shipping,
    revenue_taxes: money.taxes,
    revenue_other: money.refunds,
    cost_commission: money.marketplaceFee,
    ...(extra.costShipping ? { cost_shipping: extra.costShipping } : {}),
    ...(extra.costOther ? { cost_other: extra.costOther } : {}),
    ...(extra.tracking
      ? { tracking_number: extra.tracking.number, shipped_at: extra.tracking.shippedAt ?? order.creationDate }
      : {}),
    ...(isCancelled(order) ? { notes: 'Cancelled on eBay' } : {}),
  };
}

/** The eBay item ids (legacyItemId) the order's lines were listed under. */
export const ebayItemIdsOf = (order: EbayOrder) =>
  order.lineItems.flatMap((line) => (line.legacyItemId ? [line.legacyItemId] : []));

/** Each unit's share of a line's cost, in cents that add up exactly (10.00 over 3 → 3.34, 3.33, 3.33). */
export function unitPrices(lineCost: string, quantity: number): string[] {
  const split = splitCost(
    lineCost,
    Array.from({ length: quantity }, () => ({})),
  );
  return split.costs ?? Array.from({ length: quantity }, () => '0.00');
}

/** A line's quantity as units: at least one. */
export const unitsOf = (line: { quantity: number }) => Math.max(1, line.quantity);
