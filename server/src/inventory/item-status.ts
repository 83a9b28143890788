import { and, eq, inArray, sql } from 'drizzle-orm';
import { inventoryItems, listings, listingsInventoryItems } from '../db/schema/index.ts';
import type { Transaction } from '../resources/define.ts';

/** True while some active listing still offers the item. */
const hasActiveListing = sql`exists (
  select 1 from ${listingsInventoryItems}
  join ${listings} on ${listings.id} = ${listingsInventoryItems.listing_id}
  where ${listingsInventoryItems.inventory_item_id} = ${inventoryItems.id} and ${listings.status} = 'active')`;

function items(teamId: number, itemIds: number[]) {
  return and(eq(inventoryItems.team_id, teamId), inArray(inventoryItems.id, itemIds));
}

/** A sale took these items: they become sold and remember what they were. */
export async function markItemsSold(tx: Transaction, teamId: number, itemIds: number[]): Promise<void> {
  if (itemIds.length === 0) return;
  // Both right-hand sides read the row as it was, so status_before_sale gets the old status.
  await tx.update(inventoryItems).set({ status_before_sale: sql`${inventoryItems.status}`, status: 'sold' }).where(items(teamId, itemIds));
}

/** A sale let go of these items: back to what they were, but 'listed' only while a listing is still active. */
export async function restoreItemsAfterSale(tx: Transaction, teamId: number, itemIds: number[]): Promise<void> {
  if (itemIds.length === 0) return;
  const previous = sql`coalesce(${inventoryItems.status_before_sale}, 'in_stock')`;
  await tx
    .update(inventoryItems)
    .set({
      status: sql`case when ${previous} = 'listed' and not ${hasActiveListing} then 'in_stock' else ${previous} end`,
      status_before_sale: null,
    })
    .where(items(teamId, itemIds));
}

/** Items on an active listing are 'listed' — unless they are not on hand to sell (sold, shipped…). */
export async function markItemsListed(tx: Transaction, teamId: number, itemIds: number[]): Promise<void> {
  if (itemIds.length === 0) return;
  await tx
    .update(inventoryItems)
    .set({ status: 'listed' })
    .where(and(items(teamId, itemIds), inArray(inventoryItems.status, ['in_stock', 'in_transit'])));
}

/** Listed items that no active listing offers any more go back to in_stock. */
export async function unlistItems(tx: Transaction, teamId: number, itemIds: number[]): Promise<void> {
  if (itemIds.length === 0) return;
  await tx
    .update(inventoryItems)
    .set({ status: 'in_stock' })
    .where(and(items(teamId, itemIds), eq(inventoryItems.status, 'listed'), sql`not ${hasActiveListing}`));
}
