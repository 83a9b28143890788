import { index, integer, numeric, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { teams } from './accounts.ts';
import { id, money, timestamps } from './columns.ts';

/** team_id on every team-owned table. */
export const teamId = () =>
  integer('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' });

export const brands = pgTable(
  'brands',
  { id: id(), team_id: teamId(), name: text('name').notNull(), ...timestamps },
  (table) => [index('brands_list_order_idx').on(table.team_id, table.name, table.id)],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    team_id: teamId(),
    name: text('name').notNull(),
    parent_id: integer('parent_id').references((): AnyPgColumn => categories.id),
    ...timestamps,
  },
  (table) => [index('categories_list_order_idx').on(table.team_id, table.name, table.id), index().on(table.parent_id)],
);

export const platforms = pgTable(
  'platforms',
  {
    id: id(),
    team_id: teamId(),
    name: text('name').notNull(),
    url: text('url'),
    fee_percent: numeric('fee_percent', { precision: 5, scale: 2 }),
    /** Charged once per order beside fee_percent. */
    fee_fixed: money('fee_fixed'),
    ...timestamps,
  },
  (table) => [index('platforms_list_order_idx').on(table.team_id, table.name, table.id)],
);

export const locations = pgTable(
  'locations',
  { id: id(), team_id: teamId(), name: text('name').notNull(), ...timestamps },
  (table) => [index('locations_list_order_idx').on(table.team_id, table.name, table.id)],
);

export const shippingServices = pgTable(
  'shipping_services',
  { id: id(), team_id: teamId(), carrier: text('carrier').notNull(), name: text('name').notNull(), ...timestamps },
  (table) => [index('shipping_services_list_order_idx').on(table.team_id, table.carrier, table.name, table.id)],
);
