import { z } from 'zod';
import type { MonthlySalesResponse } from '@flipstack/contract';
import { monthIn, teamTimeZone } from '../../analytics/month-range.ts';
import { monthlySalesJson } from '../../analytics/monthly-sales.ts';
import { defineTool } from './tool.ts';

const month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'Use a month like 2026-04' })
  .describe('YYYY-MM, in the team time zone');

/** The figures of the analytics screen (GET /analytics/monthly-sales) for a range of whole months. */
export const salesSummary = defineTool({
  name: 'sales_summary',
  description:
    'Sales, revenue, costs and profit for a range of whole months (inclusive), in total, per month and per platform. Defaults to the current month.',
  parameters: z.object({ from_month: month.optional(), to_month: month.optional() }),
  changesData: false,
  async run({ db, session }, args) {
    const current = monthIn(new Date(), await teamTimeZone(db, session.teamId));
    const to = args.to_month ?? args.from_month ?? current;
    const from = args.from_month ?? to;
    const answer = JSON.parse(await monthlySalesJson(db, session.teamId, { from, to })) as MonthlySalesResponse;
    return { from_month: from, to_month: to, ...answer };
  },
});
