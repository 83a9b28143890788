import { z } from 'zod';
import { defineResource } from './define.ts';
import { moneySchema, optionalText, requiredText, rowBase, textSchema } from './common.ts';

const DAY_MESSAGE = 'Enter a day like 2026-04-15';
/** A calendar day (no time zone: a trip happens on a day, wherever the team is). */
const dayInputSchema = textSchema(DAY_MESSAGE)
  .trim()
  .pipe(z.iso.date({ message: DAY_MESSAGE }))
  .refine((day) => !day.startsWith('0000'), { message: DAY_MESSAGE });

const COUNTRY_MESSAGE = 'Enter a two-letter country code like US or GB';
const countryInputSchema = textSchema(COUNTRY_MESSAGE)
  .trim()
  .regex(/^[A-Za-z]{2}$/, { message: COUNTRY_MESSAGE })
  .transform((code) => code.toUpperCase());

/** The IRS standard business rates (2024: Notice 2024-08; 2025: Notice 2025-5), given to every new team. */
export const IRS_MILEAGE_RATES = [
  { country: 'US', starts_on: '2024-01-01', rate_per_mile: '0.67' },
  { country: 'US', starts_on: '2025-01-01', rate_per_mile: '0.70' },
] as const;
export const IRS_RATE_NOTE = 'IRS standard business rate';

/** What a mile is worth from a day on, in one country; the latest start on or before a trip's date values it. */
export const mileageRates = defineResource({
  name: 'mileage-rates',
  label: 'mileage rate',
  row: z.object({
    ...rowBase,
    country: z.string(),
    starts_on: z.string(),
    /** e.g. "0.7000" */
    rate_per_mile: z.string(),
    note: z.string().nullable(),
  }),
  input: z.object({
    country: countryInputSchema,
    starts_on: dayInputSchema,
    rate_per_mile: textSchema('Enter the rate per mile, like 0.70')
      .trim()
      .regex(/^\d{1,4}(\.\d{1,4})?$/, { message: 'Enter the rate per mile, like 0.70 (at most four decimals)' }),
    note: optionalText(200),
  }),
  filterable: ['id', 'country', 'starts_on', 'created_at'],
  sortable: ['id', 'country', 'starts_on', 'rate_per_mile', 'created_at', 'updated_at'],
  searchable: ['country', 'note'],
  relations: [],
  defaultOrder: 'country,-starts_on,id',
});

/** A business trip: its miles there and back, valued at its country's rate for its date. */
export const mileageTrips = defineResource({
  name: 'mileage-trips',
  label: 'trip',
  row: z.object({
    ...rowBase,
    trip_date: z.string(),
    purpose: z.string(),
    from_place: z.string().nullable(),
    to_place: z.string().nullable(),
    /** Round trip, one decimal ("24.6"). */
    miles: z.string(),
    country: z.string(),
    /** The rate that values the trip; null when its country has none on or before its date. */
    rate_per_mile: z.string().nullable(),
    /** miles × rate, rounded to the cent; "0.00" without a rate. */
    amount: moneySchema,
  }),
  input: z.object({
    trip_date: dayInputSchema,
    purpose: requiredText('the purpose', 200),
    from_place: optionalText(200),
    to_place: optionalText(200),
    miles: textSchema('Enter the miles, like 24.6')
      .trim()
      .regex(/^\d{1,6}(\.\d)?$/, { message: 'Enter the miles, like 24.6 (one decimal at most)' })
      .refine((miles) => Number(miles) > 0, { message: 'Enter more than 0 miles' }),
    country: countryInputSchema.optional(),
  }),
  filterable: ['id', 'trip_date', 'purpose', 'country', 'miles', 'amount', 'created_at'],
  sortable: ['id', 'trip_date', 'purpose', 'miles', 'amount', 'created_at', 'updated_at'],
  searchable: ['purpose', 'from_place', 'to_place'],
  relations: [],
  defaultOrder: '-trip_date,-id',
});
