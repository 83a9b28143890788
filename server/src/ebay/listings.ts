import { and, eq, inArray, or } from 'drizzle-orm';
import { UNSOLD_STATUSES, type EbayListingsQuery, type EbayListingsResponse } from '@flipstack/contract';
import { accounts, inventoryItems, listings, listingsInventoryItems } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import type { Session } from '../http/session.ts';
import { getResource } from '../resources/registry.ts';
import { createRow } from '../resources/service.ts';
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

/**
 * Links an eBay listing to Flipstack: a listing (active, on the account, eBay's item id as external_id)
 * made through the listings resource, so the unsold items whose tag or serial is the SKU become listed.
 */
export async function linkEbayListing(
  context: EbayContext,
  session: Session,
  input: { account: number; sku: string },
): Promise<{ listing_id: number; inventory_item_ids: number[] }> {
  const connection = await teamConnection(context, session.teamId, input.account);
  const answer = await withToken(context, connection, (token) => context.client.offers(token, input.sku));
  const offer = (answer.offers ?? []).find((one) => one.listing?.listingId && one.listing.listingStatus === 'ACTIVE');
  const listingId = offer?.listing?.listingId;
  if (!offer || !listingId)
    throw new AppError('NOT_FOUND', `No active eBay listing has the SKU ${input.sku}`, {
      sku: 'No active eBay listing has this SKU',
    });
  const [existing] = await context.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.team_id, session.teamId), eq(listings.external_id, listingId)));
  if (existing)
    throw new AppError('CONFLICT', `eBay listing ${listingId} is already linked to listing #${existing.id}`);
  const items = await context.db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.team_id, session.teamId),
        or(eq(inventoryItems.tag_number, input.sku), eq(inventoryItems.serial_number, input.sku)),
        inArray(inventoryItems.status, [...UNSOLD_STATUSES]),
      ),
    );
  const [account] = await context.db
    .select({ platformId: accounts.platform_id })
    .from(accounts)
    .where(eq(accounts.id, connection.account_id));
  const definition = getResource('listings');
  const row = await createRow(
    context.db,
    session,
    definition,
    definition.contract.input.parse({
      platform_id: account!.platformId,
      account_id: connection.account_id,
      title: (offer.listingDescription ?? '').slice(0, 200) || input.sku,
      price: offer.pricingSummary?.price?.value ?? '0',
      url: `https://www.ebay.com/itm/${listingId}`,
      external_id: listingId,
      status: 'active',
      listed_at: new Date().toISOString(),
      inventory_item_ids: items.map((item) => item.id),
    }),
  );
  return { listing_id: row.id, inventory_item_ids: items.map((item) => item.id) };
}
