import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { MonthlyPurchasesResponse, MonthlyPurchasesRow, MonthlyQuery } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/raw.ts';
import { purchases, purchasesMonths } from '../db/schema/index.ts';
import { purchaseTotals } from '../purchases/purchase-totals.ts';
import { isKeptAnswerable, monthRange, type MonthlyFilters, type MonthRange } from './month-range.ts';
import { everyMonth, inFirstDays, inMonths, monthCellsIn, monthOf } from './month-sql.ts';

function purchaseFilters(teamId: number, range: MonthRange, filters: MonthlyFilters): SQL {
  return and(
    eq(purchases.team_id, teamId),
    inMonths(sql`${purchases.purchased_at}`, range),
    inFirstDays(sql`${purchases.purchased_at}`, range, filters.through_day),
    filters.platform_id ? eq(purchases.platform_id, filters.platform_id) : undefined,
    filters.account_id ? eq(purchases.account_id, filters.account_id) : undefined,
    filters.category_id
      ? sql`exists (select 1 from inventory_items i join products p on p.id = i.product_id
          where i.purchase_id = ${purchases.id} and p.category_id = ${filters.category_id})`
      : undefined,
  )!;
}

/** The range's months summed from every purchase: for what the kept cells do not know (isKeptAnswerable). */
function cellsOfPurchases(teamId: number, range: MonthRange, filters: MonthlyFilters): SQL {
  return sql`
    purchase_rows as (
      select ${monthOf(sql`${purchases.purchased_at}`, range)} as month, ${purchaseTotals.total.sql} as spend, ${purchases.items_count} as items
      from ${purchases} where ${purchaseFilters(teamId, range, filters)}
      -- A fence, as in monthly sales: PostgreSQL then hashes a few hundred months instead of sorting every purchase.
      offset 0
    ),
    cells as (select month, count(*) as count, sum(items) as items, sum(spend) as spend from purchase_rows group by month),`;
}

/** The range's months from purchases_months, kept in the range's time zone (use_purchases_month_zone, db/derived/purchases-months.sql). */
function keptCells(teamId: number, range: MonthRange, filters: MonthlyFilters): SQL {
  return sql`
    cells as (
      select month, sum(purchases) as count, sum(items_count) as items, sum(spend) as spend
      from ${purchasesMonths}
      where ${and(
        eq(purchasesMonths.team_id, teamId),
        monthCellsIn(sql`${purchasesMonths.month}`, range),
        filters.platform_id ? eq(purchasesMonths.platform_key, filters.platform_id) : undefined,
        filters.account_id ? eq(purchasesMonths.account_key, filters.account_id) : undefined,
      )}
      group by month
    ),`;
}

/**
 * One row per month (purchase date in the team's time zone) and a last row (month null) of the whole
 * range. The months are the kept cells (purchases_months) or, for a category or a part of each month,
 * summed from the purchases. From the kept cells there are no rows unless they are kept in the range's
 * time zone, checked in the same snapshot as they are read.
 */
export function monthlyPurchasesQuery(
  teamId: number,
  range: MonthRange,
  filters: MonthlyFilters,
  source: 'kept' | 'purchases',
): SQL {
  const kept = source === 'kept';
  return sql`
    with ${kept ? keptCells(teamId, range, filters) : cellsOfPurchases(teamId, range, filters)}
    monthly as (
      select m.month, coalesce(c.count, 0) as count, coalesce(c.items, 0) as items, coalesce(c.spend, 0) as spend
      from (${everyMonth(range)}) m left join cells c on c.month = m.month
    )
    select to_char(month, 'YYYY-MM') as month, count::int as count, items::int as items, spend::numeric(14,2)::text as spend
    from (select * from monthly union all select null, sum(count), sum(items), sum(spend) from monthly) with_total
    ${kept ? sql`where exists (select 1 from purchases_month_zones where team_id = ${teamId} and time_zone = ${range.timeZone})` : sql``}
    order by month nulls last`;
}

type Row = MonthlyPurchasesRow | (Omit<MonthlyPurchasesRow, 'month'> & { month: null });

export async function monthlyPurchases(
  db: Database,
  teamId: number,
  query: MonthlyQuery,
): Promise<MonthlyPurchasesResponse> {
  const range = await monthRange(db, teamId, query);
  const read = (source: 'kept' | 'purchases') => rowsOf<Row>(db, monthlyPurchasesQuery(teamId, range, query, source));
  let rows = isKeptAnswerable(query) ? await read('kept') : await read('purchases');
  // The first call in a zone builds the cells; no rows again only when another call has since moved
  // them to another zone: the purchases then answer.
  if (rows.length === 0) {
    await db.execute(sql`select use_purchases_month_zone(${teamId}, ${range.timeZone})`);
    rows = await read('kept');
    if (rows.length === 0) rows = await read('purchases');
  }
  const { month: _month, ...totals } = rows.pop()!;
  return { rows: rows as MonthlyPurchasesRow[], totals, time_zone: range.timeZone };
}
