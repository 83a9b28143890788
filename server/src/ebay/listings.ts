import { and, eq, inArray, or } from 'drizzle-orm';
import { UNSOLD_STATUSES, type EbayListingsQuery, type EbayListingsResponse } from '@flipstack/contract';
import { accounts, inventoryItems, listings, listingsInventoryItems } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { EbayError } from '../integrations/ebay/ebay-error.ts';
import type { Session } from '../http/session.ts';
import { createRow } from '../resources/service.ts';
import { teamConnection, withToken } from './connections.ts';
import type { EbayContext } from './ebay-context.ts';
import { listings as listingsResource } from '../listings/listings.resource.ts';

type Query = Omit<EbayListingsQuery, 'limit' | 'offset' | 'account'> & {
  account: number;
  limit: number;
  offset: number;
};

/**
 * The seller's active eBay listings, each with the Flipstack listing of the same external id (eBay's item
 * id) and that listing's items. The Trading API's GetMyeBaySelling sees every listing, those made on
 * ebay.com too; an app eBay does not allow that call falls back to the Inventory API's published offers.
 */
export async function listEbayListings(
  context: EbayContext,
  teamId: number,
  query: Query,
): Promise<EbayListingsResponse> {
  const connection = await teamConnection(context, teamId, query.account);
  let page: { rows: EbayListingsResponse['rows']; total: number };
  try {
    page = await tradingListings(context, connection, query);
  } catch (error) {
    if (!(error instanceof EbayError && error.kind === 'forbidden')) throw error;
    page = await inventoryApiListings(context, connection, query);
  }
  const found = page.rows.filter(
    (row) => !query.q || `${row.title} ${row.sku}`.toLowerCase().includes(query.q.toLowerCase()),
  );
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

type Connection = Awaited<ReturnType<typeof teamConnection>>;
type ListingsPage = { rows: EbayListingsResponse['rows']; total: number };
/** A row before its Flipstack listing is looked up (each its own array). */
const unlinked = () => ({ listing_id: null, inventory_item_ids: [] });

async function tradingListings(context: EbayContext, connection: Connection, query: Query): Promise<ListingsPage> {
  const pageNumber = Math.floor(query.offset / query.limit) + 1;
  const page = await withToken(context, connection, (token) =>
    context.client.activeListings(token, pageNumber, query.limit),
  );
  return {
    total: page.totalEntries,
    rows: page.items.map((item) => ({
      external_id: item.itemId,
      sku: item.sku ?? '',
      title: item.title.slice(0, 200),
      price: item.price,
      quantity: item.quantityAvailable,
      url: item.url,
      ...unlinked(),
    })),
  };
}

/** The Inventory API's view: its inventory items' published offers (listings made through it only). */
async function inventoryApiListings(context: EbayContext, connection: Connection, query: Query): Promise<ListingsPage> {
  const page = await withToken(context, connection, (token) =>
    // The Inventory API's offset is a page number, not a count of records.
    context.client.inventoryItems(token, query.limit, Math.floor(query.offset / query.limit)),
  );
  const rows: EbayListingsResponse['rows'] = [];
  for (const item of page.inventoryItems ?? []) {
    const answer = await withToken(context, connection, (token) => context.client.offers(token, item.sku));
    for (const offer of answer.offers ?? []) {
      const listingId = offer.listing?.listingId;
      if (!listingId || offer.listing?.listingStatus !== 'ACTIVE') continue;
      rows.push({
        external_id: listingId,
        sku: item.sku,
        title: item.product?.title ?? item.sku,
        price: offer.pricingSummary?.price?.value ?? '0.00',
        quantity: offer.availableQuantity ?? 0,
        url: `https://www.ebay.com/itm/${listingId}`,
        ...unlinked(),
      });
    }
  }
  return { rows, total: page.total };
}

/**
 * Links an eBay listing to Flipstack: a listing (active, on the account, eBay's item id as external_id)
 * made through the listings resource, so the unsold items whose tag or serial is the SKU become listed.
 */
export async function linkEbayListing(
  context: EbayContext,
  session: Session,
  input: { account: number; external_id?: string | undefined; sku?: string | undefined },
): Promise<{ listing_id: number; inventory_item_ids: number[] }> {
  const connection = await teamConnection(context, session.teamId, input.account);
  const found = await findEbayListing(context, connection, input);
  const listingId = found.external_id;
  const [existing] = await context.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.team_id, session.teamId), eq(listings.external_id, listingId)));
  if (existing)
    throw new AppError('CONFLICT', `eBay listing ${listingId} is already linked to listing #${existing.id}`);
  const items = !found.sku
    ? []
    : await context.db
        .select({ id: inventoryItems.id })
        .from(inventoryItems)
        .where(
          and(
            eq(inventoryItems.team_id, session.teamId),
            or(eq(inventoryItems.tag_number, found.sku), eq(inventoryItems.serial_number, found.sku)),
            inArray(inventoryItems.status, [...UNSOLD_STATUSES]),
          ),
        );
  const [account] = await context.db
    .select({ platformId: accounts.platform_id })
    .from(accounts)
    .where(eq(accounts.id, connection.account_id));
  const definition = listingsResource;
  const row = await createRow(
    context.db,
    session,
    definition,
    definition.contract.input.parse({
      platform_id: account!.platformId,
      account_id: connection.account_id,
      title: found.title.slice(0, 200),
      price: found.price,
      url: found.url,
      external_id: listingId,
      status: 'active',
      listed_at: new Date().toISOString(),
      inventory_item_ids: items.map((item) => item.id),
    }),
  );
  return { listing_id: row.id, inventory_item_ids: items.map((item) => item.id) };
}

