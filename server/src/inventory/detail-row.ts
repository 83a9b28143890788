import { sql, type SQL } from 'drizzle-orm';
import { isoText } from '../db/raw.ts';
import { inventoryItems, purchases, sales } from '../db/schema/index.ts';
import { saleTotals } from '../sales/sale-totals.ts';
import { daysInStock } from './days-in-stock.ts';

const nullable = (key: SQL, value: SQL) => sql`case when ${key} is null then null else ${value} end`;

/** Active listings offering the item, as JSON (money as text, so it stays exact). */
const activeListings = sql`coalesce((
  select json_agg(json_build_object('id', l.id, 'title', l.title, 'price', l.price::text, 'platform_id', l.platform_id, 'platform_name', pl.name) order by l.id)
  from listings_inventory_items li
  join listings l on l.id = li.listing_id
  join platforms pl on pl.id = l.platform_id
  where li.inventory_item_id = ${inventoryItems.id} and l.status = 'active'), '[]'::json)`;

/**
 * The columns of one detail row. The query reads itemsWithStory (items, purchases,
 * sale_inventory_items, sales under their names) and products, brands b, categories c, locations loc, sellers se.
 */
export const detailColumns = sql`
  ${inventoryItems.id} as id, ${inventoryItems.serial_number} as serial_number, ${inventoryItems.tag_number} as tag_number,
  ${inventoryItems.condition} as condition, ${inventoryItems.status} as status,
  ${inventoryItems.cost}::text as cost, ${inventoryItems.listed_price}::text as listed_price,
  ${inventoryItems.listed_value}::text as listed_value,
  ${isoText(sql`${inventoryItems.received_at}`)} as received_at, ${isoText(sql`${inventoryItems.created_at}`)} as created_at,
  json_build_object('id', products.id, 'name', products.name, 'sku', products.sku) as product,
  ${nullable(sql`b.id`, sql`json_build_object('id', b.id, 'name', b.name)`)} as brand,
  ${nullable(sql`c.id`, sql`json_build_object('id', c.id, 'name', c.name)`)} as category,
  ${nullable(sql`loc.id`, sql`json_build_object('id', loc.id, 'name', loc.name)`)} as location,
  ${nullable(
    sql`${purchases.id}`,
    sql`json_build_object('id', ${purchases.id}, 'purchased_at', ${isoText(sql`${purchases.purchased_at}`)}, 'order_number', ${purchases.order_number},
      'seller_id', se.id, 'seller_name', se.name, 'seller_username', se.username)`,
  )} as purchase,
  ${activeListings} as active_listings,
  ${nullable(
    sql`${sales.id}`,
    sql`json_build_object('id', ${sales.id}, 'sold_at', ${isoText(sql`${sales.sold_at}`)},
      'revenue_total', (${saleTotals.revenue_total.sql})::text, 'profit', (${saleTotals.profit.sql})::text)`,
  )} as sale,
  ${daysInStock} as days_in_stock`;

/** The lookups of a detail row beyond itemsWithStory. */
export const detailLookups = sql`
  left join products on products.id = ${inventoryItems.product_id}
  left join brands b on b.id = products.brand_id
  left join categories c on c.id = products.category_id
  left join locations loc on loc.id = ${inventoryItems.location_id}
  left join sellers se on se.id = ${purchases.seller_id}`;
