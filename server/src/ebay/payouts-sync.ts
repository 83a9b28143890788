import { and, eq, inArray, sql } from 'drizzle-orm';
import { ebayConnections, ebayFinanceTransactions, ebayPayouts } from '../db/schema/index.ts';
import type { Database, Transaction } from '../db/client.ts';
import { EbayError } from '../integrations/ebay/ebay-error.ts';
import type { EbayPayout, FinanceTransaction } from '../integrations/ebay/ebay-types.ts';
import { withToken, type Connection } from './connections.ts';
import type { EbayContext } from './ebay-context.ts';
import { applyFinanceCosts, keepTransactionRows, transactionValues } from './finances.ts';
import { amountCents, centsText } from './order-money.ts';
import type { ImportTarget } from './order-rows.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Each read goes back this far before the last one's end: a payout's status moves on for days after its date. */
const STATUS_CHANGES_MS = 14 * DAY_MS;
/** The first read of an account: as far back as the first sync of its orders. */
const FIRST_READ_MS = 30 * DAY_MS;

/**
 * Reads the account's payouts dated since two weeks before the last read (getPayouts, page by page),
 * keeps each once with its latest status and amount, and reads the transactions of each payout of which
 * fewer are kept than eBay counts (getTransactions by payoutId), so every payout can be added up. eBay
 * refusing Finances (no scope) or failing leaves it for the next sync; the orders never wait for it.
 */
export async function syncPayouts(context: EbayContext, connection: Connection, target: ImportTarget) {
  const now = Date.now();
  const last = connection.payouts_synced_until ? Date.parse(connection.payouts_synced_until) : null;
  const window = {
    from: new Date(last === null ? now - FIRST_READ_MS : last - STATUS_CHANGES_MS).toISOString(),
    to: new Date(now).toISOString(),
  };
  try {
    const payouts: EbayPayout[] = [];
    for (let offset = 0; ;) {
      const page = await withToken(context, connection, (token) => context.client.payouts(token, window, offset));
      const found = page.payouts ?? [];
      payouts.push(...found);
      offset += found.length;
      if (found.length === 0 || offset >= page.total) break;
    }
    const transactions: FinanceTransaction[] = [];
    for (const payoutId of await payoutsToRead(context.db, target.teamId, payouts))
      transactions.push(...(await readPayoutTransactions(context, connection, payoutId)));
    await context.db.transaction(async (tx) => {
      if (payouts.length > 0) await keepPayouts(tx, target, payouts);
      const orderIds = await keepTransactionRows(
        tx,
        transactions.map((one) => transactionValues(target, one)),
      );
      await applyFinanceCosts(tx, target.teamId, orderIds);
      await tx
        .update(ebayConnections)
        .set({ payouts_synced_until: window.to })
        .where(eq(ebayConnections.id, connection.id));
    });
  } catch (error) {
    if (!(error instanceof EbayError)) throw error;
    if (error.kind !== 'forbidden')
      context.log.warn({ err: error, connection: connection.id }, 'eBay payouts could not be read; next sync');
  }
}

/** The payouts of which Flipstack keeps fewer transactions than eBay counts. */
async function payoutsToRead(db: Database, teamId: number, payouts: EbayPayout[]): Promise<string[]> {
  if (payouts.length === 0) return [];
  const kept = await db
    .select({ payoutId: ebayFinanceTransactions.payout_id, count: sql<number>`count(*)::int` })
    .from(ebayFinanceTransactions)
    .where(
      and(
        eq(ebayFinanceTransactions.team_id, teamId),
        inArray(
          ebayFinanceTransactions.payout_id,
          payouts.map((payout) => payout.payoutId),
        ),
      ),
    )
    .groupBy(ebayFinanceTransactions.payout_id);
  const counts = new Map(kept.map((row) => [row.payoutId, Number(row.count)]));
  return payouts
    .filter((payout) => (counts.get(payout.payoutId) ?? 0) < (payout.transactionCount ?? Number.POSITIVE_INFINITY))
    .map((payout) => payout.payoutId);
}

/** Every transaction of a payout; eBay ignores `limit` with a payoutId, so the pages are only a precaution. */
async function readPayoutTransactions(context: EbayContext, connection: Connection, payoutId: string) {
  const found: FinanceTransaction[] = [];
  for (let offset = 0; ;) {
    const page = await withToken(context, connection, (token) =>
      context.client.payoutTransactions(token, payoutId, offset),
    );
    const transactions = page.transactions ?? [];
    // The payout they belong to, even where eBay leaves it out of a filtered answer.
    found.push(...transactions.map((one) => ({ ...one, payoutId: one.payoutId ?? payoutId })));
    offset += transactions.length;
    if (transactions.length === 0 || offset >= page.total) return found;
  }
}

/** Each payout once, its status, amount and count as eBay last gave them. */
async function keepPayouts(tx: Transaction, target: ImportTarget, payouts: EbayPayout[]) {
  const once = [...new Map(payouts.map((payout) => [payout.payoutId, payout])).values()];
  const rows = once.map((payout) => ({
    team_id: target.teamId,
    account_id: target.accountId,
    payout_id: payout.payoutId,
    payout_status: payout.payoutStatus,
    payout_date: payout.payoutDate,
    amount: centsText(amountCents(payout.amount)),
    currency: payout.amount.currency,
    transaction_count: payout.transactionCount ?? 0,
    instrument: instrumentOf(payout),
  }));
  await tx
    .insert(ebayPayouts)
    .values(rows)
    .onConflictDoUpdate({
      target: [ebayPayouts.team_id, ebayPayouts.payout_id],
      set: {
        payout_status: sql`excluded.payout_status`,
        payout_date: sql`excluded.payout_date`,
        amount: sql`excluded.amount`,
        currency: sql`excluded.currency`,
        transaction_count: sql`excluded.transaction_count`,
        instrument: sql`excluded.instrument`,
        updated_at: sql`now()`,
      },
      setWhere: sql`(${ebayPayouts.payout_status}, ${ebayPayouts.payout_date}, ${ebayPayouts.amount}, ${ebayPayouts.currency},
        ${ebayPayouts.transaction_count}, ${ebayPayouts.instrument}) is distinct from (excluded.payout_status,
        excluded.payout_date, excluded.amount, excluded.currency, excluded.transaction_count, excluded.instrument)`,
    });
}

/** "Checking ••1234": the bank account as the seller named it. */
function instrumentOf(payout: EbayPayout): string | null {
  const instrument = payout.payoutInstrument;
  if (!instrument) return null;
  const parts = [
    instrument.nickname,
    instrument.accountLastFourDigits ? `••${instrument.accountLastFourDigits}` : null,
  ];
  const text = parts.filter(Boolean).join(' ');
  return text === '' ? null : text;
}
