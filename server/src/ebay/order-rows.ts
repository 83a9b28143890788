import { splitCost } from '@flipstack/contract';
import type { EbayLineItem, EbayOrder } from '../integrations/ebay/ebay-types.ts';
import { centsText, isCancelled, lineCostCents, orderMoney, refundedUnits } from './order-money.ts';

/** What eBay's fulfillment adds to an order: its tracking. */
export type OrderExtras = {
  tracking?: { number: string; shippedAt: string | null };
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
    ...(extra.tracking
      ? { tracking_number: extra.tracking.number, shipped_at: extra.tracking.shippedAt ?? order.creationDate }
      : {}),
    ...(isCancelled(order) ? { notes: 'Cancelled on eBay' } : {}),
  };
}

/** The eBay item ids (legacyItemId) the order's lines were listed under. */
export const ebayItemIdsOf = (order: EbayOrder) =>
  order.lineItems.flatMap((line) => (line.legacyItemId ? [line.legacyItemId] : []));

/** A variation line's aspects as a person reads them ("Size: L, Colour: Blue"), else null. */
export const variationOf = (line: EbayLineItem) =>
  line.variationAspects?.length
    ? line.variationAspects.map((aspect) => `${aspect.name}: ${aspect.value}`).join(', ')
    : line.legacyVariationId
      ? `variation ${line.legacyVariationId}`
      : null;

/**
 * A line as the rows kept of it, one a unit sold (a line of quantity 2 sells two items), each unit's price
 * its share of the line's cost after its promotions in cents that add up exactly (10.00 over 3 → 3.34,
 * 3.33, 3.33); `refunded`: eBay refunded the unit in full (refundedUnits), so it sells no item. The item
 * each unit sold is the caller's to add.
 */
export function lineUnits(order: EbayOrder, line: EbayLineItem) {
  const quantity = Math.max(1, line.quantity);
  const split = splitCost(
    centsText(lineCostCents(line)),
    Array.from({ length: quantity }, () => ({})),
  );
  const prices = split.costs ?? Array.from({ length: quantity }, () => '0.00');
  const refunded = refundedUnits(order, line);
  return prices.map((price, index) => ({
    unit: index + 1,
    refunded: index >= quantity - refunded,
    values: {
      sku: line.sku ?? null,
      legacy_item_id: line.legacyItemId ?? null,
      legacy_variation_id: line.legacyVariationId ?? null,
      variation: variationOf(line),
      title: line.title,
      quantity,
      price,
    },
  }));
}
