import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ListingStatus } from '@flipstack/contract';
import { inventoryItems, listings, listingsInventoryItems } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { markItemsListed, unlistItems } from '../items/item-status.ts';
import { assertTeamItems } from '../items/team-items.ts';
import type { Transaction } from '../db/client.ts';

async function listingStatus(tx: Transaction, teamId: number, listingId: number): Promise<ListingStatus | undefined> {
  const [listing] = await tx
    .select({ status: listings.status })
    .from(listings)
    .where(and(eq(listings.team_id, teamId), eq(listings.id, listingId)));
  return listing?.status;
}

async function linkedItemIds(tx: Transaction, teamId: number, listingId: number): Promise<number[]> {
  const links = await tx
    .select({ itemId: listingsInventoryItems.inventory_item_id })
    .from(listingsInventoryItems)
    .where(and(eq(listingsInventoryItems.team_id, teamId), eq(listingsInventoryItems.listing_id, listingId)));
  return links.map((link) => link.itemId);
}

/** Refuses to link an item twice to the same listing (409 rather than a unique violation). */
export async function assertNotOnListing(
  tx: Transaction,
  teamId: number,
  listingId: number,
  itemId: number,
  exceptLinkId?: number,
): Promise<void> {
  const [link] = await tx
    .select({ id: listingsInventoryItems.id })
    .from(listingsInventoryItems)
    .where(
      and(
        eq(listingsInventoryItems.team_id, teamId),
        eq(listingsInventoryItems.listing_id, listingId),
        eq(listingsInventoryItems.inventory_item_id, itemId),
      ),
    );
  if (link && link.id !== exceptLinkId) {
    throw new AppError('CONFLICT', `Inventory item ${itemId} is already on listing #${listingId}.`, {
      inventory_item_id: 'Already on this listing',
    });
  }
}

/** Items linked to an active listing become listed. */
export async function onItemsLinkedToListing(
  tx: Transaction,
  teamId: number,
  listingId: number,
  itemIds: number[],
): Promise<void> {
  if ((await listingStatus(tx, teamId, listingId)) === 'active') await markItemsListed(tx, teamId, itemIds);
}

/** Call after the links are gone: listed items no active listing offers return to in_stock. */
export async function onItemsUnlinkedFromListing(tx: Transaction, teamId: number, itemIds: number[]): Promise<void> {
  await unlistItems(tx, teamId, itemIds);
}

/** The listing's items become exactly `itemIds` (inventory_item_ids on listing create/update). */
export async function setListingItems(
  tx: Transaction,
  teamId: number,
  listingId: number,
  itemIds: number[],
): Promise<void> {
  const wanted = [...new Set(itemIds)];
  await assertTeamItems(tx, teamId, wanted, 'inventory_item_ids');
  const current = await linkedItemIds(tx, teamId, listingId);
  const removed = current.filter((id) => !wanted.includes(id));
  const added = wanted.filter((id) => !current.includes(id));
  if (removed.length > 0) {
    await tx
      .delete(listingsInventoryItems)
      .where(
        and(
          eq(listingsInventoryItems.listing_id, listingId),
          inArray(listingsInventoryItems.inventory_item_id, removed),
        ),
      );
    await onItemsUnlinkedFromListing(tx, teamId, removed);
  }
  if (added.length > 0) {
    await tx
      .insert(listingsInventoryItems)
      .values(added.map((itemId) => ({ team_id: teamId, listing_id: listingId, inventory_item_id: itemId })));
    await onItemsLinkedToListing(tx, teamId, listingId, added);
  }
}

/** A listing going active lists its items; leaving active (ended, sold, draft) returns them to stock. */
export async function onListingStatusChange(
  tx: Transaction,
  teamId: number,
  listingId: number,
  before: string | null,
  after: string,
): Promise<void> {
  if (before === after) return;
  const itemIds = await linkedItemIds(tx, teamId, listingId);
  if (after === 'active') await markItemsListed(tx, teamId, itemIds);
  else if (before === 'active') await unlistItems(tx, teamId, itemIds);
}

/** Before a listing is deleted: drop its links and return its items to stock. */
export async function releaseListingItems(tx: Transaction, teamId: number, listingId: number): Promise<void> {
  const itemIds = await linkedItemIds(tx, teamId, listingId);
  await tx.delete(listingsInventoryItems).where(eq(listingsInventoryItems.listing_id, listingId));
  await unlistItems(tx, teamId, itemIds);
}

/**
 * After items were sold: every active listing of theirs whose items are now all sold is over — 'sold'
 * for the listing a sale came from (`saleListingIds`), 'ended' for the others (e.g. the same item on a second platform).
 */
export async function endListingsOfSoldItems(
  tx: Transaction,
  teamId: number,
  itemIds: number[],
  saleListingIds: number[],
): Promise<void> {
  if (itemIds.length === 0) return;
  const unsoldItem = sql`exists (
    select 1 from ${listingsInventoryItems} as other_link
    join ${inventoryItems} on ${inventoryItems.id} = other_link.inventory_item_id
    where other_link.listing_id = ${listings.id} and ${inventoryItems.status} not in ('sold', 'shipped'))`;
  const ofTheseItems = sql`${listings.id} in (
    select ${listingsInventoryItems.listing_id} from ${listingsInventoryItems}
    where ${inArray(listingsInventoryItems.inventory_item_id, itemIds)})`;
  await tx
    .update(listings)
    .set({
      status:
        saleListingIds.length === 0
          ? 'ended'
          : sql`case when ${inArray(listings.id, saleListingIds)} then 'sold' else 'ended' end`,
      ended_at: sql`coalesce(${listings.ended_at}, now())`,
    })
    .where(and(eq(listings.team_id, teamId), eq(listings.status, 'active'), ofTheseItems, sql`not ${unsoldItem}`));
}
