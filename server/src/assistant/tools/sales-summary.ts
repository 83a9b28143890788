import { z } from 'zod';
import { monthOf, addMonths, type MonthlySalesResponse } from '@flipstack/contract';
import { teamTimeZone } from '../../analytics/month-range.ts';
import { monthlySalesJson } from '../../analytics/monthly-sales.ts';
import { profitAndLoss } from '../../reports/profit-and-loss.ts';
import { defineTool } from './tool.ts';

export const SALES_PERIODS = ['this_month', 'last_month', 'this_year', 'last_year', 'last_12_months'] as const;
export type Period = (typeof SALES_PERIODS)[number];

const month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'Use a month like 2026-04' })
  .describe('YYYY-MM, in the team time zone');

/** from/to months of a named period, in the team's time zone. */
export function periodMonths(period: Period, current: string): [string, string] {
  const year = current.slice(0, 4);
  switch (period) {
    case 'this_month':
      return [current, current];
    case 'last_month':
      return [addMonths(current, -1), addMonths(current, -1)];
    case 'this_year':
      return [`${year}-01`, current];
    case 'last_year':
      return [`${Number(year) - 1}-01`, `${Number(year) - 1}-12`];
    case 'last_12_months':
      return [addMonths(current, -11), current];
  }
}

/**
 * The figures of the analytics screen (GET /analytics/monthly-sales) for a range of whole months, and the
 * net profit of the profit and loss report (GET /reports/profit-and-loss) with its parts.
 */
export const salesSummary = defineTool({
  name: 'sales_summary',
  description:
    'Sales, revenue, costs and profit for a named period or a range of whole months (inclusive), in total, per month and per platform, and the net profit after expenses and mileage. Defaults to the current month.',
  parameters: z.object({
    period: z.enum(SALES_PERIODS).optional(),
    from_month: month.optional(),
    to_month: month.optional(),
  }),
  writes: [],
  async run({ db, session }, args) {
    const current = monthOf(new Date(), await teamTimeZone(db, session.teamId));
    let [from, to] = periodMonths(args.period ?? 'this_month', current);
    if (args.from_month || args.to_month) {
      to = args.to_month ?? args.from_month!;
      from = args.from_month ?? to;
    }
    const answer = JSON.parse(await monthlySalesJson(db, session.teamId, { from, to })) as MonthlySalesResponse;
    const { total } = await profitAndLoss(db, session.teamId, { from, to });
    const net = {
      sales_profit: total.sales_profit,
      other_income: total.other_income,
      expenses: total.expenses,
      expenses_by_category: total.expenses_by_category,
      mileage: total.mileage,
      net_profit: total.net_profit,
    };
    return { period: args.period ?? null, from_month: from, to_month: to, ...answer, net };
  },
});
