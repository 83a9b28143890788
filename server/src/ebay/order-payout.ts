import { and, eq, sql } from 'drizzle-orm';
import type { EbayOrderPayout, EbayPayoutPart } from '@flipstack/contract';
import { ebayFinanceTransactions, ebayOrders, sales } from '../db/schema/index.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { amountCents, centsText } from './order-money.ts';

const REASONS = {
  notPosted: 'eBay has not posted this sale in Finances yet (it usually does within a day or two).',
  cancelled: 'Cancelled on eBay: Flipstack books neither the sale nor its refund.',
  noSale: 'The sale was deleted in Flipstack.',
  sale: "eBay's payout for the sale differs from the order's money: an adjustment or a currency conversion eBay made.",
  refundNotPosted: 'eBay has not posted this refund in Finances yet.',
  refundNotInOrder: 'eBay posted a refund the order does not show yet; the next sync reads the order again.',
  refunds: "The refunds or fee credits eBay posted differ from the order's refunds.",
  labels: "The sale's shipping cost was changed in Flipstack, or eBay has not posted a label yet.",
  other: "The sale's other costs were changed in Flipstack, or eBay has not posted an ad fee or credit yet.",
  payment: 'Payment costs entered in Flipstack; eBay takes none apart from its fees.',
} as const;

/**
 * What eBay pays for the team's order `id` against what Flipstack books on its sale, part by part. eBay's
 * figures are its kept Finances transactions (a cost kept positive, so eBay pays the negative of their
 * sum); Flipstack's are the sale's columns: the sale after the order's fee, the refunds less the fee
 * credits the commission took, labels, other costs and payment costs.
 */
export async function orderPayout(db: Database, teamId: number, id: number): Promise<EbayOrderPayout> {
  const [order] = await db
    .select({
      orderId: ebayOrders.order_id,
      currency: ebayOrders.currency,
      fee: ebayOrders.marketplace_fee,
      cancelState: ebayOrders.cancel_state,
      saleId: sales.id,
      subtotal: sales.revenue_subtotal,
      shipping: sales.revenue_shipping,
      revenueOther: sales.revenue_other,
      commission: sales.cost_commission,
      labels: sales.cost_shipping,
      payment: sales.cost_payment,
      other: sales.cost_other,
    })
    .from(ebayOrders)
    .leftJoin(sales, eq(sales.id, ebayOrders.sale_id))
    .where(and(eq(ebayOrders.team_id, teamId), eq(ebayOrders.id, id)));
  if (!order) throw new AppError('NOT_FOUND', 'eBay order not found');
  const kept = await db
    .select({
      type: ebayFinanceTransactions.transaction_type,
      amount: sql<string>`sum(${ebayFinanceTransactions.amount})`,
    })
    .from(ebayFinanceTransactions)
    .where(and(eq(ebayFinanceTransactions.team_id, teamId), eq(ebayFinanceTransactions.order_id, order.orderId)))
    .groupBy(ebayFinanceTransactions.transaction_type);
  const has = (type: string) => kept.some((row) => row.type === type);
  // eBay pays the negative of what its transactions cost the seller.
  const pays = (...types: string[]) =>
    kept
      .filter((row) => types.includes(row.type))
      .reduce((sum, row) => sum - amountCents({ value: row.amount, currency: '' }), 0);
  const c = (value: string | null) => (value === null ? 0 : amountCents({ value, currency: '' }));
  const fee = c(order.fee);
  const cancelled = order.cancelState === 'CANCELED';
  const parts: { part: EbayPayoutPart['part']; label: string; ebay: number; booked: number; reason: () => string }[] = [
    {
      part: 'sale',
      label: "Sale, after eBay's fees",
      ebay: pays('SALE'),
      booked: order.saleId === null ? 0 : c(order.subtotal) + c(order.shipping) - fee,
      reason: () =>
        order.saleId === null
          ? REASONS.noSale
          : cancelled
            ? REASONS.cancelled
            : !has('SALE')
              ? REASONS.notPosted
              : REASONS.sale,
    },
    {
      part: 'refunds',
      label: 'Refunds, less the fees eBay credits back',
      ebay: pays('REFUND'),
      // The fee credits lowered the commission below the order's fee.
      booked: order.saleId === null ? 0 : c(order.revenueOther) + fee - c(order.commission),
      reason: () =>
        order.saleId === null
          ? REASONS.noSale
          : cancelled
            ? REASONS.cancelled
            : !has('REFUND')
              ? REASONS.refundNotPosted
              : c(order.revenueOther) === 0
                ? REASONS.refundNotInOrder
                : REASONS.refunds,
    },
    {
      part: 'labels',
      label: 'Shipping labels',
      ebay: pays('SHIPPING_LABEL'),
      booked: -c(order.labels),
      reason: () => (order.saleId === null ? REASONS.noSale : REASONS.labels),
    },
    {
      part: 'other',
      label: 'Ad fees and credits',
      ebay: pays('NON_SALE_CHARGE', 'CREDIT'),
      booked: -c(order.other),
      reason: () => (order.saleId === null ? REASONS.noSale : REASONS.other),
    },
    { part: 'payment', label: 'Payment costs', ebay: 0, booked: -c(order.payment), reason: () => REASONS.payment },
  ];
  const shown = parts.filter((part) => part.part !== 'payment' || part.booked !== 0);
  const ebayPays = shown.reduce((sum, part) => sum + part.ebay, 0);
  const books = shown.reduce((sum, part) => sum + part.booked, 0);
  return {
    order_id: order.orderId,
    currency: order.currency,
    sale_id: order.saleId,
    is_posted: has('SALE'),
    parts: shown.map((part) => ({
      part: part.part,
      label: part.label,
      ebay: centsText(part.ebay),
      booked: centsText(part.booked),
      difference: centsText(part.booked - part.ebay),
      reason: part.booked === part.ebay ? null : part.reason(),
    })),
    ebay_pays: centsText(ebayPays),
    flipstack_books: centsText(books),
    difference: centsText(books - ebayPays),
  };
}
