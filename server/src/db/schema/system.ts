import { index, integer, pgTable, text, timestamp, jsonb } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';

/** Mail kept in the database: every message is recorded; sent_at is set when SMTP delivered it. */
export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  sent_at: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
  error: text('error'),
  ...timestamps,
});

/** Facts about this installation, such as whether the demo team was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  ...timestamps,
});

/**
 * Rate-limit counters, shared by every app instance: one row per limit and caller (the key is a hash),
 * counted in a fixed window that the first hit after the previous one ended opens.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    window_ends_at: timestamp('window_ends_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (table) => [index().on(table.window_ends_at)],
);
