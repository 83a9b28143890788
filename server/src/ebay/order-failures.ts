import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { EbayOrderFailuresResponse } from '@flipstack/contract';
import { accounts, ebayOrderFailures } from '../db/schema/index.ts';
import type { Database, Transaction } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { EbayError } from '../integrations/ebay/ebay-error.ts';
import type { EbayContext } from './ebay-context.ts';
import type { OrdersPage } from './fetch-orders.ts';
import { applyFinanceCosts } from './finances.ts';
import { importOrders, type ImportCounts } from './import-orders.ts';
import type { ImportTarget } from './order-rows.ts';

/** A failing order is asked for again after the poll interval doubled per failure, at most this long. */
const MAX_RETRY_SECONDS = 6 * 60 * 60;
/** Failing orders asked for again in one sync: getOrders' most orderIds. */
export const RETRY_BATCH = 50;

/**
 * Imports a page in one transaction with `done` (the sync's cursor), and keeps its failures: an order
 * whose other calls eBay refused is imported without what they add and kept failing with eBay's reason.
 * When the page cannot be written, each order is written on its own, and the ones the database refuses
 * are kept failing, so one order never holds back the others or the window.
 */
export async function importPage(
  context: EbayContext,
  target: ImportTarget,
  page: OrdersPage,
  done: (tx: Transaction) => Promise<void>,
): Promise<ImportCounts> {
  const failures = new Map(page.failures);
  try {
    return await context.db.transaction(async (tx) => {
      const counts = await importOrders(tx, target, page.orders, page.extras, page.failing);
      await applyFinanceCosts(
        tx,
        target.teamId,
        page.orders.map((order) => order.orderId),
      );
      await keepFailures(tx, target, context.pollSeconds, fineOf(page, failures), failures);
      await done(tx);
      return counts;
    });
  } catch (error) {
    if (error instanceof AppError || error instanceof EbayError) throw error;
    context.log.warn({ err: error }, 'an eBay page could not be imported at once; importing its orders one by one');
  }
  const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0 };
  for (const order of page.orders) {
    try {
      const one = await context.db.transaction(async (tx) => {
        const imported = await importOrders(tx, target, [order], page.extras, page.failing);
        await applyFinanceCosts(tx, target.teamId, [order.orderId]);
        return imported;
      });
      for (const key of ['created', 'updated', 'unchanged'] as const) counts[key] += one[key];
    } catch (error) {
      context.log.error({ err: error, orderId: order.orderId }, 'an eBay order could not be imported');
      failures.set(order.orderId, 'Flipstack could not import this order as eBay sent it; it tries again later.');
    }
  }
  await context.db.transaction(async (tx) => {
    await keepFailures(tx, target, context.pollSeconds, fineOf(page, failures), failures);
    await done(tx);
  });
  return counts;
}

const fineOf = (page: OrdersPage, failures: Map<string, string>) =>
  page.orders.map((order) => order.orderId).filter((orderId) => !failures.has(orderId));

/** Failing orders kept (each failure again pushes its next try further); the fine ones' failures gone. */
async function keepFailures(
  tx: Transaction,
  target: ImportTarget,
  pollSeconds: number,
  fine: string[],
  failures: Map<string, string>,
) {
  if (fine.length > 0) {
    await tx
      .delete(ebayOrderFailures)
      .where(and(eq(ebayOrderFailures.team_id, target.teamId), inArray(ebayOrderFailures.order_id, fine)));
  }
  for (const [orderId, reason] of failures) {
    const retryAt = (attempts: ReturnType<typeof sql>) =>
      sql`now() + make_interval(secs => least(${MAX_RETRY_SECONDS}, ${pollSeconds} * power(2, ${attempts})))`;
    await tx
      .insert(ebayOrderFailures)
      .values({
        team_id: target.teamId,
        account_id: target.accountId,
        order_id: orderId,
        reason,
        retry_at: retryAt(sql`1`),
      })
      .onConflictDoUpdate({
        target: [ebayOrderFailures.team_id, ebayOrderFailures.order_id],
        set: {
          reason,
          attempts: sql`${ebayOrderFailures.attempts} + 1`,
          retry_at: retryAt(sql`least(${ebayOrderFailures.attempts} + 1, 20)`),
          updated_at: sql`now()`,
        },
      });
  }
}

/** The account's failing orders due for another try, oldest try first. */
export async function dueFailures(db: Database, accountId: number): Promise<string[]> {
  const rows = await db
    .select({ orderId: ebayOrderFailures.order_id })
    .from(ebayOrderFailures)
    .where(and(eq(ebayOrderFailures.account_id, accountId), lte(ebayOrderFailures.retry_at, sql`now()`)))
    .orderBy(asc(ebayOrderFailures.retry_at))
    .limit(RETRY_BATCH);
  return rows.map((row) => row.orderId);
}

/** Failing orders eBay did not return by their id: kept, with that as their reason, and tried later. */
export async function notReturned(context: EbayContext, target: ImportTarget, asked: string[], got: OrdersPage) {
  const returned = new Set(got.orders.map((order) => order.orderId));
  const missing = asked.filter((orderId) => !returned.has(orderId));
  if (missing.length === 0) return;
  const reason = 'eBay did not return this order when asked for it by its id.';
  await context.db.transaction((tx) =>
    keepFailures(tx, target, context.pollSeconds, [], new Map(missing.map((orderId) => [orderId, reason]))),
  );
}

/** The team's failing orders, newest failure first, with the account each belongs to. */
export async function listOrderFailures(db: Database, teamId: number): Promise<EbayOrderFailuresResponse> {
  const rows = await db
    .select({
      order_id: ebayOrderFailures.order_id,
      account_id: ebayOrderFailures.account_id,
      account_name: accounts.name,
      reason: ebayOrderFailures.reason,
      attempts: ebayOrderFailures.attempts,
      failing_since: ebayOrderFailures.created_at,
      retry_at: ebayOrderFailures.retry_at,
    })
    .from(ebayOrderFailures)
    .innerJoin(accounts, eq(accounts.id, ebayOrderFailures.account_id))
    .where(eq(ebayOrderFailures.team_id, teamId))
    .orderBy(sql`${ebayOrderFailures.updated_at} desc`, sql`${ebayOrderFailures.id} desc`)
    .limit(100);
  const [counted] = await db
    .select({ total: count() })
    .from(ebayOrderFailures)
    .where(eq(ebayOrderFailures.team_id, teamId));
  return { rows, total: counted?.total ?? 0 };
}
