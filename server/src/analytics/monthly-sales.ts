import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { MonthlyQuery } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { SALES_MONTH_SUMS } from '../db/derived/columns.ts';
import { rowsOf } from '../db/raw.ts';
import { sales, salesMonths } from '../db/schema/index.ts';
import { isKeptAnswerable, monthRange, type MonthlyFilters, type MonthRange } from './month-range.ts';
import { everyMonth, inFirstDays, inMonths, monthCellsIn, monthOf } from './month-sql.ts';

const REVENUE = ['revenue_subtotal', 'revenue_shipping', 'revenue_taxes', 'revenue_other'];
const COSTS = ['cost_shipping', 'cost_commission', 'cost_payment', 'cost_other'];
/** The sums a month cell keeps; a sale's revenue_total, cost_total and profit are its generated columns, items_count, cost_of_goods, days_in_stock_sum and refunds are kept on it (db/derived/sales.sql). */
const SUMMED: readonly string[] = SALES_MONTH_SUMS;

const list = (names: readonly string[], format: (name: string) => string) => sql.raw(names.map(format).join(', '));
const summedCells = list(SUMMED, (name) => `sum(${name}) as ${name}`);
/** Money keys of the answer's JSON, as exact text ("12.50"). */
const moneyKeys = (names: readonly string[]) => list(names, (name) => `'${name}', ${name}::numeric(14,2)::text`);

function saleFilters(teamId: number, range: MonthRange, filters: MonthlyFilters): SQL {
  return and(
    eq(sales.team_id, teamId),
    inMonths(sql`${sales.sold_at}`, range),
    inFirstDays(sql`${sales.sold_at}`, range, filters.through_day),
    filters.platform_id ? eq(sales.platform_id, filters.platform_id) : undefined,
    filters.account_id ? eq(sales.account_id, filters.account_id) : undefined,
    filters.category_id
      ? sql`exists (select 1 from sale_inventory_items si join inventory_items i on i.id = si.inventory_item_id
          join products p on p.id = i.product_id where si.sale_id = ${sales.id} and p.category_id = ${filters.category_id})`
      : undefined,
  )!;
}

/** The (month, platform) cells of the range, summed from every sale: for what the kept cells do not know (isKeptAnswerable). */
function cellsOfSales(teamId: number, range: MonthRange, filters: MonthlyFilters): SQL {
  return sql`
    sale_rows as (
      select ${monthOf(sql`${sales.sold_at}`, range)} as month, ${sales.platform_id} as platform_id, ${list(SUMMED, (name) => `"sales"."${name}"`)}
      from ${sales}
      where ${saleFilters(teamId, range, filters)}
      -- A fence: PostgreSQL then guesses the months from no statistics (a few hundred) instead of from the
      -- sale times (one per sale), and hashes the cells instead of sorting every sale on disk (2× faster).
      offset 0
    ),
    cells as (
      select month, platform_id, count(*) as count, ${summedCells}
      from sale_rows group by month, platform_id
    ),`;
}

/** The (month, platform) cells of the range from sales_months, kept in the range's time zone (use_sales_month_zone, db/derived/sales-months.sql). */
function keptCells(teamId: number, range: MonthRange, filters: MonthlyFilters): SQL {
  return sql`
    cells as (
      select month, nullif(platform_key, 0) as platform_id, sum(sales) as count, ${summedCells}
      from ${salesMonths}
      where ${and(
        eq(salesMonths.team_id, teamId),
        monthCellsIn(sql`${salesMonths.month}`, range),
        filters.platform_id ? eq(salesMonths.platform_key, filters.platform_id) : undefined,
        filters.account_id ? eq(salesMonths.account_key, filters.account_id) : undefined,
      )}
      group by 1, 2
    ),`;
}

/**
 * The range's sales in (month, platform) cells, rolled up three ways: by month (every month of the
 * range, empty ones too), by platform, and the whole range. Money is a sale's own, as on the sales
 * screen; refunds linked to a sale count in the sale's month. The cells are the kept ones
 * (sales_months, a few hundred rows) or, for a category or a part of each month, summed from the sales.
 * From the kept cells the answer is null unless they are kept in the range's time zone, checked in the
 * same snapshot as they are read.
 */
