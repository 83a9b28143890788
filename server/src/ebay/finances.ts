import { eq, sql } from 'drizzle-orm';
import { ebayConnections, ebayFinanceTransactions } from '../db/schema/index.ts';
import { inChunks } from '../db/chunks.ts';
import type { Transaction } from '../db/client.ts';
import { EbayError } from '../integrations/ebay/ebay-error.ts';
import type { FinanceTransaction } from '../integrations/ebay/ebay-types.ts';
import { withToken, type Connection } from './connections.ts';
import type { EbayContext } from './ebay-context.ts';
import { amountCents, centsText } from './order-money.ts';
import type { ImportTarget } from './order-rows.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows per statement, well under PostgreSQL's 65,535 parameters. */
const CHUNK = 500;
/** Each read goes back this far before the last one's end: eBay posts some transactions days after their date. */
const LATE_POSTING_MS = 3 * DAY_MS;
/** The first read of an account: as far back as the first sync of its orders. */
const FIRST_READ_MS = 30 * DAY_MS;
/**
 * The transactions of an order: its sale (what eBay pays for it), refunds (with the fees eBay credits
 * back), credits, labels (voided ones are credits) and fees such as ads.
 */
const TYPES = ['SALE', 'REFUND', 'CREDIT', 'SHIPPING_LABEL', 'NON_SALE_CHARGE'] as const;

/** The order a transaction belongs to: its orderId, else the ORDER_ID among its references (ad fees). */
export function orderOf(transaction: FinanceTransaction): string | null {
  if (transaction.orderId) return transaction.orderId;
  const reference = transaction.references?.find((one) => one.referenceType === 'ORDER_ID');
  return reference?.referenceId ?? null;
}

/**
 * Reads the account's order transactions dated since a few days before the last read, by type
 * and date (newest first; a past date range only grows at its end, which the read does not reach), keeps
 * each once, and sets the costs of the orders they belong to. eBay refusing Finances (no scope) or
 * failing leaves it for the next sync; the orders never wait for it.
 */
export async function syncFinances(context: EbayContext, connection: Connection, target: ImportTarget) {
  const now = Date.now();
  const last = connection.finances_synced_until ? Date.parse(connection.finances_synced_until) : null;
  const window = {
    from: new Date(last === null ? now - FIRST_READ_MS : last - LATE_POSTING_MS).toISOString(),
    to: new Date(now).toISOString(),
  };
  try {
    const readType = async (type: string) => {
      const found: FinanceTransaction[] = [];
      for (let offset = 0; ;) {
        const page = await withToken(context, connection, (token) =>
          context.client.transactions(token, { ...window, type }, offset),
        );
        const transactions = page.transactions ?? [];
        found.push(...transactions);
        offset += transactions.length;
        if (transactions.length === 0 || offset >= page.total) return found;
      }
    };
    // The first type alone (it renews an expired token once), the others at once.
    const [first, ...others] = TYPES;
    const read = [...(await readType(first)), ...(await Promise.all(others.map(readType))).flat()];
    await context.db.transaction(async (tx) => {
      const orderIds = await keepTransactions(tx, target, read);
      await applyFinanceCosts(tx, target.teamId, orderIds);
      await tx
        .update(ebayConnections)
        .set({ finances_synced_until: window.to })
        .where(eq(ebayConnections.id, connection.id));
    });
  } catch (error) {
    if (!(error instanceof EbayError)) throw error;
    if (error.kind !== 'forbidden')
      context.log.warn({ err: error, connection: connection.id }, 'eBay Finances could not be read; next sync');
  }
}

/** The transactions kept (each once), answering the orders they belong to. */
async function keepTransactions(tx: Transaction, target: ImportTarget, transactions: FinanceTransaction[]) {
  return keepTransactionRows(
    tx,
    transactions.filter((transaction) => orderOf(transaction) !== null).map((one) => transactionValues(target, one)),
  );
}

