import { and, eq, inArray } from 'drizzle-orm';
import type { EbayFetchPage, EbayImportPage } from '@flipstack/contract';
import { ebayOrders } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { withToken, type Connection } from './connections.ts';
import type { EbayContext } from './ebay-context.ts';
import { fetchOrdersPage } from './fetch-orders.ts';
import { importPage } from './order-failures.ts';
import { isCancelled } from './order-money.ts';
import { ebayTarget } from './target.ts';

type Range = { from: string; to: string; offset: number };

/** Two years before `now` as a calendar counts them: getOrders' oldest start (error 30830 before it). */
export function twoYearsBefore(now: number): number {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - 2);
  return date.getTime();
}

/**
 * The range as getOrders takes it: eBay refuses an end in the future (30850), so it is clamped to now
 * (a range "up to today" means up to this moment), and a start more than two years back (30830), which
 * is refused on its field with the first day that can be asked for.
 */
export function withinEbayRules(range: Range, now = Date.now()): Range {
  const from = Date.parse(range.from);
  const oldest = twoYearsBefore(now);
  if (from < oldest) {
    const message = `eBay returns orders of the last two years only: start on ${new Date(oldest + 86_400_000).toISOString().slice(0, 10)} or later.`;
    throw new AppError('BAD_REQUEST', message, { from: message });
  }
  if (from > now) {
    const message = 'eBay has no orders from the future: start today or earlier.';
    throw new AppError('BAD_REQUEST', message, { from: message });
  }
  return { ...range, to: new Date(Math.min(Date.parse(range.to), now)).toISOString() };
}
const nextOffset = (offset: number, count: number, total: number) =>
  count > 0 && offset + count < total ? offset + count : null;

/** One page of the orders created in the range, as eBay has them, marked when already imported (nothing is written). */
export async function fetchRangePage(
  context: EbayContext,
  connection: Connection,
  asked: Range,
): Promise<EbayFetchPage> {
  const range = withinEbayRules(asked);
  const page = await withToken(context, connection, (token) =>
    context.client.orders(token, { from: range.from, to: range.to, field: 'creationdate' }, range.offset),
  );
  const orders = page.orders ?? [];
  const imported = orders.length
    ? await context.db
        .select({ orderId: ebayOrders.order_id })
        .from(ebayOrders)
        .where(
          and(
            eq(ebayOrders.team_id, connection.team_id),
            inArray(
              ebayOrders.order_id,
              orders.map((order) => order.orderId),
            ),
          ),
        )
    : [];
  const known = new Set(imported.map((row) => row.orderId));
  return {
    rows: orders.map((order) => ({
      order_id: order.orderId,
      created_on_ebay_at: order.creationDate,
      buyer_username: order.buyer?.username ?? null,
      items: order.lineItems.reduce((sum, line) => sum + line.quantity, 0),
      total: order.pricingSummary?.total?.value ?? '0.00',
      cancelled: isCancelled(order),
      imported: known.has(order.orderId),
    })),
    total: page.total,
    next_offset: nextOffset(range.offset, orders.length, page.total),
  };
}

/** Imports one page of the orders created in the range (the same upsert as the background sync), in one transaction. */
export async function importRangePage(
  context: EbayContext,
  connection: Connection,
  asked: Range,
): Promise<EbayImportPage> {
  const range = withinEbayRules(asked);
  const page = await fetchOrdersPage(
    context,
    connection,
    { from: range.from, to: range.to, field: 'creationdate' },
    range.offset,
  );
  const target = await ebayTarget(context.db, connection);
  const counts = await importPage(context, target, page, async () => {});
  return { ...counts, total: page.total, next_offset: nextOffset(range.offset, page.orders.length, page.total) };
}
