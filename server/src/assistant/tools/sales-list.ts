import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { monthOf } from '@flipstack/contract';
import { teamTimeZone } from '../../analytics/month-range.ts';
import { isoText, moneyText, rowsOf } from '../../db/raw.ts';
import { platforms, sales } from '../../db/schema/index.ts';
import { saleTotals } from '../../sales/sale-totals.ts';
import { periodMonths, SALES_PERIODS, type Period } from './sales-summary.ts';
import { defineTool } from './tool.ts';

export const SALES_LIST_PERIODS = ['today', 'this_week', 'last_week', ...SALES_PERIODS, 'all_time'] as const;
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'Use a month like 2026-04' });

type SaleRow = {
  id: number;
  sold_at: string;
  platform_name: string | null;
  buyer: string | null;
  revenue_total: string;
  profit: string;
  items: { id: number; product_name: string; serial_number: string | null; tag_number: string | null }[];
};

const profit = saleTotals.profit.sql;
const revenue = saleTotals.revenue_total.sql;

/** The bounds of a period in the team's time zone, as SQL timestamps; weeks start on Monday. */
function bounds(
  args: { period?: string | undefined; from_month?: string | undefined; to_month?: string | undefined },
  now: Date,
  timeZone: string,
): { from?: SQL; to?: SQL; from_month?: string; to_month?: string } {
  const at = sql`${now.toISOString()}::timestamptz`;
  const localWeek = sql`date_trunc('week', ${at} at time zone ${timeZone})`;
  if (args.period === 'today')
    return { from: sql`date_trunc('day', ${at} at time zone ${timeZone}) at time zone ${timeZone}`, to: at };
  if (args.period === 'this_week') return { from: sql`(${localWeek}) at time zone ${timeZone}`, to: at };
  if (args.period === 'last_week')
    return {
      from: sql`(${localWeek} - interval '7 days') at time zone ${timeZone}`,
      to: sql`(${localWeek}) at time zone ${timeZone}`,
    };
  if (args.period === 'all_time' && !args.from_month && !args.to_month) return {};
  let [from, to] = periodMonths((args.period ?? 'this_month') as Period, monthOf(now, timeZone));
  if (args.from_month || args.to_month) {
    to = args.to_month ?? args.from_month!;
    from = args.from_month ?? to;
  }
  return {
    from: sql`(${`${from}-01`}::timestamp) at time zone ${timeZone}`,
    to: sql`(${`${to}-01`}::timestamp + interval '1 month') at time zone ${timeZone}`,
    from_month: from,
    to_month: to,
  };
}

/** Which sales happened in a period, each naming its items, with their totals: "what sold this week", "what lost money". */
export const salesList = defineTool({
  name: 'sales_list',
  description:
    'The sales of a period (this or last week, a named period or a range of whole months, or all time), newest first, each with its items (product name, serial, tag), platform, revenue and profit, and their totals. With losing_only, only the sales whose profit is below zero.',
  parameters: z.object({
    period: z.enum(SALES_LIST_PERIODS).optional(),
    from_month: month.optional(),
    to_month: month.optional(),
    losing_only: z.boolean().default(false),
    limit: z.number().int().min(1).max(50).default(10),
  }),
  writes: [],
  async run({ db, session }, args) {
    const timeZone = await teamTimeZone(db, session.teamId);
    const range = bounds(args, new Date(), timeZone);
    const where = sql.join(
      [
        sql`${sales.team_id} = ${session.teamId}`,
        range.from ? sql`${sales.sold_at} >= ${range.from}` : undefined,
        range.to ? sql`${sales.sold_at} < ${range.to}` : undefined,
        args.losing_only ? sql`(${profit}) < 0` : undefined,
      ].filter((part): part is SQL => part !== undefined),
      sql` and `,
    );
    const [totals] = await rowsOf<{ count: number; revenue_total: string; profit: string }>(
      db,
      sql`select count(*)::int as count, ${moneyText(sql`sum(${revenue})`)} as revenue_total, ${moneyText(sql`sum(${profit})`)} as profit
        from ${sales} where ${where}`,
    );
    const rows = await rowsOf<SaleRow>(
      db,
      sql`select ${sales.id} as id, ${isoText(sql`${sales.sold_at}`)} as sold_at, ${platforms.name} as platform_name, ${sales.buyer} as buyer,
          (${revenue})::numeric(14,2)::text as revenue_total, (${profit})::numeric(14,2)::text as profit,
          coalesce((select json_agg(json_build_object('id', i.id, 'product_name', p.name, 'serial_number', i.serial_number,
              'tag_number', i.tag_number) order by si.id)
            from sale_inventory_items si join inventory_items i on i.id = si.inventory_item_id join products p on p.id = i.product_id
            where si.sale_id = ${sales.id}), '[]'::json) as items
        from ${sales} left join ${platforms} on ${platforms.id} = ${sales.platform_id}
        where ${where}
        order by ${args.losing_only ? sql`(${profit}) asc,` : sql``} ${sales.sold_at} desc, ${sales.id} desc
        limit ${args.limit}`,
    );
    return {
      period: args.period ?? (range.from_month ? null : 'all_time'),
      from_month: range.from_month ?? null,
      to_month: range.to_month ?? null,
      losing_only: args.losing_only,
      time_zone: timeZone,
      ...totals,
      // pg reads json as objects; PGlite may hand back its text.
      sales: rows.map((row) => ({
        ...row,
        items: typeof row.items === 'string' ? (JSON.parse(row.items) as SaleRow['items']) : row.items,
      })),
    };
  },
});
