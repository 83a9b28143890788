import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { MonthlyPurchasesResponse, MonthlyPurchasesRow, MonthlyQuery } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/raw.ts';
import { purchases } from '../db/schema/index.ts';
import { purchaseTotals } from '../purchases/purchase-totals.ts';
import { monthRange, type MonthlyFilters, type MonthRange } from './month-range.ts';
import { everyMonth, inMonths, monthOf } from './month-sql.ts';

function purchaseFilters(teamId: number, range: MonthRange, filters: MonthlyFilters): SQL {
  return and(
    eq(purchases.team_id, teamId),
    inMonths(sql`${purchases.purchased_at}`, range),
    filters.platform_id ? eq(purchases.platform_id, filters.platform_id) : undefined,
    filters.account_id ? eq(purchases.account_id, filters.account_id) : undefined,
    filters.category_id
      ? sql`exists (select 1 from inventory_items i join products p on p.id = i.product_id
          where i.purchase_id = ${purchases.id} and p.category_id = ${filters.category_id})`
      : undefined,
  )!;
}

/** One row per month (purchase date in the team's time zone) and a last row (month null) of the whole range. */
export function monthlyPurchasesQuery(teamId: number, range: MonthRange, filters: MonthlyFilters): SQL {
  return sql`
    with purchase_rows as (
      select ${monthOf(sql`${purchases.purchased_at}`, range)} as month, ${purchaseTotals.total.sql} as spend, ${purchases.items_count} as items
      from ${purchases} where ${purchaseFilters(teamId, range, filters)}
      -- A fence, as in monthly sales: PostgreSQL then hashes a few hundred months instead of sorting every purchase.
      offset 0
    ),
    purchase_months as (select month, count(*) as count, sum(items) as items, sum(spend) as spend from purchase_rows group by month),
    monthly as (
      select m.month, coalesce(p.count, 0) as count, coalesce(p.items, 0) as items, coalesce(p.spend, 0) as spend
      from (${everyMonth(range)}) m left join purchase_months p on p.month = m.month
    )
    select to_char(month, 'YYYY-MM') as month, count::int as count, items::int as items, spend::numeric(14,2)::text as spend
    from (select * from monthly union all select null, sum(count), sum(items), sum(spend) from monthly) with_total
    order by month nulls last`;
}

export async function monthlyPurchases(
  db: Database,
  teamId: number,
  query: MonthlyQuery,
): Promise<MonthlyPurchasesResponse> {
  const range = await monthRange(db, teamId, query);
  const rows = await rowsOf<MonthlyPurchasesRow | (Omit<MonthlyPurchasesRow, 'month'> & { month: null })>(
    db,
    monthlyPurchasesQuery(teamId, range, query),
  );
  const { month: _month, ...totals } = rows.pop()!;
  return { rows: rows as MonthlyPurchasesRow[], totals, time_zone: range.timeZone };
}
