import { sql } from 'drizzle-orm';
import { mileageRates, mileageTrips } from '../db/schema/index.ts';

/** The rate of a trip's country with the latest start on or before its date; null when there is none. */
export const tripRate = sql`(select ${mileageRates.rate_per_mile} from ${mileageRates}
  where ${mileageRates.team_id} = ${mileageTrips.team_id} and ${mileageRates.country} = ${mileageTrips.country}
    and ${mileageRates.starts_on} <= ${mileageTrips.trip_date}
  order by ${mileageRates.starts_on} desc limit 1)`;

/** A trip's worth: miles × its rate rounded to the cent (0 without a rate), as the trips list shows it and the reports sum it. */
export const tripAmount = sql`coalesce(round(${mileageTrips.miles} * ${tripRate}, 2), 0)`;
