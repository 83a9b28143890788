import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { MonthlyQuery, MonthlySalesResponse, MonthlySalesRow } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/raw.ts';
import { inventoryItems, sales } from '../db/schema/index.ts';
import { daysToSell } from '../inventory/days-in-stock.ts';
import { costTotal, revenueTotal } from '../sales/sale-totals.ts';
import { monthRange, type MonthRange } from './month-range.ts';
import { everyMonth, inMonths, monthOf } from './month-sql.ts';

type Filters = Pick<MonthlyQuery, 'platform_id' | 'account_id' | 'category_id'>;

const money = (name: string) => sql.raw(`coalesce(${name}, 0)::numeric(14,2)::text as ${name}`);
const SUMMED = ['revenue_subtotal', 'revenue_shipping', 'revenue_taxes', 'revenue_other', 'cost_shipping', 'cost_commission', 'cost_payment', 'cost_other'];

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

/**
 * One row per month and a last row (month null) of the whole range. Money is a sale's own, as on the
 * sales screen (revenueTotal/costTotal of the sales resource); refunds linked to a sale count in the sale's month.
 */
export function monthlySalesQuery(teamId: number, range: MonthRange, filters: Filters): SQL {
  const sums = SUMMED.map((name) => sql.raw(`sum(${name}) as ${name}`));
  return sql`
    with sale_rows as (
      select ${sales.id} as id, ${monthOf(sql`${sales.sold_at}`, range)} as month, ${sales.sold_at} as sold_at,
        ${sql.join(SUMMED.map((name) => sql.raw(`"sales"."${name}"`)), sql`, `)},
        ${revenueTotal} as revenue_gross, ${costTotal} as cost_total
      from ${sales} where ${saleFilters(teamId, range, filters)}
    ),
    sale_months as (
      select month, count(*)::int as count, ${sql.join(sums, sql`, `)}, sum(revenue_gross) as revenue_gross, sum(cost_total) as cost_total
      from sale_rows group by month
    ),
    item_months as (
      select sr.month, count(*)::int as items, sum(${inventoryItems.cost}) as cost_of_goods, sum(${daysToSell(sql`sr.sold_at`)}) as days
      from sale_rows sr
      join sale_inventory_items on sale_inventory_items.sale_id = sr.id
      join ${inventoryItems} on ${inventoryItems.id} = sale_inventory_items.inventory_item_id
      left join purchases on purchases.id = ${inventoryItems.purchase_id}
      group by sr.month
    ),
    refund_months as (
      select sr.month, sum(t.amount) as refunds from sale_rows sr join transactions t on t.sale_id = sr.id and t.type = 'refund' group by sr.month
    ),
    monthly as (
      select m.month, coalesce(s.count, 0) as count, coalesce(i.items, 0) as items,
        ${sql.join(SUMMED.map((name) => sql.raw(`coalesce(s.${name}, 0) as ${name}`)), sql`, `)},
        coalesce(r.refunds, 0) as revenue_refunds, coalesce(s.revenue_gross, 0) - coalesce(r.refunds, 0) as revenue_total,
        coalesce(s.cost_total, 0) as cost_total, coalesce(i.cost_of_goods, 0) as cost_of_goods, i.days
      from (${everyMonth(range)}) m
      left join sale_months s on s.month = m.month
      left join item_months i on i.month = m.month
      left join refund_months r on r.month = m.month
    ),
    with_total as (
      select * from monthly
      union all
      select null, sum(count), sum(items), ${sql.join(sums, sql`, `)}, sum(revenue_refunds), sum(revenue_total), sum(cost_total), sum(cost_of_goods), sum(days)
      from monthly
    ),
    figured as (select *, revenue_total - revenue_taxes - cost_total - cost_of_goods as profit from with_total)
    select to_char(month, 'YYYY-MM') as month, count::int as count, items::int as items,
      ${sql.join(SUMMED.slice(0, 4).map(money), sql`, `)}, ${money('revenue_refunds')}, ${money('revenue_total')},
      ${sql.join(SUMMED.slice(4).map(money), sql`, `)}, ${money('cost_total')}, ${money('cost_of_goods')}, ${money('profit')},
      case when revenue_total - revenue_taxes = 0 then null else round(profit * 100 / (revenue_total - revenue_taxes), 2)::float8 end as margin_percent,
      case when items = 0 then null else round(days::numeric / items, 1)::float8 end as avg_days_to_sell
    from figured
    order by month nulls last`;
}

export async function monthlySales(db: Database, teamId: number, query: MonthlyQuery): Promise<MonthlySalesResponse> {
  const range = await monthRange(db, teamId, query);
  const rows = await rowsOf<MonthlySalesRow | (Omit<MonthlySalesRow, 'month'> & { month: null })>(db, monthlySalesQuery(teamId, range, query));
  const { month: _month, ...totals } = rows.pop()!;
  return { rows: rows as MonthlySalesRow[], totals, time_zone: range.timeZone };
}
