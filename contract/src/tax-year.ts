import { z } from 'zod';
import { moneySchema } from './resources/common.ts';
import { scheduleCLineSchema, scheduleCLinesSchema } from './schedule-c.ts';

/** The team setting form_1099k_gross: each marketplace's 1099-K gross as typed in, by 'year:platform id'. */
export const form1099kGrossSchema = z.record(
  z.string().regex(/^\d{4}:\d{1,10}$/, { message: 'Name a year and a platform like 2025:3' }),
  z.string().regex(/^\d{1,10}(\.\d{1,2})?$/, { message: 'Enter an amount like 1234.56' }),
);
export type Form1099kGross = z.infer<typeof form1099kGrossSchema>;

/** GET /api/reports/tax-year?year=2025: the calendar year in the team's time zone. */
export const taxYearQuerySchema = z.object({
  year: z
    .string({ message: 'Enter a year like 2025' })
    .regex(/^(19[7-9]\d|2\d{3})$/, { message: 'Enter a year like 2025, from 1970 to 2999' }),
});
export type TaxYearQuery = z.infer<typeof taxYearQuerySchema>;

/**
 * Schedule C Part III. A unit is held from its purchase (else its receipt, else its recording) until its
 * sale, or its write-off (the last change of a written-off unit); each year end is midnight of 1 January
 * in the team's time zone. cost_of_goods = beginning_inventory + purchases − ending_inventory, which is
 * the cost of the units sold in the year plus those written off.
 */
export const taxYearInventorySchema = z.object({
  beginning_inventory: moneySchema,
  beginning_units: z.number().int(),
  /** The cost of the units bought in the year (a purchase's cost as split to its units). */
  purchases: moneySchema,
  purchased_units: z.number().int(),
  ending_inventory: moneySchema,
  ending_units: z.number().int(),
  cost_of_goods: moneySchema,
  sold_cost: moneySchema,
  written_off_cost: moneySchema,
});

/** One part of an expense line: an expense category, a sale cost or mileage. */
export const taxYearExpensePartSchema = z.object({
  name: z.string(),
  kind: z.enum(['category', 'sale_cost', 'mileage']),
  amount: moneySchema,
});

export const taxYearExpenseLineSchema = z.object({
  line: scheduleCLineSchema,
  label: z.string(),
  amount: moneySchema,
  parts: z.array(taxYearExpensePartSchema),
});
export type TaxYearExpenseLine = z.infer<typeof taxYearExpenseLineSchema>;

/**
 * A marketplace's 1099-K against the books. reported_gross is what it reports: every payment of the
 * calendar year in UTC, its tax and shipping included. Walking from it to what Flipstack booked:
 * reported_gross − sold_outside_year_locally + sold_only_in_year_locally − marketplace_taxes
 * − shipping_income − refunds − fees = booked_item_sales; each term of the local year.
 */
export const taxYearMarketplaceSchema = z.object({
  platform_id: z.number().int().nullable(),
  /** The platform's name; 'No platform' for sales recorded without one (no 1099-K). */
  platform: z.string(),
  /** Sales in the calendar year in UTC. */
  sales: z.number().int(),
  reported_gross: moneySchema,
  /** Sales in the UTC year but not in the local one (tax and shipping included). */
  sold_outside_year_locally: moneySchema,
  /** Sales in the local year but not in the UTC one (tax and shipping included). */
  sold_only_in_year_locally: moneySchema,
  marketplace_taxes: moneySchema,
  shipping_income: moneySchema,
  refunds: moneySchema,
  /** Commission and payment fees. */
  fees: moneySchema,
  /** Items and other sale revenue, less refunds and fees. */
  booked_item_sales: moneySchema,
  /** This platform's part of gross receipts (items, shipping and other sale revenue). */
  gross_receipts: moneySchema,
  /** What the marketplace's own 1099-K shows (box 1a), when the team typed it in. */
  form_1099k_gross: moneySchema.nullable(),
  /** form_1099k_gross − reported_gross: what the books do not explain (0.00 when they agree). */
  unexplained: moneySchema.nullable(),
});
export type TaxYearMarketplace = z.infer<typeof taxYearMarketplaceSchema>;

/** The named steps from a 1099-K's gross to the item sales booked, each with its sign. */
export const FORM_1099K_STEPS = [
  { key: 'sold_outside_year_locally', label: '− Sold in the UTC year, outside it locally' },
  { key: 'sold_only_in_year_locally', label: '+ Sold in the year locally, outside it in UTC' },
  { key: 'marketplace_taxes', label: '− Tax the marketplace collected' },
  { key: 'shipping_income', label: '− Shipping charged' },
  { key: 'refunds', label: '− Refunds' },
  { key: 'fees', label: '− Fees (commission and payment)' },
  { key: 'booked_item_sales', label: '= Item sales booked' },
] as const;

export const taxYearResponseSchema = z.object({
  year: z.number().int(),
  time_zone: z.string(),
  /** The year's bounds as instants: 1 January 00:00 in the team's time zone, this year's and the next. */
  starts_at: z.string(),
  ends_at: z.string(),
  /** Line 1: items, shipping and other sale revenue of the year's sales; tax the marketplace collected left out. */
  gross_receipts: moneySchema,
  /** Line 2: refunds of the year's sales and refunds tied to no sale. */
  returns: moneySchema,
  /** Line 4, from Part III. */
  cost_of_goods: moneySchema,
  /** Line 5: gross_receipts − returns − cost_of_goods. */
  gross_profit: moneySchema,
  /** Line 6: income transactions. */
  other_income: moneySchema,
  /** Line 28. */
  total_expenses: moneySchema,
  /** Line 31: gross_profit + other_income − total_expenses. */
  net_profit: moneySchema,
  /** Collected for the tax office, never the seller's: shown, not counted. */
  marketplace_taxes: moneySchema,
  inventory: taxYearInventorySchema,
  /** Lines 8–27a with an amount, in the form's order. */
  expenses: z.array(taxYearExpenseLineSchema),
  /** The team's own line choices (setting schedule_c_lines); the rest use the defaults. */
  schedule_c_lines: scheduleCLinesSchema,
  marketplaces: z.array(taxYearMarketplaceSchema),
});
export type TaxYearResponse = z.infer<typeof taxYearResponseSchema>;