export function monthlySalesQuery(
  teamId: number,
  range: MonthRange,
  filters: MonthlyFilters,
  source: 'kept' | 'sales',
): SQL {
  const kept = source === 'kept';
  return sql`
    with ${kept ? keptCells(teamId, range, filters) : cellsOfSales(teamId, range, filters)}
    grouped as (
      select case grouping(month, platform_id) when 1 then 'month' when 2 then 'platform' else 'total' end as level,
        month, platform_id, sum(count) as count, ${summedCells}
      from cells group by grouping sets ((month), (platform_id), ())
    ),
    levels as (
      select 'month' as level, m.month, null::int as platform_id from (${everyMonth(range)}) m
      union all select 'platform', null, platform_id from grouped where level = 'platform'
      union all select 'total', null, null
    ),
    filled as (
      select l.level, l.month, l.platform_id, coalesce(g.count, 0) as count,
        ${list(SUMMED, (name) => `coalesce(g.${name}, 0) as ${name}`)}
      from levels l left join grouped g on g.level = l.level
        and g.month is not distinct from l.month and g.platform_id is not distinct from l.platform_id
    ),
    -- Refunds linked to a sale come off its month's revenue, and so off its profit.
    figured as (
      select *, revenue_total - refunds as net_revenue, profit - refunds as net_profit from filled
    ),
    -- Each cell's figures as the contract's numbers.
    answer as (
      select f.level, f.month, f.platform_id, pl.name as platform_name, f.net_revenue,
        jsonb_build_object(
          'count', f.count::int, 'items', f.items_count::int,
          ${moneyKeys(REVENUE)}, 'revenue_refunds', refunds::numeric(14,2)::text,
          'revenue_total', net_revenue::numeric(14,2)::text,
          ${moneyKeys([...COSTS, 'cost_total', 'cost_of_goods'])},
          'profit', net_profit::numeric(14,2)::text,
          'margin_percent', case when net_revenue - revenue_taxes = 0 then null
            else round(net_profit * 100 / (net_revenue - revenue_taxes), 2)::float8 end,
          'avg_days_to_sell', case when items_count = 0 then null else round(days_in_stock_sum::numeric / items_count, 1)::float8 end
        ) as numbers
      from figured f left join platforms pl on pl.id = f.platform_id
    )
    select case when ${kept ? sql`exists (select 1 from sales_month_zones where team_id = ${teamId} and time_zone = ${range.timeZone})` : sql`true`}
    then json_build_object(
      'rows', coalesce((select jsonb_agg(jsonb_build_object('month', to_char(month, 'YYYY-MM')) || numbers order by month)
        from answer where level = 'month'), '[]'),
      'totals', (select numbers from answer where level = 'total'),
      'by_platform', coalesce((select jsonb_agg(jsonb_build_object('platform_id', platform_id, 'platform_name', platform_name) || numbers
        order by net_revenue desc, platform_id nulls last) from answer where level = 'platform'), '[]'),
      'time_zone', ${range.timeZone}::text
    )::text end as answer`;
}

/**
 * The answer of GET /analytics/monthly-sales as JSON text, written by PostgreSQL (as the inventory
 * list's page): the contract's shape by construction, held to monthlySalesResponseSchema by the tests.
 */
export async function monthlySalesJson(db: Database, teamId: number, query: MonthlyQuery): Promise<string> {
  const range = await monthRange(db, teamId, query);
  const answer = async (source: 'kept' | 'sales') =>
    (await rowsOf<{ answer: string | null }>(db, monthlySalesQuery(teamId, range, query, source)))[0]!.answer;
  if (!isKeptAnswerable(query)) return (await answer('sales'))!;
  // One statement once the team's cells are kept in its zone; the first call in a zone builds them.
  const kept = await answer('kept');
  if (kept !== null) return kept;
  await db.execute(sql`select use_sales_month_zone(${teamId}, ${range.timeZone})`);
  // Null only when another call has since moved the cells to another zone: the sales then answer.
  return (await answer('kept')) ?? (await answer('sales'))!;
}
