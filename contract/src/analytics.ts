import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idInputSchema, moneySchema } from './resources/common.ts';

/** Years 0001–9999, as every date the API takes. */
const month = z
  .string()
  .regex(/^(?!0000)\d{4}-(0[1-9]|1[0-2])$/, { message: 'Use a month like 2026-04, from 0001-01 to 9999-12' });
const optionalId = idInputSchema().optional();

/** Both monthly reports: from/to are months in the team's time zone, inclusive; default the last 12 months. */
export const monthlyQuerySchema = z.object({
  from: month.optional(),
  to: month.optional(),
  platform_id: optionalId,
  account_id: optionalId,
  /** Purchases or sales with at least one item of this category. */
  category_id: optionalId,
  /**
   * Each month counts only its days 1 to this one (in the team's time zone): a month so far against the same
   * days of another. A month shorter than this counts whole.
   */
  through_day: z.coerce.number().int().min(1).max(31).optional(),
});
export type MonthlyQuery = z.infer<typeof monthlyQuerySchema>;
export type MonthlyQueryInput = z.input<typeof monthlyQuerySchema>;

export const MONTHLY_RANGE_MAX = 120;

export const monthlyPurchasesRowSchema = z.object({
  /** YYYY-MM */
  month: z.string(),
  count: z.number().int(),
  items: z.number().int(),
  /** subtotal + shipping + taxes + other_costs */
  spend: moneySchema,
});
export type MonthlyPurchasesRow = z.infer<typeof monthlyPurchasesRowSchema>;

export const monthlyPurchasesResponseSchema = z.object({
  rows: z.array(monthlyPurchasesRowSchema),
  totals: monthlyPurchasesRowSchema.omit({ month: true }),
  time_zone: z.string(),
});
export type MonthlyPurchasesResponse = z.infer<typeof monthlyPurchasesResponseSchema>;

const salesNumbers = {
  count: z.number().int(),
  items: z.number().int(),
  revenue_subtotal: moneySchema,
  revenue_shipping: moneySchema,
  revenue_taxes: moneySchema,
  revenue_other: moneySchema,
  /** Refund transactions linked to the month's sales (a positive amount that lowers revenue). */
  revenue_refunds: moneySchema,
  /** subtotal + shipping + taxes + other − refunds */
  revenue_total: moneySchema,
  cost_shipping: moneySchema,
  cost_commission: moneySchema,
  cost_payment: moneySchema,
  cost_other: moneySchema,
  cost_total: moneySchema,
  cost_of_goods: moneySchema,
  /** revenue_total − revenue_taxes − cost_total − cost_of_goods */
  profit: moneySchema,
  /** profit / (revenue_total − revenue_taxes) × 100, two decimals; null when that is 0. */
  margin_percent: z.number().nullable(),
  /** Mean days in stock of the items sold, one decimal; null without items. */
  avg_days_to_sell: z.number().nullable(),
};

export const monthlySalesRowSchema = z.object({ month: z.string(), ...salesNumbers });
export type MonthlySalesRow = z.infer<typeof monthlySalesRowSchema>;

/** The range's sales of one platform; platform_id null gathers the sales recorded without one. */
export const platformSalesRowSchema = z.object({
  platform_id: z.number().int().nullable(),
  platform_name: z.string().nullable(),
  ...salesNumbers,
});
export type PlatformSalesRow = z.infer<typeof platformSalesRowSchema>;

export const monthlySalesResponseSchema = z.object({
  rows: z.array(monthlySalesRowSchema),
  totals: z.object(salesNumbers),
  /** The same numbers per platform over the whole range, highest revenue first. */
  by_platform: z.array(platformSalesRowSchema),
  time_zone: z.string(),
});
export type MonthlySalesResponse = z.infer<typeof monthlySalesResponseSchema>;

/** What the KPIs are grouped by: the item's product category or brand, the sale's or listing's platform, the purchase's seller. */
export const KPI_GROUPS = ['category', 'brand', 'platform', 'source'] as const;
export type KpiGroup = (typeof KPI_GROUPS)[number];

/** The KPIs of a range of months (team's time zone, inclusive; default the last 12) per group and in total. */
export const kpisQuerySchema = z.object({
  from: month.optional(),
  to: month.optional(),
  by: z.enum(KPI_GROUPS, { message: `Use one of ${KPI_GROUPS.join(', ')}` }).default('category'),
});
export type KpisQuery = z.infer<typeof kpisQuerySchema>;
export type KpisQueryInput = z.input<typeof kpisQuerySchema>;

const kpiNumbers = {
  /** Units whose sale is in the range. */
  units_sold: z.number().int(),
  /** Units in stock at the range's start (stocked before it, not sold before it) plus units stocked in the range. */
  units_available: z.number().int(),
  /** units_sold / units_available, four decimals; null without units available. */
  sell_through_rate: z.number().nullable(),
  /** The sold units' share of their sales' profit (a sale's profit split by its items' cost). */
  profit: moneySchema,
  /** The sold units' cost. */
  cost: moneySchema,
  /** profit / cost, four decimals; null when cost is 0. */
  roi: z.number().nullable(),
  /** Mean whole days from stocked (received, else bought) to sold of the units sold, one decimal; null without any. */
  avg_days_to_sell: z.number().nullable(),
  /** Units whose first listing is in the range. */
  units_listed: z.number().int(),
  /** Mean whole days from stocked to first listed of the units listed, one decimal; null without any. */
  avg_days_to_list: z.number().nullable(),
};

/** One group's KPIs; group_id null gathers the units without a category, brand, platform or seller ("None"). */
export const kpisRowSchema = z.object({
  group_id: z.number().int().nullable(),
  group_name: z.string().nullable(),
  ...kpiNumbers,
});
export type KpisRow = z.infer<typeof kpisRowSchema>;

export const kpisResponseSchema = z.object({
  by: z.enum(KPI_GROUPS),
  from: z.string(),
  to: z.string(),
  /** Most units sold first. */
  rows: z.array(kpisRowSchema),
  totals: z.object(kpiNumbers),
  time_zone: z.string(),
});
export type KpisResponse = z.infer<typeof kpisResponseSchema>;

const tag = 'analytics';
export const analyticsEndpoints = {
  monthlyPurchases: endpoint({
    method: 'GET',
    path: '/analytics/monthly-purchases',
    tag,
    query: monthlyQuerySchema,
    answer: monthlyPurchasesResponseSchema,
  }),
  monthlySales: endpoint({
    method: 'GET',
    path: '/analytics/monthly-sales',
    tag,
    query: monthlyQuerySchema,
    answer: monthlySalesResponseSchema,
  }),
  kpis: endpoint({ method: 'GET', path: '/analytics/kpis', tag, query: kpisQuerySchema, answer: kpisResponseSchema }),
};