const notFound = (itemId: string) =>
  new AppError('NOT_FOUND', `No active eBay listing ${itemId} of this account`, {
    external_id: 'No active eBay listing of this account has this item number',
  });

/** The active eBay listing to link: by its item number (Trading API GetItem), else by an Inventory API offer's SKU. */
async function findEbayListing(
  context: EbayContext,
  connection: Connection,
  input: { external_id?: string | undefined; sku?: string | undefined },
): Promise<{ external_id: string; sku: string; title: string; price: string; url: string }> {
  if (input.external_id) {
    const itemId = input.external_id;
    try {
      const item = await withToken(context, connection, (token) => context.client.listing(token, itemId));
      // GetItem answers any seller's listing, ended ones too: only the seller's own active one is linked.
      const isOwn = item.seller === null || item.seller.toLowerCase() === connection.ebay_username.toLowerCase();
      if (!isOwn || (item.listingStatus !== null && item.listingStatus !== 'Active')) throw notFound(itemId);
      return { external_id: item.itemId, sku: item.sku ?? '', title: item.title, price: item.price, url: item.url };
    } catch (error) {
      if (error instanceof EbayError && error.status === 404) throw notFound(itemId);
      throw error;
    }
  }
  const sku = input.sku ?? '';
  const answer = await withToken(context, connection, (token) => context.client.offers(token, sku));
  const offer = (answer.offers ?? []).find((one) => one.listing?.listingId && one.listing.listingStatus === 'ACTIVE');
  const listingId = offer?.listing?.listingId;
  if (!offer || !listingId)
    throw new AppError('NOT_FOUND', `No active eBay listing has the SKU ${sku}`, {
      sku: 'No active eBay listing has this SKU',
    });
  // The offer's listingDescription is the listing's HTML description; the title is the inventory item's.
  const item = await withToken(context, connection, (token) => context.client.inventoryItem(token, sku)).catch(
    (error: unknown) => {
      if (error instanceof EbayError && error.status === 404) return null;
      throw error;
    },
  );
  return {
    external_id: listingId,
    sku,
    title: item?.product?.title?.trim() || sku,
    price: offer.pricingSummary?.price?.value ?? '0',
    url: `https://www.ebay.com/itm/${listingId}`,
  };
}
