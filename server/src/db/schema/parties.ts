import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { platforms, teamId } from './catalog.ts';
import { id, timestamps } from './columns.ts';

/** The user's own selling accounts. */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    team_id: teamId(),
    platform_id: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    name: text('name').notNull(),
    username: text('username'),
    ...timestamps,
  },
  (table) => [index('accounts_list_order_idx').on(table.team_id, table.name, table.id), index().on(table.platform_id)],
);

export const sellers = pgTable(
  'sellers',
  {
    id: id(),
    team_id: teamId(),
    name: text('name'),
    username: text('username'),
    platform_id: integer('platform_id').references(() => platforms.id),
    email: text('email'),
    phone: text('phone'),
    notes: text('notes'),
    ...timestamps,
  },
  (table) => [
    // Names and usernames may be empty: they sort first, as /v2 sorts them.
    index('sellers_list_order_idx').on(
      table.team_id,
      table.name.asc().nullsFirst(),
      table.username.asc().nullsFirst(),
      table.id,
    ),
    index().on(table.team_id, table.username),
    index().on(table.platform_id),
  ],
);
