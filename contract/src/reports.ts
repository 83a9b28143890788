import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { journalQuerySchema, journalResponseSchema } from './journal.ts';
import { taxYearQuerySchema, taxYearResponseSchema } from './tax-year.ts';
import { moneySchema } from './resources/common.ts';
import { PROFIT_AND_LOSS_GROUPS } from './report-periods.ts';
import { reportMonthSchema as month } from './report-month.ts';

/** The journal for accounting programs is a report call too. */
export * from './journal.ts';

/**
 * GET /api/reports/profit-and-loss: whole months in the team's time zone, both counted, summed per month
 * (the default), calendar quarter or calendar year; a period is cut to the range's months.
 */
export const profitAndLossQuerySchema = z.object({
  from: month,
  to: month,
  group: z.enum(PROFIT_AND_LOSS_GROUPS, { message: 'Choose month, quarter or year' }).optional(),
});
export type ProfitAndLossQuery = z.infer<typeof profitAndLossQuerySchema>;

export const PROFIT_AND_LOSS_MONTHS_MAX = 120;

export const expenseCategorySchema = z.object({
  /** The transaction's category; 'Fees' for a fee without one, 'Uncategorized' for an expense without one. */
  category: z.string(),
  amount: moneySchema,
});

/**
 * One period's profit and loss. Sales count in the month they were sold (in the team's time zone) with
 * their refunds; money not tied to a sale counts in the month it happened; trips on their day.
 * net_profit = gross_sales − refunds − cost_of_goods − selling_costs + other_income − expenses − mileage,
 * which is the sum of the period's sale profits + other_income − expenses − mileage.
 */
export const profitAndLossFiguresSchema = z.object({
  sales: z.number().int(),
  item_sales: moneySchema,
  shipping_income: moneySchema,
  /** A sale's other revenue (negative for adjustments the marketplace made). */
  other_revenue: moneySchema,
  /** item_sales + shipping_income + other_revenue: taxes the marketplace collected are left out. */
  gross_sales: moneySchema,
  /** Collected for the tax office, never the seller's: shown, not counted. */
  marketplace_taxes: moneySchema,
  /** Refunds of the period's sales, and refunds recorded without a sale in their own month. */
  refunds: moneySchema,
  cost_of_goods: moneySchema,
  commission: moneySchema,
  payment_fees: moneySchema,
  shipping_labels: moneySchema,
  other_sale_costs: moneySchema,
  /** commission + payment_fees + shipping_labels + other_sale_costs */
  selling_costs: moneySchema,
  /** gross_sales − refunds − cost_of_goods − selling_costs */
  sales_profit: moneySchema,
  /** Transactions of type income. */
  other_income: moneySchema,
  /** Transactions of type expense and fee, in total and by category. */
  expenses: moneySchema,
  expenses_by_category: z.array(expenseCategorySchema),
  /** Trips valued at their rate, plus mileage transactions typed before trips were recorded. */
  mileage: moneySchema,
  miles: z.string(),
  net_profit: moneySchema,
});
export type ProfitAndLossFigures = z.infer<typeof profitAndLossFiguresSchema>;

export const profitAndLossResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  /** Every period of the range, empty ones too, each named by the first month of its month,
   * quarter or year ('2026-04' is Q2 by quarter). */
  months: z.array(profitAndLossFiguresSchema.extend({ month: z.string() })),
  total: profitAndLossFiguresSchema,
  /** Every category with an expense in the range, largest first: the columns of a month-by-month view. */
  expense_categories: z.array(z.string()),
});
export type ProfitAndLossResponse = z.infer<typeof profitAndLossResponseSchema>;
export type ProfitAndLossMonth = ProfitAndLossResponse['months'][number];

const tag = 'reports';
const pdf = z.any().describe('application/pdf');
export const reportEndpoints = {
  profitAndLoss: endpoint({
    method: 'GET',
    path: '/reports/profit-and-loss',
    tag,
    query: profitAndLossQuerySchema,
    answer: profitAndLossResponseSchema,
  }),
  profitAndLossPdf: endpoint({
    method: 'GET',
    path: '/reports/profit-and-loss.pdf',
    tag,
    query: profitAndLossQuerySchema,
    answer: pdf,
    returns: 'file',
  }),
  journal: endpoint({
    method: 'GET',
    path: '/reports/journal',
    tag,
    query: journalQuerySchema,
    answer: z.union([journalResponseSchema, z.string().describe('text/csv')]),
    returns: 'json-or-file',
  }),
  taxYear: endpoint({
    method: 'GET',
    path: '/reports/tax-year',
    tag,
    query: taxYearQuerySchema,
    answer: taxYearResponseSchema,
  }),
  taxYearPdf: endpoint({
    method: 'GET',
    path: '/reports/tax-year.pdf',
    tag,
    query: taxYearQuerySchema,
    answer: pdf,
    returns: 'file',
  }),
};
