import { sql } from 'drizzle-orm';
import { customType, integer, numeric } from 'drizzle-orm/pg-core';

/** Integer identity primary key used by every table. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** timestamptz read back as an ISO 8601 string in UTC ("2026-11-21T11:20:00.000Z"), whatever the driver. */
export const utcTimestamp = customType<{ data: string; driverData: string | Date }>({
  dataType: () => 'timestamp with time zone',
  fromDriver: (value) => new Date(value).toISOString(),
});

/** created_at / updated_at on every table. */
export const timestamps = {
  created_at: utcTimestamp('created_at').notNull().default(sql`now()`),
  updated_at: utcTimestamp('updated_at')
    .notNull()
    .default(sql`now()`)
    .$onUpdate(() => new Date().toISOString()),
};

/** Money: exact, two decimals, read back as a string ("12.30"). */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
