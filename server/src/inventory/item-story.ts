import { and, eq, sql } from 'drizzle-orm';
import type { InventoryDetailRow, InventoryItemStory } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { isoText, rowsOf } from '../db/raw.ts';
import { inventoryItems, purchases, sales } from '../db/schema/index.ts';
import { notFound } from '../http/app-error.ts';
import { saleTotals } from '../sales/sale-totals.ts';
import { purchaseTotals } from '../purchases/purchase-totals.ts';
import { storyJoins } from './days-in-stock.ts';
import { detailColumns, detailLookups } from './detail-row.ts';

type StoryRow = InventoryDetailRow & {
  notes: string | null;
  product_id: number;
  purchase_id: number | null;
  location_id: number | null;
  product_full: InventoryItemStory['product'];
  purchase_received_at: string | null;
  purchase_total: string | null;
  sale_full: Omit<NonNullable<InventoryItemStory['sale']>, 'id' | 'sold_at' | 'revenue_total' | 'profit'> | null;
};

/** GET /inventory-items-detail/{id}: the detail row, plus everything the item page shows. */
export async function itemStory(db: Database, teamId: number, id: number): Promise<InventoryItemStory> {
  const [row] = await rowsOf<StoryRow>(
    db,
    sql`select ${detailColumns},
      ${inventoryItems.notes} as notes, ${inventoryItems.product_id} as product_id,
      ${inventoryItems.purchase_id} as purchase_id, ${inventoryItems.location_id} as location_id,
      json_build_object('id', products.id, 'name', products.name, 'sku', products.sku, 'mpn', products.mpn, 'upc', products.upc,
        'msrp', products.msrp::text, 'image_url', products.image_url) as product_full,
      ${isoText(sql`${purchases.received_at}`)} as purchase_received_at,
      (${purchaseTotals.total.sql})::text as purchase_total,
      case when ${sales.id} is null then null else json_build_object('buyer', ${sales.buyer}, 'order_number', ${sales.order_number},
        'cost_total', (${saleTotals.cost_total.sql})::text, 'cost_of_goods', ${sales.cost_of_goods}::text,
        'tracking_number', ${sales.tracking_number}, 'shipped_at', ${isoText(sql`${sales.shipped_at}`)}) end as sale_full
    from ${inventoryItems} ${storyJoins} ${detailLookups}
    where ${and(eq(inventoryItems.team_id, teamId), eq(inventoryItems.id, id))}`,
  );
  // Another team's item answers exactly like a missing one.
  if (!row) throw notFound(`Inventory item ${id}`);
  const [specs, listings] = await Promise.all([
    rowsOf<InventoryItemStory['specs'][number]>(
      db,
      sql`select id, key, value from inventory_item_specs where team_id = ${teamId} and inventory_item_id = ${id} order by key, id`,
    ),
    rowsOf<InventoryItemStory['listings'][number]>(
      db,
      sql`select l.id, l.title, l.price::text as price, l.status, l.platform_id, pl.name as platform_name, l.url,
          ${isoText(sql`l.listed_at`)} as listed_at, ${isoText(sql`l.ended_at`)} as ended_at
        from listings_inventory_items li join listings l on l.id = li.listing_id join platforms pl on pl.id = l.platform_id
        where li.team_id = ${teamId} and li.inventory_item_id = ${id}
        order by l.listed_at nulls last, l.id`,
    ),
  ]);
  const { product_full, purchase_received_at, purchase_total, sale_full, ...item } = row;
  const purchase = item.purchase && {
    id: item.purchase.id,
    purchased_at: item.purchase.purchased_at,
    received_at: purchase_received_at,
    order_number: item.purchase.order_number,
    total: purchase_total!,
    seller:
      item.purchase.seller_id === null
        ? null
        : { id: item.purchase.seller_id, name: item.purchase.seller_name, username: item.purchase.seller_username },
  };
  const sale = item.sale && sale_full && { ...item.sale, ...sale_full };
  return {
    item,
    product: product_full,
    purchase,
    specs,
    listings,
    sale,
    timeline: timeline(item, purchase, listings, sale),
  };
}

/**
 * purchased → received → listed → sold → shipped. Shipped is the sale's shipped_at; an item marked
 * 'shipped' by hand without a shipped sale counts as done, without a date.
 */
function timeline(
  item: InventoryDetailRow,
  purchase: InventoryItemStory['purchase'],
  listings: InventoryItemStory['listings'],
  sale: InventoryItemStory['sale'],
): InventoryItemStory['timeline'] {
  const listedAt =
    listings
      .map((listing) => listing.listed_at)
      .filter((at): at is string => at !== null)
      .sort()[0] ?? null;
  const receivedAt = item.received_at ?? purchase?.received_at ?? null;
  const shippedAt = sale?.shipped_at ?? null;
  return [
    { step: 'purchased', done: purchase !== null, at: purchase?.purchased_at ?? null },
    { step: 'received', done: receivedAt !== null || !['in_transit'].includes(item.status), at: receivedAt },
    { step: 'listed', done: listedAt !== null, at: listedAt },
    { step: 'sold', done: sale !== null, at: sale?.sold_at ?? null },
    { step: 'shipped', done: shippedAt !== null || item.status === 'shipped', at: shippedAt },
  ];
}
