import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { platforms, shippingServices, teamId } from './catalog.ts';
import { teams } from './accounts.ts';
import { id, money, timestamps, utcTimestamp } from './columns.ts';
import { inventoryItems } from './inventory.ts';
import { listings } from './listings.ts';
import { accounts } from './parties.ts';

const zero = sql`0`;

// A sale's sums, written once: stored, so lists sort by them from an index (0042) and months sum them.
const revenueTotal = sql`"revenue_subtotal" + "revenue_shipping" + "revenue_taxes" + "revenue_other"`;
const costTotal = sql`"cost_shipping" + "cost_commission" + "cost_payment" + "cost_other"`;
const sum = (name: string, expression: SQL) =>
  numeric(name, { precision: 14, scale: 2 })
    .notNull()
    .generatedAlwaysAs(() => expression);

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
    // Kept by db/derived/sales.sql: summed in SQL without joining the items.
    items_count: integer('items_count').notNull().default(0),
    cost_of_goods: money('cost_of_goods').notNull().default(zero),
    days_in_stock_sum: integer('days_in_stock_sum').notNull().default(0),
    // Kept by db/derived/sales.sql: the refund transactions linked to the sale.
    refunds: money('refunds').notNull().default(zero),
    revenue_total: sum('revenue_total', revenueTotal),
    cost_total: sum('cost_total', costTotal),
    // Taxes collected for the state are passed on, not income.
    profit: sum('profit', sql`(${revenueTotal}) - "revenue_taxes" - (${costTotal}) - "cost_of_goods"`),
    ...timestamps,
  },
  (table) => [
    // The list's default order exactly as /v2 sorts it (`desc nulls last`), so a page reads 50 rows, not all.
    index('sales_list_order_idx').on(table.team_id, table.sold_at, table.id),
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
  (table) => [
    uniqueIndex('sale_inventory_items_item_unique').on(table.inventory_item_id),
    index().on(table.sale_id),
    index('sale_inventory_items_list_order_idx').on(table.team_id, table.id),
  ],
);

const summed = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull();

/**
 * The team's sales summed per month (in the time zone of sales_month_zones), platform and account:
 * monthly sales reads a few hundred cells instead of every sale. Kept by db/derived/sales-months.sql;
 * key 0 stands for no platform / no account.
 */
export const salesMonths = pgTable(
  'sales_months',
  {
    team_id: teamId(),
    month: timestamp('month').notNull(),
    platform_key: integer('platform_key').notNull(),
    account_key: integer('account_key').notNull(),
    sales: integer('sales').notNull(),
    revenue_subtotal: summed('revenue_subtotal'),
    revenue_shipping: summed('revenue_shipping'),
    revenue_taxes: summed('revenue_taxes'),
    revenue_other: summed('revenue_other'),
    cost_shipping: summed('cost_shipping'),
    cost_commission: summed('cost_commission'),
    cost_payment: summed('cost_payment'),
    cost_other: summed('cost_other'),
    items_count: integer('items_count').notNull(),
    cost_of_goods: summed('cost_of_goods'),
    days_in_stock_sum: bigint('days_in_stock_sum', { mode: 'number' }).notNull(),
    refunds: summed('refunds'),
    revenue_total: summed('revenue_total'),
    cost_total: summed('cost_total'),
    profit: summed('profit'),
  },
  (table) => [primaryKey({ columns: [table.team_id, table.month, table.platform_key, table.account_key] })],
);

/** The time zone whose months sales_months holds for a team; a team without a row has no cells yet. */
export const salesMonthZones = pgTable('sales_month_zones', {
  team_id: integer('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  time_zone: text('time_zone').notNull(),
});
