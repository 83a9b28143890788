import { sql, type SQL } from 'drizzle-orm';
import { inventoryItems, purchases, sales } from '../db/schema/index.ts';

/**
 * When an item started waiting to be sold: received, else bought, else recorded — kept on the item by
 * db/derived/inventory-items.sql (it follows the purchase's date too).
 */
export const stockedAt = sql`${inventoryItems.stocked_at}`;

/**
 * Whole days from stockedAt to the sale, or to now while unsold; never negative. `days_in_stock` is
 * the SQL function of db/derived/shared.sql, which db/derived/sales.sql also sums into each sale's
 * days_in_stock_sum. The item's sold_at is its sale's date, kept on it by db/derived/sales.sql.
 */
export const daysInStock = sql`days_in_stock(${stockedAt}, coalesce(${inventoryItems.sold_at}, now()))`;

/**
 * How long an item has waited, exactly: what the screen sorts "days in stock" by (whole days would
 * tie a day's items). No index can hold a wait that grows with now, so a page of the longest or
 * shortest waits is merged from two that can: the sold items by their fixed wait, the unsold ones
 * by when they were stocked (waitingLongestFirst; both indexes are migration 0025's).
 */
export const waitUntil = (now: SQL) => sql`coalesce(${inventoryItems.sold_at}, ${now}) - ${stockedAt}`;
export const soldWait = sql`${inventoryItems.sold_at} - ${stockedAt}`;

/** The item and the tables its row reads; every join is a LEFT JOIN on a unique key, so PostgreSQL drops the ones a query does not use. */
export const storyJoins = sql`
  left join ${purchases} on ${purchases.id} = ${inventoryItems.purchase_id}
  left join sale_inventory_items on sale_inventory_items.inventory_item_id = ${inventoryItems.id}
  left join ${sales} on ${sales.id} = sale_inventory_items.sale_id`;
export const itemsWithStory = sql`${inventoryItems} ${storyJoins}`;
