import { sql } from 'drizzle-orm';
import { inventoryItems, purchases, sales } from '../db/schema/index.ts';

/**
 * When an item started waiting to be sold: received, else bought, else recorded — kept on the item by
 * db/derived/inventory-items.sql (it follows the purchase's date too).
 */
export const stockedAt = sql`${inventoryItems.stocked_at}`;

/**
 * Whole days from stockedAt to the sale, or to now while unsold; never negative. `days_in_stock` is
 * the SQL function of db/derived/shared.sql, which db/derived/sales.sql also sums into each sale's
 * days_in_stock_sum. The query must
 * left-join sale_inventory_items → sales under their table names (storyJoins).
 */
export const daysInStock = sql`days_in_stock(${stockedAt}, coalesce(${sales.sold_at}, now()))`;

/** The item and the tables daysInStock reads; every join is a LEFT JOIN on a unique key, so PostgreSQL drops the ones a query does not use. */
export const storyJoins = sql`
  left join ${purchases} on ${purchases.id} = ${inventoryItems.purchase_id}
  left join sale_inventory_items on sale_inventory_items.inventory_item_id = ${inventoryItems.id}
  left join ${sales} on ${sales.id} = sale_inventory_items.sale_id`;
export const itemsWithStory = sql`${inventoryItems} ${storyJoins}`;
