import { sql } from 'drizzle-orm';
import type {
  EbayPayoutDetail,
  EbayPayoutTransaction,
  EbayPayoutsQuery,
  EbayPayoutsResponse,
} from '@flipstack/contract';
import { teamTimeZone } from '../analytics/month-range.ts';
import type { Database } from '../db/client.ts';
import { isoText, moneyText, rowsOf } from '../db/raw.ts';
import { AppError } from '../http/app-error.ts';
import { readTeamSettings } from '../settings/store/settings-store.ts';
import { PAYOUT_REASONS, TIED_TYPES, payoutFiguresQuery, payoutOf, type PayoutFiguresRow } from './payout-flags.ts';

type PayoutsQuery = Required<Pick<EbayPayoutsQuery, 'limit' | 'offset'>> & Pick<EbayPayoutsQuery, 'from' | 'to'>;

/** The team's payouts of the days asked (whole days of the team's time zone), newest first, a page at a time. */
export async function listEbayPayouts(db: Database, teamId: number, query: PayoutsQuery): Promise<EbayPayoutsResponse> {
  const [timeZone, settings] = await Promise.all([teamTimeZone(db, teamId), readTeamSettings(db, teamId)]);
  const from = query.from ? sql`p.payout_date >= (${query.from}::date::timestamp at time zone ${timeZone})` : sql`true`;
  const to = query.to ? sql`p.payout_date < ((${query.to}::date + 1)::timestamp at time zone ${timeZone})` : sql`true`;
  const where = sql`${from} and ${to}`;
  const [rows, [count]] = await Promise.all([
    rowsOf<PayoutFiguresRow>(
      db,
      payoutFiguresQuery(teamId, timeZone, where, sql`limit ${query.limit} offset ${query.offset}`),
    ),
    rowsOf<{ total: number }>(
      db,
      sql`select count(*)::int as total from ebay_payouts p where p.team_id = ${teamId} and ${where}`,
    ),
  ]);
  return { rows: rows.map((row) => payoutOf(row, settings.currency)), total: Number(count?.total ?? 0) };
}

type TransactionRow = Omit<EbayPayoutTransaction, 'reason'> & { is_tied: boolean };

/** One payout of the team and its transactions, each with its order and sale, newest first. */
export async function ebayPayoutDetail(db: Database, teamId: number, id: number): Promise<EbayPayoutDetail> {
  const [timeZone, settings] = await Promise.all([teamTimeZone(db, teamId), readTeamSettings(db, teamId)]);
  const [row] = await rowsOf<PayoutFiguresRow>(db, payoutFiguresQuery(teamId, timeZone, sql`p.id = ${id}`));
  if (!row) throw new AppError('NOT_FOUND', 'eBay payout not found');
  const transactions = await rowsOf<TransactionRow>(
    db,
    sql`select f.transaction_id, f.transaction_type, f.fee_type, ${isoText(sql`f.transaction_date`)} as transaction_date,
        ${moneyText(sql`-f.amount`)} as amount, f.currency, f.order_id, o.id as ebay_order_id, o.sale_id,
        f.transaction_type in ${TIED_TYPES} as is_tied
      from ebay_finance_transactions f
      left join ebay_orders o on o.team_id = f.team_id and o.order_id = f.order_id
      where f.team_id = ${teamId} and f.payout_id = ${row.payout_id}
      order by f.transaction_date desc, f.id desc`,
  );
  return {
    ...payoutOf(row, settings.currency),
    transactions: transactions.map(({ is_tied: isTied, ...transaction }) => ({
      ...transaction,
      reason: !isTied
        ? null
        : transaction.order_id === null
          ? PAYOUT_REASONS.transactionNoOrder
          : transaction.ebay_order_id === null
            ? PAYOUT_REASONS.transactionNotImported
            : transaction.sale_id === null
              ? PAYOUT_REASONS.transactionNotBooked
              : null,
    })),
  };
}
