import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { LISTING_STATUSES } from '@flipstack/contract';
import { platforms, teamId } from './catalog.ts';
import { id, money, timestamps, utcTimestamp } from './columns.ts';
import { inventoryItems } from './inventory.ts';
import { accounts } from './parties.ts';

export const listings = pgTable(
  'listings',
  {
    id: id(),
    team_id: teamId(),
    account_id: integer('account_id').references(() => accounts.id),
    platform_id: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    title: text('title').notNull(),
    price: money('price').notNull(),
    url: text('url'),
    external_id: text('external_id'),
    status: text('status', { enum: LISTING_STATUSES }).notNull().default('draft'),
    listed_at: utcTimestamp('listed_at'),
    ended_at: utcTimestamp('ended_at'),
    ...timestamps,
  },
  (table) => [
    index().on(table.team_id, table.status),
    // The list's default order (/v2 sorts a column without empty values plainly): a page reads its rows in order.
    index('listings_list_order_idx').on(table.team_id, table.created_at, table.id),
    index().on(table.team_id, table.external_id),
    index().on(table.account_id),
    index().on(table.platform_id),
  ],
);

/** Which items a listing offers; deleting the listing removes its links (its hook restores the items first). */
export const listingsInventoryItems = pgTable(
  'listings_inventory_items',
  {
    id: id(),
    team_id: teamId(),
    listing_id: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    inventory_item_id: integer('inventory_item_id')
      .notNull()
      .references(() => inventoryItems.id),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('listings_inventory_items_pair_unique').on(table.listing_id, table.inventory_item_id),
    index().on(table.inventory_item_id),
    index('listings_inventory_items_list_order_idx').on(table.team_id, table.id),
  ],
);
