import { eq, sql } from 'drizzle-orm';
import { ebayConnections } from '../db/schema/index.ts';
import { rowsOf } from '../db/raw.ts';
import type { Database } from '../db/client.ts';
import { EbayError } from '../integrations/ebay/ebay-error.ts';
import { AppError } from '../http/app-error.ts';
import type { Connection } from './connections.ts';
import type { EbayContext } from './ebay-context.ts';
import type { ImportCounts } from './import-orders.ts';
import { dueFailures, importPage, notReturned } from './order-failures.ts';
import { readWindow } from './order-slices.ts';
import { fetchOrdersById } from './fetch-orders.ts';
import { syncFinances } from './finances.ts';
import { syncPayouts } from './payouts-sync.ts';
import type { ImportTarget } from './order-rows.ts';
import { ebayTarget } from './target.ts';

/** A lease outlives any one page; a crashed instance's account is picked up again after it. */
const LEASE_SECONDS = 120;
/** Each window starts this much before the last one ended, so an order modified at the edge is not missed. */
const OVERLAP_MS = 10 * 60 * 1000;
/** A newly connected account imports the orders of the last 30 days by itself; older ones through /ebay-orders/get/. */
export const FIRST_SYNC_DAYS = 30;

/**
 * Takes one account whose sync is due and that no instance holds: FOR UPDATE SKIP LOCKED picks a row
 * no other transaction is claiming, and the lease keeps the others off it until the sync ends.
 */
export async function claimDueConnection(db: Database, owner: string, onlyId?: number): Promise<Connection | null> {
  const only = onlyId === undefined ? sql`` : sql`and id = ${onlyId}`;
  const [claimed] = await rowsOf<{ id: number }>(
    db,
    sql`update ebay_connections set lease_owner = ${owner}, lease_until = now() + make_interval(secs => ${LEASE_SECONDS})
        where id = (
          select id from ebay_connections
          where status = 'connected' and next_sync_at <= now() and (lease_until is null or lease_until < now()) ${only}
          order by next_sync_at limit 1 for update skip locked)
        returning id`,
  );
  if (!claimed) return null;
  const [row] = await db.select().from(ebayConnections).where(eq(ebayConnections.id, claimed.id));
  return row ?? null;
}

async function renewLease(db: Database, connection: Connection, owner: string, values: Partial<Connection> = {}) {
  await db
    .update(ebayConnections)
    .set({ ...values, lease_until: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(sql`${ebayConnections.id} = ${connection.id} and ${ebayConnections.lease_owner} = ${owner}`);
}

/**
 * Imports every order of the account's current window (orders modified from a little before the last
 * sync up to now), a slice at a time (readWindow). Each slice commits with where the rest of the window
 * starts, so an interrupted sync resumes at the slice it stopped on; the lease is released and the next
 * sync scheduled whatever happens.
 */
export async function syncConnection(
  context: EbayContext,
  connection: Connection,
  owner: string,
): Promise<ImportCounts> {
  const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0 };
  const nextSync = () => sql`now() + make_interval(secs => ${context.pollSeconds})`;
  try {
    if (!connection.window_from || !connection.window_to) {
      const now = Date.now();
      const from = connection.synced_until
        ? Date.parse(connection.synced_until) - OVERLAP_MS
        : now - FIRST_SYNC_DAYS * 24 * 60 * 60 * 1000;
      Object.assign(connection, { window_from: new Date(from).toISOString(), window_to: new Date(now).toISOString() });
      await renewLease(context.db, connection, owner, {
        window_from: connection.window_from,
        window_to: connection.window_to,
      });
    }
    const window = { from: connection.window_from!, to: connection.window_to! };
    const target = await ebayTarget(context.db, connection);
    const add = (more: ImportCounts) => {
      for (const key of ['created', 'updated', 'unchanged'] as const) counts[key] += more[key];
    };
    add(await retryFailedOrders(context, connection, target));
    await readWindow(context, connection, window, async (page, restFrom) =>
      add(
        await importPage(context, target, page, async (tx) => {
          await tx
            .update(ebayConnections)
            .set({
              ...(restFrom ? { window_from: restFrom } : {}),
              lease_until: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
            })
            .where(eq(ebayConnections.id, connection.id));
        }),
      ),
    );
    await syncFinances(context, connection, target);
    await syncPayouts(context, connection, target);
    await context.db
      .update(ebayConnections)
      .set({
        synced_until: window.to,
        window_from: null,
        window_to: null,
        last_sync_at: sql`now()`,
        last_sync_error: null,
        next_sync_at: nextSync(),
        lease_until: null,
        lease_owner: null,
      })
      .where(eq(ebayConnections.id, connection.id));
    return counts;
  } catch (error) {
    const reason =
      error instanceof EbayError || error instanceof AppError ? error.message : 'The sync failed; it will try again.';
    if (!(error instanceof EbayError || error instanceof AppError))
      context.log.error({ err: error, connection: connection.id }, 'eBay sync failed');
    // A refused refresh already marked the account "needs reconnect" (no next sync).
    await context.db
      .update(ebayConnections)
      .set({
        last_sync_error: reason,
        next_sync_at: sql`case when ${ebayConnections.status} = 'connected' then ${nextSync()} else null end`,
        lease_until: null,
        lease_owner: null,
      })
      .where(eq(ebayConnections.id, connection.id));
    throw error;
  }
}

/**
 * The account's failing orders that are due, asked for again by their ids and imported in full. eBay
 * failing to answer leaves them for a later sync: it never holds back the window.
 */
async function retryFailedOrders(
  context: EbayContext,
  connection: Connection,
  target: ImportTarget,
): Promise<ImportCounts> {
  const none = { created: 0, updated: 0, unchanged: 0 };
  const due = await dueFailures(context.db, connection.account_id);
  if (due.length === 0) return none;
  try {
    const page = await fetchOrdersById(context, connection, due);
    await notReturned(context, target, due, page);
    return await importPage(context, target, page, async () => {});
  } catch (error) {
    if (!(error instanceof EbayError)) throw error;
    context.log.warn({ err: error, connection: connection.id }, 'eBay did not return the failing orders');
    return none;
  }
}
