import { and, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import { inventoryItems, listings, listingsInventoryItems, saleInventoryItems } from '../db/schema/index.ts';
import type { Transaction } from '../db/client.ts';

const unsold = notExists(
  sql`(select 1 from ${saleInventoryItems} where ${saleInventoryItems.inventory_item_id} = ${inventoryItems.id})`,
);

/**
 * The unsold item a line sold: its SKU is the item's tag or serial number, else the listing with the
 * line's eBay item id (legacyItemId) offers it. `taken` holds items other lines of the order took.
 */
export async function matchLine(
  tx: Transaction,
  teamId: number,
  line: { sku: string | null; legacyItemId: string | null },
  taken: number[],
): Promise<number | null> {
  const notTaken = taken.length > 0 ? sql`${inventoryItems.id} not in ${taken}` : undefined;
  if (line.sku) {
    const [bySku] = await tx
      .select({ id: inventoryItems.id })
      .from(inventoryItems)
      .where(
        and(
          eq(inventoryItems.team_id, teamId),
          or(eq(inventoryItems.tag_number, line.sku), eq(inventoryItems.serial_number, line.sku)),
          unsold,
          notTaken,
        ),
      )
      .orderBy(inventoryItems.id)
      .limit(1);
    if (bySku) return bySku.id;
  }
  if (!line.legacyItemId) return null;
  const [byListing] = await tx
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .innerJoin(listingsInventoryItems, eq(listingsInventoryItems.inventory_item_id, inventoryItems.id))
    .innerJoin(listings, eq(listings.id, listingsInventoryItems.listing_id))
    .where(and(eq(listings.team_id, teamId), eq(listings.external_id, line.legacyItemId), unsold, notTaken))
    .orderBy(inventoryItems.id)
    .limit(1);
  return byListing?.id ?? null;
}

/** The team's listing for an eBay item id, if any (the sale points at it). */
export async function listingOf(tx: Transaction, teamId: number, legacyItemIds: string[]): Promise<number | null> {
  if (legacyItemIds.length === 0) return null;
  const [listing] = await tx
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.team_id, teamId), inArray(listings.external_id, legacyItemIds)))
    .orderBy(listings.id)
    .limit(1);
  return listing?.id ?? null;
}
