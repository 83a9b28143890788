import { sql } from 'drizzle-orm';
import { mileageTrips as contract } from '@flipstack/contract';
import { mileageTrips as table } from '../db/schema/index.ts';
import { moneyField } from '../resources/kit/computed.ts';
import { defineResource } from '../resources/kit/define.ts';
import { tripAmount, tripRate } from './trip-value.ts';

export const mileageTrips = defineResource({
  contract,
  table,
  computed: {
    rate_per_mile: { sql: sql`(${tripRate})::text`.mapWith(String), type: 'numeric', notNull: false },
    amount: moneyField(tripAmount),
  },
});
