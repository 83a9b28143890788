import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { MonthlyQuery, MonthlySalesResponse, MonthlySalesRow, PlatformSalesRow } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/raw.ts';
import { sales, salesMonths } from '../db/schema/index.ts';
import { monthRange, type MonthRange } from './month-range.ts';
import { everyMonth, inMonths, monthCellsIn, monthOf } from './month-sql.ts';

type Filters = Pick<MonthlyQuery, 'platform_id' | 'account_id' | 'category_id'>;

const REVENUE = ['revenue_subtotal', 'revenue_shipping', 'revenue_taxes', 'revenue_other'];
const COSTS = ['cost_shipping', 'cost_commission', 'cost_payment', 'cost_other'];
/** Summed as they are; items_count, cost_of_goods, days_in_stock_sum and refunds are kept on each sale by the database (migrations 0004, 0006). */
const SUMMED = [...REVENUE, ...COSTS, 'items_count', 'cost_of_goods', 'days_in_stock_sum', 'refunds'];

const list = (names: string[], format: (name: string) => string) => sql.raw(names.map(format).join(', '));
const asMoney = (name: string) => `${name}::numeric(14,2)::text as ${name}`;
const summedCells = list(SUMMED, (name) => `sum(${name}) as ${name}`);

function saleFilters(teamId: number, range: MonthRange, filters: Filters): SQL {
  return and(
    eq(sales.team_id, teamId),
    inMonths(sql`${sales.sold_at}`, range),
    filters.platform_id ? eq(sales.platform_id, filters.platform_id) : undefined,
    filters.account_id ? eq(sales.account_id, filters.account_id) : undefined,
    filters.category_id
      ? sql`exists (select 1 from sale_inventory_items si join inventory_items i on i.id = si.inventory_item_id
          join products p on p.id = i.product_id where si.sale_id = ${sales.id} and p.category_id = ${filters.category_id})`
      : undefined,
  )!;
}

/** The (month, platform) cells of the range, summed from every sale: for a category, which the kept cells do not know. */
function cellsOfSales(teamId: number, range: MonthRange, filters: Filters): SQL {
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

/** The (month, platform) cells of the range from sales_months, kept in the range's time zone (use_sales_month_zone). */
function keptCells(teamId: number, range: MonthRange, filters: Filters): SQL {
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

type Level = 'month' | 'platform' | 'total';
type Figured = Omit<MonthlySalesRow, 'month'> & { level: Level; month: string | null; platform_id: number | null; platform_name: string | null };

/**
 * The range's sales in (month, platform) cells, rolled up three ways: by month (every month of the
 * range, empty ones too), by platform, and the whole range. Money is a sale's own, as on the sales
 * screen; refunds linked to a sale count in the sale's month. The cells are the kept ones
 * (sales_months, a few hundred rows) unless a category is asked for.
 */
export function monthlySalesQuery(teamId: number, range: MonthRange, filters: Filters): SQL {
  return sql`
    with ${filters.category_id ? cellsOfSales(teamId, range, filters) : keptCells(teamId, range, filters)}
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
    figured as (
      select *, ${sql.raw(REVENUE.join(' + '))} - refunds as revenue_total, ${sql.raw(COSTS.join(' + '))} as cost_total from filled
    )
    select f.level, to_char(f.month, 'YYYY-MM') as month, f.platform_id, pl.name as platform_name,
      f.count::int as count, f.items_count::int as items,
      ${list(REVENUE, asMoney)}, refunds::numeric(14,2)::text as revenue_refunds,
      ${list(['revenue_total', ...COSTS, 'cost_total', 'cost_of_goods'], asMoney)},
      (revenue_total - revenue_taxes - cost_total - cost_of_goods)::numeric(14,2)::text as profit,
      case when revenue_total - revenue_taxes = 0 then null
        else round((revenue_total - revenue_taxes - cost_total - cost_of_goods) * 100 / (revenue_total - revenue_taxes), 2)::float8 end as margin_percent,
      case when items_count = 0 then null else round(days_in_stock_sum::numeric / items_count, 1)::float8 end as avg_days_to_sell
    from figured f left join platforms pl on pl.id = f.platform_id
    order by f.level, f.month, f.revenue_total desc, f.platform_id nulls last`;
}

export async function monthlySales(db: Database, teamId: number, query: MonthlyQuery): Promise<MonthlySalesResponse> {
  const range = await monthRange(db, teamId, query);
  if (!query.category_id) await db.execute(sql`select use_sales_month_zone(${teamId}, ${range.timeZone})`);
  const answer = await rowsOf<Figured>(db, monthlySalesQuery(teamId, range, query));
  const numbers = ({ level: _level, month: _month, platform_id: _id, platform_name: _name, ...rest }: Figured) => rest;
  const rows = answer.filter((row) => row.level === 'month').map((row) => ({ month: row.month!, ...numbers(row) }));
  const byPlatform: PlatformSalesRow[] = answer
    .filter((row) => row.level === 'platform')
    .map((row) => ({ platform_id: row.platform_id, platform_name: row.platform_name, ...numbers(row) }));
  const total = answer.find((row) => row.level === 'total')!;
  return { rows, totals: numbers(total), by_platform: byPlatform, time_zone: range.timeZone };
}
