import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_SCHEDULE_C_LINES, SCHEDULE_C_OTHER_LINE, type ScheduleCLines } from '@flipstack/contract';
import type { MonthRange } from '../analytics/month-range.ts';
import { isoText } from '../db/raw.ts';
import { expensesByCategoryQuery, profitAndLossMonthsQuery } from './profit-and-loss-sql.ts';
import { inventoryYearQuery } from './tax-year-inventory-sql.ts';

const cents = (name: string) => sql.raw(`${name}::numeric(14,2)::text as ${name}`);

/**
 * One row: the year's Schedule C figures. Income, refunds and expenses are the profit and loss total of
 * the year's months (one definition of each); cost of goods comes from the inventory at the year ends.
 * Each expense part (a category, a sale cost, mileage) is placed on the team's line, else the default's,
 * else 27a; the parts and the lines' sums come back as JSON text of exact decimal strings.
 */
export function taxYearFiguresQuery(
  teamId: number,
  range: MonthRange,
  bounds: { start: SQL; end: SQL },
  chosen: ScheduleCLines,
): SQL {
  return sql`
    with pnl as (select * from (${profitAndLossMonthsQuery(teamId, range)}) p where p.month is null),
    categories as (select * from (${expensesByCategoryQuery(teamId, range)}) c where c.month is null),
    inventory as (${inventoryYearQuery(teamId, bounds.start, bounds.end)}),
    parts as (
      select 'sale_cost' as kind, 'Commission' as name, commission::numeric as amount from pnl
      union all select 'sale_cost', 'Payment fees', payment_fees::numeric from pnl
      union all select 'sale_cost', 'Shipping labels', shipping_labels::numeric from pnl
      union all select 'sale_cost', 'Other sale costs', other_sale_costs::numeric from pnl
      union all select 'mileage', 'Mileage', mileage::numeric from pnl
      union all select 'category', category, amount::numeric from categories
    ),
    placed as (
      select coalesce(${JSON.stringify(chosen)}::jsonb ->> name, ${JSON.stringify(DEFAULT_SCHEDULE_C_LINES)}::jsonb ->> name,
        ${SCHEDULE_C_OTHER_LINE}) as line, kind, name, amount
      from parts where amount <> 0
    ),
    figures as (
      select pnl.gross_sales::numeric as gross_receipts, pnl.refunds::numeric as returns,
        inventory.beginning_inventory + inventory.purchases - inventory.ending_inventory as cost_of_goods,
        pnl.other_income::numeric as other_income, pnl.marketplace_taxes::numeric as marketplace_taxes,
        (select coalesce(sum(amount), 0) from placed) as total_expenses, inventory.*
      from pnl, inventory
    )
    select ${isoText(bounds.start)} as starts_at, ${isoText(bounds.end)} as ends_at,
      ${cents('gross_receipts')}, ${cents('returns')}, ${cents('cost_of_goods')},
      (gross_receipts - returns - cost_of_goods)::numeric(14,2)::text as gross_profit,
      ${cents('other_income')}, ${cents('total_expenses')},
      (gross_receipts - returns - cost_of_goods + other_income - total_expenses)::numeric(14,2)::text as net_profit,
      ${cents('marketplace_taxes')}, ${cents('beginning_inventory')}, beginning_units, ${cents('purchases')},
      purchased_units, ${cents('ending_inventory')}, ending_units, ${cents('sold_cost')}, ${cents('written_off_cost')},
      (select coalesce(json_agg(json_build_object('line', line, 'kind', kind, 'name', name,
        'amount', amount::numeric(14,2)::text) order by amount desc, name), '[]') from placed)::text as parts,
      (select coalesce(json_agg(json_build_object('line', line, 'amount', amount::numeric(14,2)::text)), '[]')
        from (select line, sum(amount) as amount from placed group by line) by_line)::text as lines
    from figures`;
}
