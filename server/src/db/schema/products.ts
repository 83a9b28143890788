import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { brands, categories, teamId } from './catalog.ts';
import { id, money, timestamps } from './columns.ts';

export const products = pgTable(
  'products',
  {
    id: id(),
    team_id: teamId(),
    name: text('name').notNull(),
    brand_id: integer('brand_id').references(() => brands.id),
    category_id: integer('category_id').references(() => categories.id),
    sku: text('sku'),
    mpn: text('mpn'),
    upc: text('upc'),
    description: text('description'),
    msrp: money('msrp'),
    image_url: text('image_url'),
    ...timestamps,
  },
  (table) => [
    index('products_list_order_idx').on(table.team_id, table.name, table.id),
    index().on(table.team_id, table.sku),
    index().on(table.brand_id),
    index().on(table.category_id),
  ],
);
