import { date, index, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { teamId } from './catalog.ts';
import { id, timestamps } from './columns.ts';

/**
 * What a mile driven for business is worth from a day on, per country (the IRS standard rate for the US):
 * a trip is valued at its country's rate with the latest start on or before its date.
 */
export const mileageRates = pgTable(
  'mileage_rates',
  {
    id: id(),
    team_id: teamId(),
    country: text('country').notNull(),
    starts_on: date('starts_on', { mode: 'string' }).notNull(),
    // Four decimals: some published rates have a tenth of a cent (the IRS's 65.5 cents of 2023).
    rate_per_mile: numeric('rate_per_mile', { precision: 8, scale: 4 }).notNull(),
    note: text('note'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('mileage_rates_team_country_start_unique').on(table.team_id, table.country, table.starts_on),
    index('mileage_rates_list_order_idx').on(table.team_id, table.country, table.starts_on, table.id),
  ],
);

/** A business trip: the miles there and back, valued at the rate of its date (server/src/mileage/trip-value.ts). */
export const mileageTrips = pgTable(
  'mileage_trips',
  {
    id: id(),
    team_id: teamId(),
    trip_date: date('trip_date', { mode: 'string' }).notNull(),
    purpose: text('purpose').notNull(),
    from_place: text('from_place'),
    to_place: text('to_place'),
    miles: numeric('miles', { precision: 9, scale: 1 }).notNull(),
    country: text('country').notNull().default('US'),
    ...timestamps,
  },
  (table) => [index('mileage_trips_list_order_idx').on(table.team_id, table.trip_date, table.id)],
);
