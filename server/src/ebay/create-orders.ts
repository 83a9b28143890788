import { sql } from 'drizzle-orm';
import { ebayOrderLines, ebayOrders, saleInventoryItems, sales } from '../db/schema/index.ts';
import { inChunks } from '../db/chunks.ts';
import type { Transaction } from '../db/client.ts';
import type { EbayOrder } from '../integrations/ebay/ebay-types.ts';
import { markItemsSold, saleItemStatus } from '../items/item-status.ts';
import { endListingsOfSoldItems } from '../listings/listing-items.ts';
import { lineMatcher, listingsByEbayId } from './match-lines.ts';
import { isCancelled } from './order-money.ts';
import {
  ebayItemIdsOf,
  lineUnits,
  orderValues,
  saleValues,
  type ImportTarget,
  type OrderExtras,
} from './order-rows.ts';

/** Rows per multi-row insert, well under PostgreSQL's 65,535 parameters a statement. */
const CHUNK = 500;
const insertChunks = <Row, Returned>(rows: Row[], insert: (chunk: Row[]) => Promise<Returned[]>) =>
  inChunks(rows, CHUNK, insert);

/**
 * Imports orders seen for the first time, a page in a handful of statements whatever its size: the
 * orders, their sales, their lines (one row per unit, matched to items) and the sold items, each written
 * by one multi-row statement. Answers how many were created; an order another import created meanwhile
 * is left to it.
 */
export async function createOrders(
  tx: Transaction,
  target: ImportTarget,
  orders: EbayOrder[],
  extras: Map<string, OrderExtras>,
): Promise<number> {
  if (orders.length === 0) return 0;
  const { teamId } = target;
  const inserted = await insertChunks(
    orders.map((order) => ({ team_id: teamId, order_id: order.orderId, ...orderValues(target, order) })),
    (rows) =>
      tx
        .insert(ebayOrders)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: ebayOrders.id, orderId: ebayOrders.order_id }),
  );
  const orderRowId = new Map(inserted.map((row) => [row.orderId, row.id]));
  const created = orders.filter((order) => orderRowId.has(order.orderId));
  if (created.length === 0) return 0;
  const open = created.filter((order) => !isCancelled(order));

  const match = await lineMatcher(
    tx,
    teamId,
    open.flatMap((order) => order.lineItems),
  );
  const listingOf = await listingsByEbayId(tx, teamId, created.flatMap(ebayItemIdsOf));
  const lineRows: (typeof ebayOrderLines.$inferInsert)[] = [];
  const itemsOf = new Map<string, number[]>();
  for (const order of open) {
    const items: number[] = [];
    for (const line of order.lineItems) {
      for (const { unit, refunded, values } of lineUnits(order, line)) {
        const itemId = match(line);
        // A unit eBay refunded in full before it was ever imported sells nothing; its item stays as it is.
        if (itemId !== null && !refunded) items.push(itemId);
        lineRows.push({
          team_id: teamId,
          ebay_order_id: orderRowId.get(order.orderId)!,
          line_item_id: line.lineItemId,
          unit,
          ...values,
          inventory_item_id: itemId,
        });
      }
    }
    itemsOf.set(order.orderId, items);
  }

  const saleRows = await insertChunks(
    created.map((order) => ({
      team_id: teamId,
      ...saleValues(
        target,
        order,
        extras.get(order.orderId) ?? {},
        listingOf(ebayItemIdsOf(order), itemsOf.get(order.orderId)),
      ),
    })),
    (rows) =>
      tx.insert(sales).values(rows).returning({
        id: sales.id,
        orderNumber: sales.order_number,
        listingId: sales.listing_id,
        shippedAt: sales.shipped_at,
      }),
  );
  const pairs = saleRows.map((sale) => sql`(${orderRowId.get(sale.orderNumber!)!}::int, ${sale.id}::int)`);
  await tx.execute(
    sql`update ${ebayOrders} set sale_id = pair.sale_id from (values ${sql.join(pairs, sql`, `)}) as pair(id, sale_id)
        where ${ebayOrders.id} = pair.id`,
  );
  await insertChunks(lineRows, (rows) => tx.insert(ebayOrderLines).values(rows).returning({ id: ebayOrderLines.id }));

  const links = saleRows.flatMap((sale) => (itemsOf.get(sale.orderNumber!) ?? []).map((itemId) => ({ sale, itemId })));
  if (links.length === 0) return created.length;
  await insertChunks(
    links.map(({ sale, itemId }) => ({ team_id: teamId, sale_id: sale.id, inventory_item_id: itemId })),
    (rows) => tx.insert(saleInventoryItems).values(rows).returning({ id: saleInventoryItems.id }),
  );
  for (const status of ['sold', 'shipped'] as const) {
    const itemIds = links.filter(({ sale }) => saleItemStatus(sale.shippedAt) === status).map(({ itemId }) => itemId);
    await markItemsSold(tx, teamId, itemIds, status);
  }
  const saleListings = links.flatMap(({ sale }) => (sale.listingId === null ? [] : [sale.listingId]));
  await endListingsOfSoldItems(
    tx,
    teamId,
    links.map(({ itemId }) => itemId),
    [...new Set(saleListings)],
  );
  return created.length;
}
