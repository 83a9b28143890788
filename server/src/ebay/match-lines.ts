import { and, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import { inventoryItems, listings, listingsInventoryItems, saleInventoryItems } from '../db/schema/index.ts';
import type { Transaction } from '../db/client.ts';

const unsold = notExists(
  sql`(select 1 from ${saleInventoryItems} where ${saleInventoryItems.inventory_item_id} = ${inventoryItems.id})`,
);

type Line = {
  sku?: string | null | undefined;
  legacyItemId?: string | null | undefined;
  legacyVariationId?: string | null | undefined;
};
/** Picks the item a unit of a line sold, or null; an item is picked once. */
export type LineMatcher = (line: Line) => number | null;

/**
 * Matches units of order lines to unsold items: a line's SKU is an item's tag or serial number, else the
 * listing with the line's eBay item id (legacyItemId) offers the item; the lowest id goes first. A line
 * of a multi-variation listing (legacyVariationId) is matched by its variation's SKU only: the listing's
 * items may be of any variation, so without its SKU it waits to be matched by hand. The
 * candidates of all `lines` are read in two queries; `taken` (items already chosen) are never picked.
 */
export async function lineMatcher(
  tx: Transaction,
  teamId: number,
  lines: Line[],
  taken: Iterable<number> = [],
): Promise<LineMatcher> {
  const skus = [...new Set(lines.flatMap((line) => (line.sku ? [line.sku] : [])))];
  const ebayItemIds = [...new Set(lines.flatMap((line) => (line.legacyItemId ? [line.legacyItemId] : [])))];
  const bySku = new Map<string, number[]>();
  const byListing = new Map<string, number[]>();
  const add = (index: Map<string, number[]>, key: string | null, id: number) => {
    if (key === null) return;
    const ids = index.get(key) ?? [];
    if (ids.at(-1) !== id) ids.push(id);
    index.set(key, ids);
  };
  if (skus.length > 0) {
    const rows = await tx
      .select({ id: inventoryItems.id, tag: inventoryItems.tag_number, serial: inventoryItems.serial_number })
      .from(inventoryItems)
      .where(
        and(
          eq(inventoryItems.team_id, teamId),
          or(inArray(inventoryItems.tag_number, skus), inArray(inventoryItems.serial_number, skus)),
          unsold,
        ),
      )
      .orderBy(inventoryItems.id);
    for (const row of rows) {
      add(bySku, row.tag, row.id);
      add(bySku, row.serial, row.id);
    }
  }
  if (ebayItemIds.length > 0) {
    const rows = await tx
      .select({ id: inventoryItems.id, ebayItemId: listings.external_id })
      .from(inventoryItems)
      .innerJoin(listingsInventoryItems, eq(listingsInventoryItems.inventory_item_id, inventoryItems.id))
      .innerJoin(listings, eq(listings.id, listingsInventoryItems.listing_id))
      .where(and(eq(listings.team_id, teamId), inArray(listings.external_id, ebayItemIds), unsold))
      .orderBy(inventoryItems.id);
    for (const row of rows) add(byListing, row.ebayItemId, row.id);
  }
  const used = new Set(taken);
  const pick = (candidates: number[] | undefined) => {
    const id = candidates?.find((candidate) => !used.has(candidate));
    if (id === undefined) return null;
    used.add(id);
    return id;
  };
  return (line) =>
    (line.sku ? pick(bySku.get(line.sku)) : null) ??
    (line.legacyItemId && !line.legacyVariationId ? pick(byListing.get(line.legacyItemId)) : null);
}

/**
 * The team's listing for each eBay item id, which a sale points at: the one offering an item the sale
 * sold (several listings may share a multi-variation listing's id, one a variation), else the lowest id.
 */
export async function listingsByEbayId(
  tx: Transaction,
  teamId: number,
  ebayItemIds: string[],
): Promise<(ebayItemIds: string[], soldItemIds?: number[]) => number | null> {
  const wanted = [...new Set(ebayItemIds)];
  const rows =
    wanted.length === 0
      ? []
      : await tx
          .select({
            id: listings.id,
            ebayItemId: listings.external_id,
            itemId: listingsInventoryItems.inventory_item_id,
          })
          .from(listings)
          .leftJoin(listingsInventoryItems, eq(listingsInventoryItems.listing_id, listings.id))
          .where(and(eq(listings.team_id, teamId), inArray(listings.external_id, wanted)));
  const lowest = new Map<string, number>();
  const listingOfItem = new Map<number, { id: number; ebayItemId: string }>();
  for (const row of rows) {
    const current = lowest.get(row.ebayItemId!);
    if (current === undefined || row.id < current) lowest.set(row.ebayItemId!, row.id);
    if (row.itemId !== null) listingOfItem.set(row.itemId, { id: row.id, ebayItemId: row.ebayItemId! });
  }
  return (ids, soldItemIds = []) => {
    const offering = soldItemIds.flatMap((itemId) => {
      const listing = listingOfItem.get(itemId);
      return listing && ids.includes(listing.ebayItemId) ? [listing.id] : [];
    });
    if (offering.length > 0) return Math.min(...offering);
    const found = ids.flatMap((id) => lowest.get(id) ?? []);
    return found.length === 0 ? null : Math.min(...found);
  };
}
