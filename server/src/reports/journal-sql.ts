import { sql, type SQL } from 'drizzle-orm';
import type { MonthRange } from '../analytics/month-range.ts';
import { inMonths } from '../analytics/month-sql.ts';
import { mileageTrips, sales, transactions } from '../db/schema/index.ts';
import { tripAmount } from '../mileage/trip-value.ts';
import { JOURNAL_ACCOUNTS as ACCOUNTS } from './journal-accounts.ts';
import { expenseCategory, isExpense, tripsIn } from './profit-and-loss-sql.ts';
import { heldSpans } from './tax-year-inventory-sql.ts';

const dayOf = (instant: SQL, range: MonthRange) => sql`(${instant} at time zone ${range.timeZone})::date`;
const name = (account: { name: string }) => sql`${account.name}::text`;
/** '1 sale', '3 sales'. */
const counted = (count: SQL, noun: string) =>
  sql`case when ${count} = 1 then '1 ${sql.raw(noun)}' else ${count} || ' ${sql.raw(noun)}s' end`;

/**
 * Each day's sales as one pair of sides: the money they brought into the marketplace's clearing account
 * against their income and selling costs, and their units' cost moved from Inventory to Cost of goods sold.
 * A sale's refunds count on its day, as in the profit and loss report.
 */
const saleLines = (teamId: number, range: MonthRange) => sql`
  select d.day, l.sort, l.account, l.is_pl, ${counted(sql`d.sales`, 'sale')} as description, l.amount
  from (
    select ${dayOf(sql`${sales.sold_at}`, range)} as day, count(*) as sales,
      sum(${sales.revenue_subtotal}) as item_sales, sum(${sales.revenue_shipping}) as shipping,
      sum(${sales.revenue_other}) as other_revenue, sum(${sales.refunds}) as refunds,
      sum(${sales.cost_commission} + ${sales.cost_payment}) as fees, sum(${sales.cost_shipping}) as labels,
      sum(${sales.cost_other}) as other_costs, sum(${sales.cost_of_goods}) as cost_of_goods
    from ${sales} where ${sales.team_id} = ${teamId} and ${inMonths(sql`${sales.sold_at}`, range)}
    group by 1
  ) d cross join lateral (values
    (1, ${name(ACCOUNTS.clearing)}, false,
      d.item_sales + d.shipping + d.other_revenue - d.refunds - d.fees - d.labels - d.other_costs),
    (2, ${name(ACCOUNTS.sales)}, true, -d.item_sales),
    (3, ${name(ACCOUNTS.shippingIncome)}, true, -d.shipping),
    (4, ${name(ACCOUNTS.otherSalesIncome)}, true, -d.other_revenue),
    (5, ${name(ACCOUNTS.refunds)}, true, d.refunds),
    (6, ${name(ACCOUNTS.sellingFees)}, true, d.fees),
    (7, ${name(ACCOUNTS.shippingLabels)}, true, d.labels),
    (8, ${name(ACCOUNTS.otherSellingCosts)}, true, d.other_costs),
    (9, ${name(ACCOUNTS.costOfGoods)}, true, d.cost_of_goods),
    (10, ${name(ACCOUNTS.inventory)}, false, -d.cost_of_goods)
  ) l(sort, account, is_pl, amount)`;

/** A money transaction's two sides by its type; an expense's or a fee's debit is its category's account. */
const debitAccount = sql`case m.type when 'refund' then ${name(ACCOUNTS.refunds)}
  when 'income' then ${name(ACCOUNTS.bank)} when 'payout' then ${name(ACCOUNTS.bank)}
  when 'mileage' then ${name(ACCOUNTS.mileage)} else m.category end`;
const creditAccount = sql`case m.type when 'refund' then ${name(ACCOUNTS.clearing)}
  when 'income' then ${name(ACCOUNTS.otherIncome)} when 'payout' then ${name(ACCOUNTS.clearing)}
  when 'mileage' then ${name(ACCOUNTS.ownersFunds)} else ${name(ACCOUNTS.bank)} end`;

/**
 * Transactions by day, type and (for expenses and fees) category; a refund tied to a sale is already in
 * its sale's day. Payouts move money from the marketplace's clearing account to the bank and count nowhere.
 * Mileage typed as money is the owner's car, credited to Owner's funds as trips are.
 */