/** A transaction as kept: `amount` what it costs the seller (a CREDIT negative). */
export function transactionValues(target: ImportTarget, transaction: FinanceTransaction) {
  const cost = Math.abs(amountCents(transaction.amount)) * (transaction.bookingEntry === 'CREDIT' ? -1 : 1);
  const fee = transaction.totalFeeAmount ? amountCents(transaction.totalFeeAmount) : null;
  return {
    team_id: target.teamId,
    account_id: target.accountId,
    transaction_id: transaction.transactionId,
    transaction_type: transaction.transactionType,
    fee_type: transaction.feeType ?? null,
    order_id: orderOf(transaction),
    amount: centsText(cost),
    fee_amount: fee === null ? null : centsText(fee),
    transaction_date: transaction.transactionDate,
    payout_id: transaction.payoutId ?? null,
    currency: transaction.amount.currency || null,
  };
}

/**
 * Keeps each transaction once; one read again takes the payout that has since paid it out. Answers the
 * orders they belong to.
 */
export async function keepTransactionRows(tx: Transaction, rows: ReturnType<typeof transactionValues>[]) {
  const once = [...new Map(rows.map((row) => [`${row.transaction_type} ${row.transaction_id}`, row])).values()];
  await inChunks(once, CHUNK, (chunk) =>
    tx
      .insert(ebayFinanceTransactions)
      .values(chunk)
      .onConflictDoUpdate({
        target: [
          ebayFinanceTransactions.team_id,
          ebayFinanceTransactions.transaction_type,
          ebayFinanceTransactions.transaction_id,
        ],
        set: {
          payout_id: sql`coalesce(excluded.payout_id, ${ebayFinanceTransactions.payout_id})`,
          currency: sql`coalesce(excluded.currency, ${ebayFinanceTransactions.currency})`,
          updated_at: sql`now()`,
        },
        setWhere: sql`(excluded.payout_id is not null and ${ebayFinanceTransactions.payout_id} is distinct from excluded.payout_id)
          or (${ebayFinanceTransactions.currency} is null and excluded.currency is not null)`,
      })
      .returning({ id: ebayFinanceTransactions.id }),
  );
  return [...new Set(once.flatMap((row) => (row.order_id === null ? [] : [row.order_id])))];
}

/**
 * The sales of these orders take their kept transactions' costs: labels (less voided ones) as the
 * shipping cost, other charges (ad fees) less eBay's credits as other costs, and the order's fee less
 * the fees credited back on its refunds as the commission (a cancelled order books no fee to credit).
 * A cost of which the order has no transaction is left as it is.
 */
export async function applyFinanceCosts(tx: Transaction, teamId: number, orderIds: string[]) {
  await inChunks(orderIds, CHUNK, async (chunk) => {
    await applyToChunk(tx, teamId, chunk);
    return [];
  });
}

async function applyToChunk(tx: Transaction, teamId: number, orderIds: string[]) {
  await tx.execute(sql`
    update sales s set
      cost_shipping = coalesce(f.labels, s.cost_shipping),
      cost_other = coalesce(f.others, s.cost_other),
      cost_commission = coalesce(f.marketplace_fee + f.fee_credits, s.cost_commission)
    from (
      select o.sale_id, o.marketplace_fee,
        sum(t.amount) filter (where t.transaction_type = 'SHIPPING_LABEL') as labels,
        sum(t.amount) filter (where t.transaction_type in ('NON_SALE_CHARGE', 'CREDIT')) as others,
        sum(t.fee_amount) filter (
          where t.transaction_type = 'REFUND' and o.cancel_state is distinct from 'CANCELED'
        ) as fee_credits
      from ebay_orders o
      join ebay_finance_transactions t on t.team_id = o.team_id and t.order_id = o.order_id
      where o.team_id = ${teamId} and o.sale_id is not null
        and o.order_id in (${sql.join(
          orderIds.map((id) => sql`${id}`),
          sql`, `,
        )})
      group by o.sale_id, o.marketplace_fee
    ) f
    where s.id = f.sale_id and s.team_id = ${teamId}
      and (s.cost_shipping, s.cost_other, s.cost_commission) is distinct from (
        coalesce(f.labels, s.cost_shipping),
        coalesce(f.others, s.cost_other),
        coalesce(f.marketplace_fee + f.fee_credits, s.cost_commission)
      )`);
}
