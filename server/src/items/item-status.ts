import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { inventoryItems, listings, listingsInventoryItems, saleInventoryItems } from '../db/schema/index.ts';
import type { Transaction } from '../db/client.ts';

/** True while some active listing still offers the item. */
const hasActiveListing = sql`exists (
  select 1 from ${listingsInventoryItems}
  join ${listings} on ${listings.id} = ${listingsInventoryItems.listing_id}
  where ${listingsInventoryItems.inventory_item_id} = ${inventoryItems.id} and ${listings.status} = 'active')`;

function items(teamId: number, itemIds: number[]) {
  return and(eq(inventoryItems.team_id, teamId), inArray(inventoryItems.id, itemIds));
}

/** What a sale makes of its items: 'shipped' once the sale has gone out, 'sold' until then. */
export type SaleItemStatus = 'sold' | 'shipped';
export const SALE_ITEM_STATUSES: readonly SaleItemStatus[] = ['sold', 'shipped'];
export const saleItemStatus = (shippedAt: unknown): SaleItemStatus => (shippedAt ? 'shipped' : 'sold');

/** A sale took these items: they become sold (shipped, when the sale has gone out) and remember what they were. */
export async function markItemsSold(
  tx: Transaction,
  teamId: number,
  itemIds: number[],
  status: SaleItemStatus = 'sold',
): Promise<void> {
  if (itemIds.length === 0) return;
  // Both right-hand sides read the row as it was, so status_before_sale gets the old status.
  await tx
    .update(inventoryItems)
    .set({ status_before_sale: sql`${inventoryItems.status}`, status })
    .where(items(teamId, itemIds));
}

/**
 * A sale was shipped or un-shipped: its items follow. Only items the sale still holds as sold or shipped
 * move; one set by hand to returned or written off keeps that.
 */
export async function followSaleShipping(
  tx: Transaction,
  teamId: number,
  saleId: number,
  status: SaleItemStatus,
): Promise<void> {
  const ofTheSale = sql`${inventoryItems.id} in (
    select ${saleInventoryItems.inventory_item_id} from ${saleInventoryItems} where ${saleInventoryItems.sale_id} = ${saleId})`;
  await tx
    .update(inventoryItems)
    .set({ status })
    .where(
      and(
        eq(inventoryItems.team_id, teamId),
        ofTheSale,
        inArray(inventoryItems.status, [...SALE_ITEM_STATUSES]),
        ne(inventoryItems.status, status),
      ),
    );
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
