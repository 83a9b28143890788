import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { saleInventoryItems, sales } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { markItemsSold, restoreItemsAfterSale, saleItemStatus } from '../items/item-status.ts';
import { assertTeamItems } from '../items/team-items.ts';
import { endListingsOfSoldItems } from '../listings/listing-items.ts';
import type { Transaction } from '../db/client.ts';

/** An item can be sold once: 409 when it is already linked to a sale (other than the link being edited). */
export async function assertItemsNotSold(
  tx: Transaction,
  itemIds: number[],
  exceptLinkId?: number,
  field = 'inventory_item_id',
): Promise<void> {
  if (itemIds.length === 0) return;
  const conditions: SQL[] = [inArray(saleInventoryItems.inventory_item_id, itemIds)];
  if (exceptLinkId !== undefined) conditions.push(ne(saleInventoryItems.id, exceptLinkId));
  const [taken] = await tx
    .select({ itemId: saleInventoryItems.inventory_item_id, saleId: saleInventoryItems.sale_id })
    .from(saleInventoryItems)
    .where(and(...conditions))
    .limit(1);
  if (taken) {
    const message = `Inventory item ${taken.itemId} is already sold (sale #${taken.saleId}).`;
    throw new AppError('CONFLICT', message, { [field]: message });
  }
}

/** After items were linked to a sale: they are sold (shipped, if the sale has gone out), and listings left with nothing to sell end. */
export async function onItemsSold(tx: Transaction, teamId: number, saleId: number, itemIds: number[]): Promise<void> {
  if (itemIds.length === 0) return;
  const [sale] = await tx
    .select({ listingId: sales.listing_id, shippedAt: sales.shipped_at })
    .from(sales)
    .where(eq(sales.id, saleId));
  await markItemsSold(tx, teamId, itemIds, saleItemStatus(sale?.shippedAt));
  await endListingsOfSoldItems(tx, teamId, itemIds, sale?.listingId ? [sale.listingId] : []);
}

/** After items were unlinked from a sale: they return to their status before it. */
export async function onItemsUnsold(tx: Transaction, teamId: number, itemIds: number[]): Promise<void> {
  await restoreItemsAfterSale(tx, teamId, itemIds);
}

/**
 * Before a sale is written: its items, locked in id order. Every other writer of an item and its sale (a
 * cost edit, a link) holds the item first and then the sale; a sale's new date or shipping writes its
 * items after the sale, so taking them first keeps one order and the two never wait on each other crosswise.
 */
export async function lockSaleItems(tx: Transaction, teamId: number, saleId: number): Promise<void> {
  await tx.execute(sql`select lock_in_id_order('inventory_items', array(
    select ${saleInventoryItems.inventory_item_id} from ${saleInventoryItems}
    where ${saleInventoryItems.team_id} = ${teamId} and ${saleInventoryItems.sale_id} = ${saleId}))`);
}

async function linkedItemIds(tx: Transaction, teamId: number, saleId: number): Promise<number[]> {
  const links = await tx
    .select({ itemId: saleInventoryItems.inventory_item_id })
    .from(saleInventoryItems)
    .where(and(eq(saleInventoryItems.team_id, teamId), eq(saleInventoryItems.sale_id, saleId)));
  return links.map((link) => link.itemId);
}

/** The sale's items become exactly `itemIds` (inventory_item_ids on sale create/update). */
export async function setSaleItems(tx: Transaction, teamId: number, saleId: number, itemIds: number[]): Promise<void> {
  const wanted = [...new Set(itemIds)];
  await assertTeamItems(tx, teamId, wanted, 'inventory_item_ids');
  const current = await linkedItemIds(tx, teamId, saleId);
  const removed = current.filter((id) => !wanted.includes(id));
  const added = wanted.filter((id) => !current.includes(id));
  await assertItemsNotSold(tx, added, undefined, 'inventory_item_ids');
  if (removed.length > 0) {
    await tx
      .delete(saleInventoryItems)
      .where(and(eq(saleInventoryItems.sale_id, saleId), inArray(saleInventoryItems.inventory_item_id, removed)));
    await onItemsUnsold(tx, teamId, removed);
  }
  if (added.length > 0) {
    await tx
      .insert(saleInventoryItems)
      .values(added.map((itemId) => ({ team_id: teamId, sale_id: saleId, inventory_item_id: itemId })));
    await onItemsSold(tx, teamId, saleId, added);
  }
}

/** Before a sale is deleted: its items return to their status before it. */
export async function releaseSaleItems(tx: Transaction, teamId: number, saleId: number): Promise<void> {
  const itemIds = await linkedItemIds(tx, teamId, saleId);
  await tx.delete(saleInventoryItems).where(eq(saleInventoryItems.sale_id, saleId));
  await onItemsUnsold(tx, teamId, itemIds);
}
