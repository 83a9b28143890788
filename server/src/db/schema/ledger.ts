import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { TRANSACTION_TYPES } from '@flipstack/contract';
import { users } from './accounts.ts';
import { teamId } from './catalog.ts';
import { id, money, timestamps, utcTimestamp } from './columns.ts';
import { purchases } from './purchases.ts';
import { sales } from './sales.ts';

export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    team_id: teamId(),
    type: text('type', { enum: TRANSACTION_TYPES }).notNull(),
    occurred_at: utcTimestamp('occurred_at').notNull(),
    amount: money('amount').notNull(),
    description: text('description').notNull(),
    /** What an expense was for ('Shipping supplies'): the profit and loss report sums expenses by it. */
    category: text('category'),
    purchase_id: integer('purchase_id').references(() => purchases.id),
    sale_id: integer('sale_id').references(() => sales.id),
    ...timestamps,
  },
  (table) => [
    // The list's default order (/v2 sorts a column without empty values plainly): a page reads its rows in order.
    index('transactions_list_order_idx').on(table.team_id, table.occurred_at, table.id),
    index().on(table.team_id, table.type),
    index().on(table.purchase_id),
    index().on(table.sale_id),
  ],
);

export const reminders = pgTable(
  'reminders',
  {
    id: id(),
    team_id: teamId(),
    title: text('title').notNull(),
    due_at: utcTimestamp('due_at').notNull(),
    done: boolean('done').notNull().default(false),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entity_type: text('entity_type'),
    entity_id: integer('entity_id'),
    notes: text('notes'),
    ...timestamps,
  },
  (table) => [
    index('reminders_list_order_idx').on(table.team_id, table.done, table.due_at, table.id),
    index().on(table.user_id),
    index().on(table.entity_type, table.entity_id),
  ],
);