const moneyLines = (teamId: number, range: MonthRange) => sql`
  select m.day, l.sort, l.account, l.is_pl, m.description, l.amount
  from (
    select ${dayOf(sql`${transactions.occurred_at}`, range)} as day, ${transactions.type} as type,
      case when ${isExpense} then ${expenseCategory} end as category, sum(${transactions.amount}) as amount,
      left(string_agg(nullif(btrim(${transactions.description}), ''), '; ' order by ${transactions.occurred_at}, ${transactions.id}), 250) as description
    from ${transactions}
    where ${transactions.team_id} = ${teamId} and ${inMonths(sql`${transactions.occurred_at}`, range)}
      and not (${transactions.type} = 'refund' and ${transactions.sale_id} is not null)
    group by 1, 2, 3
  ) m cross join lateral (values
    (20, ${debitAccount}, m.type in ('refund', 'mileage', 'expense', 'fee'), m.amount),
    (21, ${creditAccount}, m.type = 'income', -m.amount)
  ) l(sort, account, is_pl, amount)`;

/** Trips on their day, valued as the report values them; the car is the owner's, so Owner's funds is credited. */
const tripLines = (teamId: number, range: MonthRange) => sql`
  select t.day, l.sort, l.account, l.is_pl, t.miles || ' mi, ' || ${counted(sql`t.trips`, 'trip')} as description, l.amount
  from (
    select ${mileageTrips.trip_date} as day, count(*) as trips, sum(${mileageTrips.miles}) as miles, sum(${tripAmount}) as amount
    from ${mileageTrips} where ${mileageTrips.team_id} = ${teamId} and ${tripsIn(range)}
    group by 1
  ) t cross join lateral (values
    (30, ${name(ACCOUNTS.mileage)}, true, t.amount),
    (31, ${name(ACCOUNTS.ownersFunds)}, false, -t.amount)
  ) l(sort, account, is_pl, amount)`;

/** Units bought (held from) on the day at their cost, paid from the bank: as the tax year counts purchases. */
const unitLines = (teamId: number, range: MonthRange) => sql`
  select u.day, l.sort, l.account, l.is_pl, ${counted(sql`u.units`, 'unit')} || ' bought' as description, l.amount
  from (
    select ${dayOf(sql`held_from`, range)} as day, count(*) as units, sum(cost) as amount
    from (${heldSpans(teamId)}) spans
    where cost is not null and ${inMonths(sql`held_from`, range)}
    group by 1
  ) u cross join lateral (values
    (40, ${name(ACCOUNTS.inventory)}, false, u.amount),
    (41, ${name(ACCOUNTS.bank)}, false, -u.amount)
  ) l(sort, account, is_pl, amount)`;

/** Every line of the range's journal with an amount (debit positive, credit negative), to the cent. */
const journalLines = (teamId: number, range: MonthRange) => sql`
  select * from (
    ${saleLines(teamId, range)}
    union all ${moneyLines(teamId, range)}
    union all ${tripLines(teamId, range)}
    union all ${unitLines(teamId, range)}
  ) lines where amount <> 0`;

/** Each line as an entry's row: its day, its account, what it covers, and its debit or its credit. */
export const journalLinesQuery = (teamId: number, range: MonthRange): SQL => sql`
  select to_char(day, 'YYYY-MM-DD') as date, account, description,
    greatest(amount, 0)::numeric(14,2)::text as debit, greatest(-amount, 0)::numeric(14,2)::text as credit
  from (${journalLines(teamId, range)}) lines
  order by day, sort, account`;

/**
 * Each account's debits and credits over the range, and (account null) the net profit: credits less
 * debits of the income and expense accounts.
 */
export const journalAccountsQuery = (teamId: number, range: MonthRange): SQL => sql`
  with lines as (${journalLines(teamId, range)})
  select account, bool_or(is_pl) as is_profit_and_loss, min(sort) as sort,
    sum(greatest(amount, 0))::numeric(14,2)::text as debit, sum(greatest(-amount, 0))::numeric(14,2)::text as credit,
    null::text as net_profit
  from lines group by account
  union all
  select null, null, null, null, null, coalesce(-sum(amount) filter (where is_pl), 0)::numeric(14,2)::text from lines
  order by sort nulls last, account`;
