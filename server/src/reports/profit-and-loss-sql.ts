import { sql, type SQL } from 'drizzle-orm';
import { addMonths, type ProfitAndLossGroup } from '@flipstack/contract';
import type { MonthRange } from '../analytics/month-range.ts';
import { everyMonth, inMonths, monthOf } from '../analytics/month-sql.ts';
import { mileageTrips, sales, transactions } from '../db/schema/index.ts';
import { tripAmount } from '../mileage/trip-value.ts';

/** An expense's category as the report names it: its own, else 'Fees' for a fee and 'Uncategorized' for the rest. */
export const expenseCategory = sql`coalesce(nullif(btrim(${transactions.category}), ''),
  case ${transactions.type} when 'fee' then 'Fees' else 'Uncategorized' end)`;

export const isExpense = sql`${transactions.type} in ('expense', 'fee')`;
const money = (name: string) => sql.raw(`coalesce(${name}, 0)::numeric(14,2)::text as ${name}`);

/** Trips fall in the range by their day, which is already the team's own calendar day. */
export function tripsIn(range: MonthRange): SQL {
  return sql`${mileageTrips.trip_date} >= ${`${range.from}-01`}::date and ${mileageTrips.trip_date} < ${`${addMonths(range.to, 1)}-01`}::date`;
}

/** The first month of the period (month, quarter or year) a local month falls in. */
const periodOf = (month: SQL, group: ProfitAndLossGroup) => sql`date_trunc(${group}, ${month})`;

/**
 * One row per period of the range (empty ones too) and a last row (month null) of the whole range. Sales
 * count in their month in the team's time zone with their refunds (as on the analytics screen); money
 * not tied to a sale in the month it happened; trips on their day. Every sum is made here, to the cent.
 */
export function profitAndLossMonthsQuery(teamId: number, range: MonthRange, group: ProfitAndLossGroup = 'month'): SQL {
  return sql`
    with sale_cells as (
      select ${periodOf(monthOf(sql`${sales.sold_at}`, range), group)} as month, count(*) as sales,
        sum(${sales.revenue_subtotal}) as item_sales, sum(${sales.revenue_shipping}) as shipping_income,
        sum(${sales.revenue_other}) as other_revenue, sum(${sales.revenue_taxes}) as marketplace_taxes,
        sum(${sales.refunds}) as sale_refunds, sum(${sales.cost_of_goods}) as cost_of_goods,
        sum(${sales.cost_commission}) as commission, sum(${sales.cost_payment}) as payment_fees,
        sum(${sales.cost_shipping}) as shipping_labels, sum(${sales.cost_other}) as other_sale_costs
      from ${sales} where ${sales.team_id} = ${teamId} and ${inMonths(sql`${sales.sold_at}`, range)}
      group by 1
    ),
    money_cells as (
      select ${periodOf(monthOf(sql`${transactions.occurred_at}`, range), group)} as month,
        sum(${transactions.amount}) filter (where ${transactions.type} = 'refund' and ${transactions.sale_id} is null) as loose_refunds,
        sum(${transactions.amount}) filter (where ${transactions.type} = 'income') as other_income,
        sum(${transactions.amount}) filter (where ${isExpense}) as expenses,
        sum(${transactions.amount}) filter (where ${transactions.type} = 'mileage') as typed_mileage
      from ${transactions} where ${transactions.team_id} = ${teamId} and ${inMonths(sql`${transactions.occurred_at}`, range)}
      group by 1
    ),
    trip_cells as (
      select ${periodOf(sql`${mileageTrips.trip_date}::timestamp`, group)} as month, sum(${tripAmount}) as amount, sum(${mileageTrips.miles}) as miles
      from ${mileageTrips} where ${mileageTrips.team_id} = ${teamId} and ${tripsIn(range)}
      group by 1
    ),
    monthly as (
      select m.month, coalesce(s.sales, 0) as sales,
        coalesce(s.item_sales, 0) as item_sales, coalesce(s.shipping_income, 0) as shipping_income,
        coalesce(s.other_revenue, 0) as other_revenue, coalesce(s.marketplace_taxes, 0) as marketplace_taxes,
        coalesce(s.sale_refunds, 0) + coalesce(t.loose_refunds, 0) as refunds, coalesce(s.cost_of_goods, 0) as cost_of_goods,
        coalesce(s.commission, 0) as commission, coalesce(s.payment_fees, 0) as payment_fees,
        coalesce(s.shipping_labels, 0) as shipping_labels, coalesce(s.other_sale_costs, 0) as other_sale_costs,
        coalesce(t.other_income, 0) as other_income, coalesce(t.expenses, 0) as expenses,
        coalesce(t.typed_mileage, 0) + coalesce(tr.amount, 0) as mileage, coalesce(tr.miles, 0) as miles
      from (select distinct ${periodOf(sql`month`, group)} as month from (${everyMonth(range)}) every_month) m
        left join sale_cells s on s.month = m.month
        left join money_cells t on t.month = m.month
        left join trip_cells tr on tr.month = m.month
    ),
    with_total as (
      select * from monthly
      union all
      select null, sum(sales), sum(item_sales), sum(shipping_income), sum(other_revenue), sum(marketplace_taxes), sum(refunds),
        sum(cost_of_goods), sum(commission), sum(payment_fees), sum(shipping_labels), sum(other_sale_costs),
        sum(other_income), sum(expenses), sum(mileage), sum(miles)
      from monthly
    ),
    figured as (
      select *, item_sales + shipping_income + other_revenue as gross_sales,
        commission + payment_fees + shipping_labels + other_sale_costs as selling_costs
      from with_total
    )
    select to_char(month, 'YYYY-MM') as month, sales::int as sales,
      ${money('item_sales')}, ${money('shipping_income')}, ${money('other_revenue')}, ${money('gross_sales')},
      ${money('marketplace_taxes')}, ${money('refunds')}, ${money('cost_of_goods')}, ${money('commission')},
      ${money('payment_fees')}, ${money('shipping_labels')}, ${money('other_sale_costs')}, ${money('selling_costs')},
      (gross_sales - refunds - cost_of_goods - selling_costs)::numeric(14,2)::text as sales_profit,
      ${money('other_income')}, ${money('expenses')}, ${money('mileage')}, miles::numeric(14,1)::text as miles,
      (gross_sales - refunds - cost_of_goods - selling_costs + other_income - expenses - mileage)::numeric(14,2)::text as net_profit
    from figured
    order by month nulls last`;
}

/** The range's expenses by period and category, and (month null) by category over the whole range. */
export function expensesByCategoryQuery(teamId: number, range: MonthRange, group: ProfitAndLossGroup = 'month'): SQL {
  return sql`
    with cells as (
      select to_char(${periodOf(monthOf(sql`${transactions.occurred_at}`, range), group)}, 'YYYY-MM') as month, ${expenseCategory} as category,
        sum(${transactions.amount}) as amount
      from ${transactions}
      where ${transactions.team_id} = ${teamId} and ${isExpense} and ${inMonths(sql`${transactions.occurred_at}`, range)}
      group by 1, 2
    )
    select month, category, amount::numeric(14,2)::text as amount
    from (select month, category, amount from cells union all select null, category, sum(amount) from cells group by category) by_level
    order by by_level.month nulls last, by_level.amount desc, by_level.category`;
}
