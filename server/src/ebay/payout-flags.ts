import { sql, type SQL } from 'drizzle-orm';
import type { EbayPayout } from '@flipstack/contract';
import { isoText, moneyText } from '../db/raw.ts';
import { amountCents, centsText } from './order-money.ts';

/** Why a payout, or a transaction of it, does not reconcile. */
export const PAYOUT_REASONS = {
  notRead: (count: number, read: number) =>
    `eBay counts ${count} transactions in this payout and Flipstack has read ${read}; the next sync reads the rest.`,
  doesNotAddUp: (reconciled: string, amount: string, currency: string) =>
    `Its transactions add up to ${reconciled} ${currency}, not the ${amount} ${currency} eBay paid.`,
  notImported: (count: number) =>
    count === 1
      ? 'A sale or refund in it belongs to an order Flipstack has not imported.'
      : `${count} sales or refunds in it belong to orders Flipstack has not imported.`,
  notBooked: (count: number) =>
    count === 1
      ? 'A sale or refund in it belongs to an order with no sale in Flipstack.'
      : `${count} sales or refunds in it belong to orders with no sale in Flipstack.`,
  otherCurrency: (currency: string, teamCurrency: string) =>
    `Paid in ${currency}, while Flipstack books the team's sales in ${teamCurrency}.`,
  transactionNotImported:
    'The order is not in Flipstack: it came before the account was connected (get it on Get eBay orders), or the next sync reads it.',
  transactionNotBooked: 'The order has no sale in Flipstack: the sale was deleted.',
  transactionNoOrder: 'eBay names no order for this sale or refund.',
} as const;

/** SALE and REFUND transactions belong to an order and to its sale; labels, ad fees and charges may not. */
export const TIED_TYPES = sql`('SALE', 'REFUND')`;

export type PayoutFiguresRow = Omit<EbayPayout, 'flags'> & {
  not_imported: number;
  not_booked: number;
};

/**
 * The team's payouts (`where` on `p`) with what their read transactions pay (credits less debits: a
 * kept amount is a cost, so its negative), how many were read, and how many sales or refunds in them are
 * for an order not imported or with no sale.
 */
export const payoutFiguresQuery = (teamId: number, timeZone: string, where: SQL, page: SQL = sql``) => sql`
  select p.id, p.payout_id, p.account_id, a.name as account_name, p.payout_status as status,
    ${isoText(sql`p.payout_date`)} as payout_date,
    to_char(p.payout_date at time zone ${timeZone}, 'YYYY-MM-DD') as payout_day,
    p.amount::text as amount, p.currency, p.transaction_count, p.instrument,
    coalesce(t.read, 0)::int as transactions_read,
    ${moneyText(sql`t.paid`)} as reconciled,
    ${moneyText(sql`p.amount - coalesce(t.paid, 0)`)} as difference,
    coalesce(t.not_imported, 0)::int as not_imported,
    coalesce(t.not_booked, 0)::int as not_booked
  from ebay_payouts p
  join accounts a on a.id = p.account_id
  left join lateral (
    select -sum(f.amount) as paid, count(*) as read,
      count(*) filter (where f.transaction_type in ${TIED_TYPES} and o.id is null) as not_imported,
      count(*) filter (where f.transaction_type in ${TIED_TYPES} and o.id is not null and o.sale_id is null) as not_booked
    from ebay_finance_transactions f
    left join ebay_orders o on o.team_id = f.team_id and o.order_id = f.order_id
    where f.team_id = p.team_id and f.payout_id = p.payout_id
  ) t on true
  where p.team_id = ${teamId} and ${where}
  order by p.payout_date desc, p.id desc
  ${page}`;

/**
 * A payout adds up when every transaction eBay counts in it is read and they pay its amount to the cent;
 * each sale or refund in it must also be an imported order with a sale, and it must be in the team's currency.
 */
export function payoutOf(row: PayoutFiguresRow, teamCurrency: string): EbayPayout {
  const { not_imported: notImported, not_booked: notBooked, ...payout } = row;
  const flags: string[] = [];
  if (row.transactions_read < row.transaction_count)
    flags.push(PAYOUT_REASONS.notRead(row.transaction_count, row.transactions_read));
  else if (amountCents({ value: row.difference, currency: '' }) !== 0)
    flags.push(PAYOUT_REASONS.doesNotAddUp(row.reconciled, row.amount, row.currency));
  if (notImported > 0) flags.push(PAYOUT_REASONS.notImported(notImported));
  if (notBooked > 0) flags.push(PAYOUT_REASONS.notBooked(notBooked));
  if (row.currency !== teamCurrency) flags.push(PAYOUT_REASONS.otherCurrency(row.currency, teamCurrency));
  return { ...payout, amount: centsText(amountCents({ value: row.amount, currency: '' })), flags };
}
