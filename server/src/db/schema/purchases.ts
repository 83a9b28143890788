import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { teams } from './accounts.ts';
import { platforms, teamId } from './catalog.ts';
import { id, money, timestamps, utcTimestamp } from './columns.ts';
import { accounts, sellers } from './parties.ts';

export const purchases = pgTable(
  'purchases',
  {
    id: id(),
    team_id: teamId(),
    seller_id: integer('seller_id').references(() => sellers.id),
    platform_id: integer('platform_id').references(() => platforms.id),
    account_id: integer('account_id').references(() => accounts.id),
    purchased_at: utcTimestamp('purchased_at').notNull(),
    received_at: utcTimestamp('received_at'),
    order_number: text('order_number'),
    subtotal: money('subtotal')
      .notNull()
      .default(sql`0`),
    shipping: money('shipping')
      .notNull()
      .default(sql`0`),
    taxes: money('taxes')
      .notNull()
      .default(sql`0`),
    other_costs: money('other_costs')
      .notNull()
      .default(sql`0`),
    notes: text('notes'),
    // Stored, so lists sort by it from an index (0042) and months sum it.
    total: numeric('total', { precision: 14, scale: 2 })
      .notNull()
      .generatedAlwaysAs(sql`"subtotal" + "shipping" + "taxes" + "other_costs"`),
    /** Its inventory items, kept by db/derived/purchases.sql. */
    items_count: integer('items_count').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    // The list's default order (/v2 sorts a column without empty values plainly): a page reads its rows in order.
    index('purchases_list_order_idx').on(table.team_id, table.purchased_at, table.id),
    index().on(table.team_id, table.order_number),
    // An import names a purchase by its order number, in any case.
    index('purchases_team_order_number_lower').on(table.team_id, sql`lower(${table.order_number})`),
    index().on(table.seller_id),
    index().on(table.platform_id),
    index().on(table.account_id),
  ],
);

/**
 * The team's purchases summed per month (in the time zone of purchases_month_zones), platform and
 * account: monthly purchases reads a few hundred cells instead of every purchase. Kept by
 * db/derived/purchases-months.sql; key 0 stands for no platform / no account.
 */
export const purchasesMonths = pgTable(
  'purchases_months',
  {
    team_id: teamId(),
    month: timestamp('month').notNull(),
    platform_key: integer('platform_key').notNull(),
    account_key: integer('account_key').notNull(),
    purchases: integer('purchases').notNull(),
    items_count: integer('items_count').notNull(),
    /** The purchases' totals (purchases/purchase-totals.ts). */
    spend: numeric('spend', { precision: 14, scale: 2 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.team_id, table.month, table.platform_key, table.account_key] })],
);

/** The time zone whose months purchases_months holds for a team; a team without a row has no cells yet. */
export const purchasesMonthZones = pgTable('purchases_month_zones', {
  team_id: integer('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  time_zone: text('time_zone').notNull(),
});
