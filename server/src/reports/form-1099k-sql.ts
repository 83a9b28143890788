import { sql, type SQL } from 'drizzle-orm';
import { inMonths } from '../analytics/month-sql.ts';
import { platforms, sales } from '../db/schema/index.ts';
import { yearRange } from './tax-year-bounds.ts';

const summed = (expression: string, filter: string, name: string) =>
  sql.raw(`coalesce(sum(${expression}) filter (where ${filter}), 0)::numeric(14,2)::text as ${name}`);

/**
 * A row per platform with a sale in the year, in UTC (as the marketplaces date their 1099-K) or in the
 * team's time zone (as the books do): what the 1099-K reports and each step from it to what was booked.
 */
export function form1099kQuery(
  teamId: number,
  year: number,
  timeZone: string,
  typedByPlatform: Record<string, string>,
): SQL {
  const inUtcYear = inMonths(sql`${sales.sold_at}`, yearRange(year, 'UTC'));
  const inLocalYear = inMonths(sql`${sales.sold_at}`, yearRange(year, timeZone));
  const typed = sql`${JSON.stringify(typedByPlatform)}::jsonb`;
  return sql`
    with year_sales as (
      select ${sales.platform_id} as platform_id, (${inUtcYear}) as in_utc, (${inLocalYear}) as in_local,
        ${sales.revenue_subtotal} + ${sales.revenue_shipping} + ${sales.revenue_other} + ${sales.revenue_taxes} as paid,
        ${sales.revenue_subtotal} + ${sales.revenue_other} as item_sales, ${sales.revenue_shipping} as shipping,
        ${sales.revenue_taxes} as taxes, ${sales.refunds} as refunds, ${sales.cost_commission} + ${sales.cost_payment} as fees
      from ${sales}
      where ${sales.team_id} = ${teamId} and ((${inUtcYear}) or (${inLocalYear}))
    )
    select y.platform_id, coalesce(${platforms.name}, 'No platform') as platform,
      (count(*) filter (where in_utc))::int as sales,
      ${summed('paid', 'in_utc', 'reported_gross')},
      ${summed('paid', 'in_utc and not in_local', 'sold_outside_year_locally')},
      ${summed('paid', 'in_local and not in_utc', 'sold_only_in_year_locally')},
      ${summed('taxes', 'in_local', 'marketplace_taxes')},
      ${summed('shipping', 'in_local', 'shipping_income')},
      ${summed('refunds', 'in_local', 'refunds')},
      ${summed('fees', 'in_local', 'fees')},
      ${summed('item_sales - refunds - fees', 'in_local', 'booked_item_sales')},
      ${summed('item_sales + shipping', 'in_local', 'gross_receipts')},
      (${typed} ->> y.platform_id::text)::numeric(14,2)::text as form_1099k_gross,
      ((${typed} ->> y.platform_id::text)::numeric - coalesce(sum(paid) filter (where in_utc), 0))::numeric(14,2)::text
        as unexplained
    from year_sales y left join ${platforms} on ${platforms.id} = y.platform_id
    group by y.platform_id, ${platforms.name}
    order by y.platform_id is null, sum(paid) filter (where in_utc) desc nulls last, ${platforms.name}`;
}
