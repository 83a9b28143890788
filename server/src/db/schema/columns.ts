import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Integer identity primary key used by every table. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** created_at / updated_at, stored in UTC as timestamptz. */
export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date().toISOString()),
};
