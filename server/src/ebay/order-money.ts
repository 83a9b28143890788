import type { Amount, EbayLineItem, EbayOrder } from '../integrations/ebay/ebay-types.ts';

/** An eBay amount ("48.0", "7.95") as exact cents, summed without floating point; `value` is in the seller's currency. */
function cents(amount: Amount | undefined): number {
  if (!amount?.value) return 0;
  const [whole = '0', fraction = ''] = amount.value.replace(/^-/, '').split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return amount.value.startsWith('-') ? -value : value;
}

const text = (value: number) =>
  `${value < 0 ? '-' : ''}${Math.floor(Math.abs(value) / 100)}.${String(Math.abs(value) % 100).padStart(2, '0')}`;

export const isCancelled = (order: EbayOrder) => order.cancelStatus?.cancelState === 'CANCELED';

/** The order's own refunds eBay completed (RefundStatusEnum REFUNDED; PENDING and FAILED ones are not money yet). */
const orderRefundCents = (order: EbayOrder) =>
  (order.paymentSummary?.refunds ?? [])
    .filter((refund) => refund.refundStatus === 'REFUNDED')
    .reduce((sum, refund) => sum + Math.abs(cents(refund.amount)), 0);

/** A line's refunds eBay issued (a line refund has no status; its refundDate comes once it is issued). */
const lineRefundCents = (line: EbayLineItem) =>
  (line.refunds ?? [])
    .filter((refund) => Boolean(refund.refundDate))
    .reduce((sum, refund) => sum + Math.abs(cents(refund.amount)), 0);

/** What the buyer paid for the line's items after its promotions. */
export const lineCostCents = (line: EbayLineItem) => cents(line.discountedLineItemCost ?? line.lineItemCost);

/**
 * How many of the line's units eBay refunded in full (its last ones): all of them on a fully refunded
 * order, else as many unit prices as the line's issued refunds cover. A smaller refund is a price
 * concession: the units stay sold.
 */
export function refundedUnits(order: EbayOrder, line: EbayLineItem): number {
  const quantity = Math.max(1, line.quantity);
  if (order.orderPaymentStatus === 'FULLY_REFUNDED') return quantity;
  const unit = Math.floor(lineCostCents(line) / quantity);
  if (unit <= 0) return 0;
  return Math.min(quantity, Math.floor(lineRefundCents(line) / unit));
}

/**
 * The order's money as a sale keeps it, as eBay pays it: the items after discounts (priceDiscount) and
 * later adjustments, delivery after its discount, tax (eBay collects and remits it: never profit), the
 * marketplace fee as commission, completed refunds of the order and of its lines (each the seller's
 * net, tax not included) as negative other revenue. `earnings`: what eBay pays the seller for the order
 * before labels and ads (Finances), the figure Seller Hub shows. A cancelled order earns and costs nothing.
 */
export function orderMoney(order: EbayOrder) {
  const pricing = order.pricingSummary ?? {};
  const cancelled = isCancelled(order);
  const keep = (value: number) => (cancelled ? 0 : value);
  const subtotal = keep(cents(pricing.priceSubtotal) + cents(pricing.priceDiscount) + cents(pricing.adjustment));
  const shipping = keep(cents(pricing.deliveryCost) + cents(pricing.deliveryDiscount));
  const fee = keep(cents(order.totalMarketplaceFee));
  const refunds = keep(orderRefundCents(order) + order.lineItems.reduce((sum, line) => sum + lineRefundCents(line), 0));
  return {
    subtotal: text(subtotal),
    shipping: text(shipping),
    taxes: text(keep(cents(pricing.tax))),
    marketplaceFee: text(fee),
    refunds: text(-refunds),
    earnings: text(subtotal + shipping - fee - refunds),
    total: text(cents(pricing.total)),
    currency: pricing.total?.currency ?? pricing.priceSubtotal?.currency ?? null,
  };
}

export const centsText = text;
export const amountCents = cents;
