import type { Amount, EbayOrder } from '../integrations/ebay/ebay-types.ts';

/** An eBay amount ("48.0", "7.95") as exact cents, summed without floating point. */
function cents(amount: Amount | undefined): number {
  if (!amount?.value) return 0;
  const [whole = '0', fraction = ''] = amount.value.replace(/^-/, '').split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return amount.value.startsWith('-') ? -value : value;
}

const text = (value: number) =>
  `${value < 0 ? '-' : ''}${Math.floor(Math.abs(value) / 100)}.${String(Math.abs(value) % 100).padStart(2, '0')}`;

export const isCancelled = (order: EbayOrder) => order.cancelStatus?.cancelState === 'CANCELED';

/**
 * The order's money as a sale keeps it: subtotal, delivery (less its discount), tax (collected and
 * remitted by eBay, so never profit), the marketplace fee as commission, completed refunds as negative
 * other revenue. A cancelled order earns and costs nothing.
 */
export function orderMoney(order: EbayOrder) {
  const pricing = order.pricingSummary ?? {};
  const refunds = (order.paymentSummary?.refunds ?? [])
    .filter((refund) => refund.refundStatus !== 'FAILED')
    .reduce((sum, refund) => sum + cents(refund.amount), 0);
  const cancelled = isCancelled(order);
  const keep = (value: number) => text(cancelled ? 0 : value);
  return {
    subtotal: keep(cents(pricing.priceSubtotal)),
    shipping: keep(cents(pricing.deliveryCost) + cents(pricing.deliveryDiscount)),
    taxes: keep(cents(pricing.tax)),
    marketplaceFee: keep(cents(order.totalMarketplaceFee)),
    refunds: keep(-refunds),
    total: text(cents(pricing.total)),
    currency: pricing.total?.currency ?? pricing.priceSubtotal?.currency ?? null,
  };
}

export const centsText = text;
export const amountCents = cents;
