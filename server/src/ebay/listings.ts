import { and, eq, inArray } from 'drizzle-orm';
import type { EbayListingsQuery, EbayListingsResponse } from '@flipstack/contract';
import { listings, listingsInventoryItems } from '../db/schema/index.ts';
import { teamConnection, withToken } from './connections.ts';
import type { EbayContext } from './ebay-context.ts';

type Query = Omit<EbayListingsQuery, 'limit' | 'offset' | 'account'> & {
  account: number;
  limit: number;
  offset: number;
};

/**
 * The seller's active eBay listings from the Inventory API (an inventory item's published offer), each
 * with the Flipstack listing of the same external id (eBay's item id) and that listing's items.
 */
export async function listEbayListings(
  context: EbayContext,
  teamId: number,
  query: Query,
): Promise<EbayListingsResponse> {
  const connection = await teamConnection(context, teamId, query.account);
  const page = await withToken(context, connection, (token) =>
    context.client.inventoryItems(token, query.limit, query.offset),
  );
  const found: EbayListingsResponse['rows'] = [];
  for (const item of page.inventoryItems ?? []) {
    const answer = await withToken(context, connection, (token) => context.client.offers(token, item.sku));
    for (const offer of answer.offers ?? []) {
      const listingId = offer.listing?.listingId;
      if (!listingId || offer.listing?.listingStatus !== 'ACTIVE') continue;
      const title = item.product?.title ?? item.sku;
      if (query.q && !`${title} ${item.sku}`.toLowerCase().includes(query.q.toLowerCase())) continue;
      found.push({
        external_id: listingId,
        sku: item.sku,
        title,
        price: offer.pricingSummary?.price?.value ?? '0.00',
        quantity: offer.availableQuantity ?? 0,
        url: `https://www.ebay.com/itm/${listingId}`,
        listing_id: null,
        inventory_item_ids: [],
      });
    }
  }
  const ids = found.map((row) => row.external_id);
  const linked = ids.length
    ? await context.db
        .select({ id: listings.id, externalId: listings.external_id, itemId: listingsInventoryItems.inventory_item_id })
        .from(listings)
        .leftJoin(listingsInventoryItems, eq(listingsInventoryItems.listing_id, listings.id))
        .where(and(eq(listings.team_id, teamId), inArray(listings.external_id, ids)))
    : [];
  for (const row of found) {
    const links = linked.filter((link) => link.externalId === row.external_id);
    row.listing_id = links[0]?.id ?? null;
    row.inventory_item_ids = links.flatMap((link) => (link.itemId === null ? [] : [link.itemId]));
  }
  return { rows: found, total: page.total };
}
