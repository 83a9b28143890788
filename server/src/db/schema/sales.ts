import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { platforms, shippingServices, teamId } from './catalog.ts';
import { id, money, timestamps, utcTimestamp } from './columns.ts';
import { inventoryItems } from './inventory.ts';
import { listings } from './listings.ts';
import { accounts } from './parties.ts';

const zero = sql`0`;

export const sales = pgTable(
  'sales',
  {
    id: id(),
    team_id: teamId(),
    platform_id: integer('platform_id').references(() => platforms.id),
    account_id: integer('account_id').references(() => accounts.id),
    listing_id: integer('listing_id').references(() => listings.id),
    sold_at: utcTimestamp('sold_at').notNull(),
    buyer: text('buyer'),
    order_number: text('order_number'),
    revenue_subtotal: money('revenue_subtotal').notNull().default(zero),
    revenue_shipping: money('revenue_shipping').notNull().default(zero),
    revenue_taxes: money('revenue_taxes').notNull().default(zero),
    revenue_other: money('revenue_other').notNull().default(zero),
    cost_shipping: money('cost_shipping').notNull().default(zero),
    cost_commission: money('cost_commission').notNull().default(zero),
    cost_payment: money('cost_payment').notNull().default(zero),
    cost_other: money('cost_other').notNull().default(zero),
    shipping_service_id: integer('shipping_service_id').references(() => shippingServices.id),
    tracking_number: text('tracking_number'),
    shipped_at: utcTimestamp('shipped_at'),
    notes: text('notes'),
    // Kept by the triggers of migration 0004 (sale_figures): summed in SQL without joining the items.
    items_count: integer('items_count').notNull().default(0),
    cost_of_goods: money('cost_of_goods').notNull().default(zero),
    days_in_stock_sum: integer('days_in_stock_sum').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index().on(table.team_id, table.sold_at),
    index().on(table.team_id, table.order_number),
    index().on(table.platform_id),
    index().on(table.account_id),
    index().on(table.listing_id),
    index().on(table.shipping_service_id),
  ],
);

/** An item belongs to at most one sale: the unique index backs the 409 'already sold'. */
export const saleInventoryItems = pgTable(
  'sale_inventory_items',
  {
    id: id(),
    team_id: teamId(),
    sale_id: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    inventory_item_id: integer('inventory_item_id')
      .notNull()
      .references(() => inventoryItems.id),
    ...timestamps,
  },
  (table) => [uniqueIndex('sale_inventory_items_item_unique').on(table.inventory_item_id), index().on(table.sale_id)],
);
