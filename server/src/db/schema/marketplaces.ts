import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { platforms, teamId } from './catalog.ts';
import { id, money, timestamps, utcTimestamp } from './columns.ts';
import { importJobs } from './imports.ts';
import { inventoryItems } from './inventory.ts';
import { sales } from './sales.ts';

/**
 * One unit of an order line of any marketplace that reaches us as rows (a sales report today; the Etsy and
 * Shopify adapters later), with the sale it became. `sale_id` null: the unit waits under "to match" until a
 * person names its item, which makes its sale. A line of quantity 3 is units 1, 2 and 3, each with its share of
 * the line's money to the cent. `marketplace` + `order_id` + `line` + `unit` is the key: the same report again
 * adds nothing.
 */
export const marketplaceOrderLines = pgTable(
  'marketplace_order_lines',
  {
    id: id(),
    team_id: teamId(),
    /** The marketplace's platform name as the team's platforms spell it ('Mercari'). */
    marketplace: text('marketplace').notNull(),
    platform_id: integer('platform_id').references(() => platforms.id, { onDelete: 'set null' }),
    order_id: text('order_id').notNull(),
    line: text('line').notNull(),
    unit: integer('unit').notNull().default(1),
    sold_at: utcTimestamp('sold_at').notNull(),
    shipped_at: utcTimestamp('shipped_at'),
    title: text('title').notNull(),
    sku: text('sku'),
    buyer: text('buyer'),
    tracking_number: text('tracking_number'),
    price: money('price').notNull(),
    shipping: money('shipping').notNull(),
    taxes: money('taxes').notNull(),
    commission: money('commission').notNull(),
    payment_fee: money('payment_fee').notNull(),
    shipping_label: money('shipping_label').notNull(),
    other_costs: money('other_costs').notNull(),
    import_job_id: integer('import_job_id').references(() => importJobs.id, { onDelete: 'set null' }),
    inventory_item_id: integer('inventory_item_id').references(() => inventoryItems.id, { onDelete: 'set null' }),
    sale_id: integer('sale_id').references(() => sales.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('marketplace_order_lines_key_unique').on(
      table.team_id,
      table.marketplace,
      table.order_id,
      table.line,
      table.unit,
    ),
    index('marketplace_order_lines_list_idx').on(table.team_id, table.sold_at.desc(), table.id.desc()),
    index().on(table.inventory_item_id),
    index().on(table.sale_id),
    index().on(table.platform_id),
    index().on(table.import_job_id),
  ],
);
