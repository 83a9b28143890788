import { and, eq, gt, inArray, notInArray } from 'drizzle-orm';
import { ebayOrderLines, ebayOrders, inventoryItems, saleInventoryItems, sales } from '../db/schema/index.ts';
import type { Transaction } from '../db/client.ts';
import type { EbayOrder } from '../integrations/ebay/ebay-types.ts';
import { itemsFollowShipping } from '../sales/sale-shipping.ts';
import { setSaleItems } from '../sales/sale-items.ts';
import { createOrders } from './create-orders.ts';
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

export type ImportCounts = { created: number; updated: number; unchanged: number };

/**
 * Upserts a page of orders by orderId in the caller's transaction: each order (raw JSON kept) becomes
 * or updates one sale, its lines are matched to items, and the items are sold through the sale rules.
 * New orders are written together (createOrders); an order eBay changed since its import is updated on
 * its own; one eBay has not modified since is left alone (unless named in `refresh`), so a sync run twice
 * changes nothing.
 */
export async function importOrders(
  tx: Transaction,
  target: ImportTarget,
  pageOrders: EbayOrder[],
  extras: Map<string, OrderExtras> = new Map(),
  refresh: ReadonlySet<string> = new Set(),
): Promise<ImportCounts> {
  const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0 };
  const orders = [...new Map(pageOrders.map((order) => [order.orderId, order])).values()];
  if (orders.length === 0) return counts;
  const known = await tx
    .select({ id: ebayOrders.id, orderId: ebayOrders.order_id, modified: ebayOrders.modified_on_ebay_at })
    .from(ebayOrders)
    .where(
      and(
        eq(ebayOrders.team_id, target.teamId),
        inArray(
          ebayOrders.order_id,
          orders.map((order) => order.orderId),
        ),
      ),
    );
  const modifiedAt = new Map(known.map((row) => [row.orderId, Date.parse(row.modified)]));
  const fresh = orders.filter((order) => !modifiedAt.has(order.orderId));
  // `refresh`: orders whose last import failed in part, updated whatever their date.
  const changed = orders.filter(
    (order) =>
      modifiedAt.has(order.orderId) &&
      (refresh.has(order.orderId) || modifiedAt.get(order.orderId)! < Date.parse(order.lastModifiedDate)),
  );
  counts.created = await createOrders(tx, target, fresh, extras);
  for (const order of changed) await updateOrder(tx, target, order, extras.get(order.orderId) ?? {});
  counts.updated = changed.length;
  counts.unchanged = orders.length - counts.created - counts.updated;
  return counts;
}

/** An order eBay changed since its import: the kept order, its sale, its lines and its sold items follow. */
async function updateOrder(tx: Transaction, target: ImportTarget, order: EbayOrder, extra: OrderExtras) {
  const values = orderValues(target, order);
  const [row] = await tx
    .update(ebayOrders)
    .set(values)
    .where(and(eq(ebayOrders.team_id, target.teamId), eq(ebayOrders.order_id, order.orderId)))
    .returning({ id: ebayOrders.id, saleId: ebayOrders.sale_id });
  const { sold: itemIds, refunded } = isCancelled(order)
    ? { sold: [], refunded: [] }
    : await matchedItems(tx, target.teamId, row!.id, order);
  const ebayItemIds = ebayItemIdsOf(order);
  const listingOf = await listingsByEbayId(tx, target.teamId, ebayItemIds);
  const sale = saleValues(target, order, extra, listingOf(ebayItemIds, itemIds));
  let saleId = row!.saleId;
  if (saleId === null) {
    // The sale was deleted by hand: the changed order makes it again.
    const [created] = await tx
      .insert(sales)
      .values({ team_id: target.teamId, ...sale })
      .returning({ id: sales.id });
    saleId = created!.id;
    await tx.update(ebayOrders).set({ sale_id: saleId }).where(eq(ebayOrders.id, row!.id));
  } else {
    await tx
      .update(sales)
      .set(sale)
      .where(and(eq(sales.team_id, target.teamId), eq(sales.id, saleId)));
  }
  const before = await tx
    .select({ itemId: saleInventoryItems.inventory_item_id })
    .from(saleInventoryItems)
    .where(eq(saleInventoryItems.sale_id, saleId));
  await setSaleItems(tx, target.teamId, saleId, itemIds);
  await itemsFollowShipping(tx, target.teamId, saleId);
  // A unit refunded in full gives its item back as returned (docs/decisions.md), to be checked and sold again.
  const returned = refunded.filter((itemId) => before.some((row) => row.itemId === itemId));
  if (returned.length > 0) {
    await tx
      .update(inventoryItems)
      .set({ status: 'returned' })
      .where(and(eq(inventoryItems.team_id, target.teamId), inArray(inventoryItems.id, returned)));
  }
}

/**
 * The order's lines kept, one row per unit sold (a unit's chosen item survives a re-import), and matched
 * when not yet: a line of quantity 2 sells two items. Answers the items sold, and those of units eBay
 * refunded in full, which are not.
 */
async function matchedItems(tx: Transaction, teamId: number, ebayOrderId: number, order: EbayOrder) {
  const kept = await tx
    .select({
      lineItemId: ebayOrderLines.line_item_id,
      unit: ebayOrderLines.unit,
      itemId: ebayOrderLines.inventory_item_id,
    })
    .from(ebayOrderLines)
    .where(eq(ebayOrderLines.ebay_order_id, ebayOrderId));
  const unitKey = (lineItemId: string, unit: number) => `${lineItemId}#${unit}`;
  const keptItem = new Map(kept.map((line) => [unitKey(line.lineItemId, line.unit), line.itemId]));
  const match = await lineMatcher(
    tx,
    teamId,
    order.lineItems,
    kept.flatMap((row) => (row.itemId === null ? [] : [row.itemId])),
  );
  const taken: number[] = [];
  const refunded: number[] = [];
  for (const line of order.lineItems) {
    const units = lineUnits(order, line);
    for (const { unit, refunded: isRefunded, values: unitValues } of units) {
      const itemId = keptItem.get(unitKey(line.lineItemId, unit)) ?? match(line);
      if (itemId !== null) (isRefunded ? refunded : taken).push(itemId);
      const values = { ...unitValues, inventory_item_id: itemId };
      await tx
        .insert(ebayOrderLines)
        .values({ team_id: teamId, ebay_order_id: ebayOrderId, line_item_id: line.lineItemId, unit, ...values })
        .onConflictDoUpdate({
          target: [ebayOrderLines.ebay_order_id, ebayOrderLines.line_item_id, ebayOrderLines.unit],
          set: values,
        });
    }
    // A line whose quantity went down (a partial cancellation) keeps only its first units.
    await tx
      .delete(ebayOrderLines)
      .where(
        and(
          eq(ebayOrderLines.ebay_order_id, ebayOrderId),
          eq(ebayOrderLines.line_item_id, line.lineItemId),
          gt(ebayOrderLines.unit, units.length),
        ),
      );
  }
  const lineIds = order.lineItems.map((line) => line.lineItemId);
  if (lineIds.length > 0) {
    await tx
      .delete(ebayOrderLines)
      .where(and(eq(ebayOrderLines.ebay_order_id, ebayOrderId), notInArray(ebayOrderLines.line_item_id, lineIds)));
  }
  return { sold: [...new Set(taken)], refunded: [...new Set(refunded)] };
}
