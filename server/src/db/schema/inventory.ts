import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { INVENTORY_STATUSES, UNSOLD_STATUSES } from '@flipstack/contract';
import { locations, teamId } from './catalog.ts';
import { id, money, timestamps, utcTimestamp } from './columns.ts';
import { products } from './products.ts';
import { purchases } from './purchases.ts';

export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: id(),
    team_id: teamId(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id),
    purchase_id: integer('purchase_id').references(() => purchases.id),
    serial_number: text('serial_number'),
    tag_number: text('tag_number'),
    condition: text('condition'),
    cost: money('cost'),
    listed_price: money('listed_price'),
    // Kept by db/derived/inventory-items.sql: listed_price, else the item's share of its active listing.
    listed_value: money('listed_value'),
    location_id: integer('location_id').references(() => locations.id),
    status: text('status', { enum: INVENTORY_STATUSES }).notNull().default('in_stock'),
    status_before_sale: text('status_before_sale', { enum: INVENTORY_STATUSES }),
    received_at: utcTimestamp('received_at'),
    notes: text('notes'),
    ...timestamps,
    // Kept by db/derived/inventory-items.sql: when the item started waiting to be sold (received, else
    // bought, else recorded), and whether an active listing offers it.
    stocked_at: utcTimestamp('stocked_at')
      .notNull()
      .default(sql`now()`),
    on_active_listing: boolean('on_active_listing').notNull().default(false),
    // Kept by db/derived/inventory-items.sql and sales.sql, for the inventory screen's sorts: its
    // product's name, its purchase's date and its sale's date (empty while unsold).
    product_name: text('product_name').notNull().default(''),
    purchased_at: utcTimestamp('purchased_at'),
    sold_at: utcTimestamp('sold_at'),
  },
  (table) => [
    uniqueIndex('inventory_items_team_serial_unique')
      .on(table.team_id, table.serial_number)
      .where(sql`${table.serial_number} is not null`),
    uniqueIndex('inventory_items_team_tag_unique')
      .on(table.team_id, table.tag_number)
      .where(sql`${table.tag_number} is not null`),
    index().on(table.team_id, table.status),
    // The list's default order (/v2 sorts a column without empty values plainly): a page reads its rows in order.
    index('inventory_items_list_order_idx').on(table.team_id, table.created_at, table.id),
    // A product's items in id order: a list's `with=items` reads only the first few of each product.
    index('inventory_items_product_order_idx').on(table.product_id, table.id),
    index().on(table.purchase_id),
    index().on(table.location_id),
    // Aging and the slowest movers: unsold items by how long they have waited.
    index('inventory_items_unsold_stocked_at')
      .on(table.team_id, table.stocked_at)
      .where(sql`${table.status} in (${sql.raw(UNSOLD_STATUSES.map((status) => `'${status}'`).join(', '))})`),
  ],
);

/** Owned by their item: deleting the item deletes its specs. */
export const inventoryItemSpecs = pgTable(
  'inventory_item_specs',
  {
    id: id(),
    team_id: teamId(),
    inventory_item_id: integer('inventory_item_id')
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    ...timestamps,
  },
  (table) => [
    index().on(table.inventory_item_id, table.key),
    index().on(table.team_id, table.key),
    index('inventory_item_specs_list_order_idx').on(table.team_id, table.inventory_item_id, table.key, table.id),
  ],
);

/**
 * Count, cost and listed value of a team's items per status, location (0: none) and whether an active
 * listing offers them, kept by db/derived/inventory-totals.sql, so the totals of an unfiltered list do
 * not read every item.
 */
export const inventoryTotals = pgTable(
  'inventory_totals',
  {
    team_id: teamId(),
    status: text('status', { enum: INVENTORY_STATUSES }).notNull(),
    location_key: integer('location_key').notNull(),
    on_active_listing: boolean('on_active_listing').notNull(),
    items: integer('items').notNull(),
    cost: numeric('cost', { precision: 14, scale: 2 }).notNull(),
    listed_value: numeric('listed_value', { precision: 14, scale: 2 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.team_id, table.status, table.location_key, table.on_active_listing] })],
);

/**
 * Count and cost of a team's unsold items per day they were stocked (UTC), status and location (0:
 * none), kept by db/derived/unsold-stock-days.sql, so the aging of stock reads a few hundred cells
 * instead of every item of the last 90 days.
 */
export const unsoldStockDays = pgTable(
  'unsold_stock_days',
  {
    team_id: teamId(),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status', { enum: UNSOLD_STATUSES }).notNull(),
    location_key: integer('location_key').notNull(),
    items: integer('items').notNull(),
    cost: numeric('cost', { precision: 14, scale: 2 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.team_id, table.day, table.status, table.location_key] })],
);
