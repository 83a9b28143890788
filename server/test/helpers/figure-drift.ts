import { sql } from 'drizzle-orm';
import { UNSOLD_STATUSES } from '@flipstack/contract';
import type { Database } from '../../src/db/client.ts';
import { SALES_MONTH_SUMS } from '../../src/db/derived/columns.ts';
import { rowsOf } from '../../src/db/raw.ts';
import { purchaseTotals } from '../../src/purchases/purchase-totals.ts';

/*
 * Every figure the database keeps (server/src/db/derived/, one file each), computed again from scratch
 * and compared with the kept one. Each query answers the rows where the two differ, with both values.
 */

const totals = sql`
  select team_id, status, location_key, on_active_listing, kept.items as kept_items, actual.items, kept.cost as kept_cost, actual.cost,
    kept.listed_value as kept_listed_value, actual.listed_value
  from (
    select team_id, status, coalesce(location_id, 0) as location_key, on_active_listing, count(*)::int as items,
      coalesce(sum(cost), 0)::numeric(14,2)::text as cost, coalesce(sum(listed_value), 0)::numeric(14,2)::text as listed_value
    from inventory_items group by 1, 2, 3, 4
  ) actual
  full join (select team_id, status, location_key, on_active_listing, items, cost::text, listed_value::text from inventory_totals
    where items <> 0 or cost <> 0 or listed_value <> 0) kept using (team_id, status, location_key, on_active_listing)
  where (actual.items, actual.cost, actual.listed_value) is distinct from (kept.items, kept.cost, kept.listed_value)`;

const sales = sql`
  select s.id, s.items_count as kept_items, f.items, s.cost_of_goods::text as kept_cost, f.cost::text as cost,
    s.days_in_stock_sum as kept_days, f.days, s.refunds::text as kept_refunds, f.refunds::text as refunds
  from sales s
  cross join lateral (
    select count(i.id)::int as items, coalesce(sum(i.cost), 0) as cost,
      coalesce(sum(greatest(0, floor(extract(epoch from (s.sold_at - i.stocked_at)) / 86400))), 0)::int as days,
      (select coalesce(sum(t.amount), 0) from transactions t where t.sale_id = s.id and t.type = 'refund') as refunds
    from sale_inventory_items si join inventory_items i on i.id = si.inventory_item_id
    where si.sale_id = s.id
  ) f
  where (s.items_count, s.cost_of_goods, s.days_in_stock_sum, s.refunds) is distinct from (f.items, f.cost, f.days, f.refunds)`;

const each = (format: (name: string) => string) => sql.raw(SALES_MONTH_SUMS.map(format).join(', '));
/** Cells of teams that have them, summed again from the sales in the team's zone; a missing cell is a zero one. */
const months = sql`
  select team_id, month::text, platform_key, account_key, to_jsonb(kept) - 'team_id' - 'month' - 'platform_key' - 'account_key' as kept,
    to_jsonb(actual) - 'team_id' - 'month' - 'platform_key' - 'account_key' as actual
  from (
    select s.team_id, date_trunc('month', s.sold_at at time zone z.time_zone) as month, coalesce(s.platform_id, 0) as platform_key,
      coalesce(s.account_id, 0) as account_key, count(*)::int as sales, ${each((name) => `sum(s.${name})::numeric(14,2) as ${name}`)}
    from sales s join sales_month_zones z on z.team_id = s.team_id group by 1, 2, 3, 4
  ) actual
  full join (select team_id, month, platform_key, account_key, sales, ${each((name) => `${name}::numeric(14,2) as ${name}`)} from sales_months) kept
    using (team_id, month, platform_key, account_key)
  where (coalesce(actual.sales, 0), ${each((name) => `coalesce(actual.${name}, 0)`)})
    is distinct from (coalesce(kept.sales, 0), ${each((name) => `coalesce(kept.${name}, 0)`)})`;

/** The unsold items per day stocked (UTC), status and location; a missing cell is a zero one. */
const stockDays = sql`
  select team_id, day::text, status, location_key, kept.items as kept_items, actual.items, kept.cost as kept_cost, actual.cost
  from (
    select team_id, (stocked_at at time zone 'UTC')::date as day, status, coalesce(location_id, 0) as location_key,
      count(*)::int as items, coalesce(sum(cost), 0)::numeric(14,2)::text as cost
    from inventory_items where status in (${sql.raw(UNSOLD_STATUSES.map((status) => `'${status}'`).join(', '))}) group by 1, 2, 3, 4
  ) actual
  full join (select team_id, day, status, location_key, items, cost::text from unsold_stock_days where items <> 0 or cost <> 0) kept
    using (team_id, day, status, location_key)
  where (actual.items, actual.cost) is distinct from (kept.items, kept.cost)`;

/** The same for purchases_months: a purchase's spend is its total as the purchases list shows it. */
const purchaseMonths = sql`
  select team_id, month::text, platform_key, account_key, kept.purchases as kept_purchases, actual.purchases,
    kept.items_count as kept_items, actual.items_count, kept.spend as kept_spend, actual.spend
  from (
    select purchases.team_id, date_trunc('month', purchases.purchased_at at time zone z.time_zone) as month,
      coalesce(purchases.platform_id, 0) as platform_key, coalesce(purchases.account_id, 0) as account_key, count(*)::int as purchases,
      sum(purchases.items_count)::int as items_count, sum(${purchaseTotals.total.sql})::numeric(14,2)::text as spend
    from purchases join purchases_month_zones z on z.team_id = purchases.team_id group by 1, 2, 3, 4
  ) actual
  full join (select team_id, month, platform_key, account_key, purchases, items_count, spend::text from purchases_months) kept
    using (team_id, month, platform_key, account_key)
  where (coalesce(actual.purchases, 0), coalesce(actual.items_count, 0), coalesce(actual.spend, '0.00'))
    is distinct from (coalesce(kept.purchases, 0), coalesce(kept.items_count, 0), coalesce(kept.spend, '0.00'))`;

/** stocked_at and on_active_listing; listed_value is checked against the shares below. */
const items = sql`
  select i.id, i.stocked_at, coalesce(i.received_at, p.purchased_at, i.created_at) as actual_stocked_at, i.on_active_listing as kept_on_active_listing
  from inventory_items i left join purchases p on p.id = i.purchase_id
  where i.stocked_at is distinct from coalesce(i.received_at, p.purchased_at, i.created_at)
    or i.on_active_listing is distinct from exists (select 1 from listings_inventory_items li join listings l on l.id = li.listing_id
      where li.inventory_item_id = i.id and l.status = 'active')`;

/** An item's own asking price, else its highest share of an active listing: the price in whole cents, spare cents to the lowest ids. */
const listedValues = sql`
  select i.id, i.listed_value::text as kept, coalesce(i.listed_price, s.share)::numeric(12,2)::text as actual
  from inventory_items i
  left join (
    select inventory_item_id, max(share) as share from (
      select li.inventory_item_id,
        (floor(l.price * 100 / count(*) over listing)
          + case when row_number() over by_item <= (l.price * 100)::bigint % count(*) over listing then 1 else 0 end) / 100 as share
      from listings_inventory_items li join listings l on l.id = li.listing_id and l.status = 'active'
      window listing as (partition by li.listing_id), by_item as (partition by li.listing_id order by li.inventory_item_id)
    ) shares group by 1
  ) s on s.inventory_item_id = i.id
  where i.listed_value is distinct from coalesce(i.listed_price, s.share)`;

const purchases = sql`
  select p.id, p.items_count as kept, (select count(*)::int from inventory_items i where i.purchase_id = p.id) as actual
  from purchases p
  where p.items_count is distinct from (select count(*)::int from inventory_items i where i.purchase_id = p.id)`;

/** The copies the inventory screen sorts by: the product's name, the purchase's date, the sale's date. */
const sortKeys = sql`
  select i.id, i.product_name, pr.name as actual_product_name, i.purchased_at, p.purchased_at as actual_purchased_at,
    i.sold_at, s.sold_at as actual_sold_at
  from inventory_items i
  join products pr on pr.id = i.product_id
  left join purchases p on p.id = i.purchase_id
  left join sale_inventory_items si on si.inventory_item_id = i.id
  left join sales s on s.id = si.sale_id
  where (i.product_name, i.purchased_at, i.sold_at) is distinct from (pr.name, p.purchased_at, s.sold_at)`;

/** An eBay order's lines waiting for their item. */
const ebayOrders = sql`
  select o.id, o.lines_to_match as kept, w.lines as actual
  from ebay_orders o
  cross join lateral (
    select count(*)::int as lines from ebay_order_lines l where l.ebay_order_id = o.id and l.inventory_item_id is null
  ) w
  where o.lines_to_match is distinct from w.lines`;

const QUERIES = {
  purchases,
  items,
  sortKeys,
  listedValues,
  totals,
  stockDays,
  sales,
  months,
  purchaseMonths,
  ebayOrders,
};

/** The kept columns each query checks; every figure a derived file names as kept must be one (test/db/derived-files.test.ts). */
export const CHECKED_FIGURES: Record<keyof typeof QUERIES, readonly string[]> = {
  purchases: ['purchases.items_count'],
  items: ['inventory_items.stocked_at', 'inventory_items.on_active_listing'],
  sortKeys: ['inventory_items.product_name', 'inventory_items.purchased_at', 'inventory_items.sold_at'],
  listedValues: ['inventory_items.listed_value'],
  totals: ['inventory_totals.items', 'inventory_totals.cost', 'inventory_totals.listed_value'],
  stockDays: ['unsold_stock_days.items', 'unsold_stock_days.cost'],
  sales: ['sales.items_count', 'sales.cost_of_goods', 'sales.days_in_stock_sum', 'sales.refunds'],
  months: ['sales_months.sales', ...SALES_MONTH_SUMS.map((name) => `sales_months.${name}`)],
  purchaseMonths: ['purchases_months.purchases', 'purchases_months.items_count', 'purchases_months.spend'],
  ebayOrders: ['ebay_orders.lines_to_match'],
};

export type FigureDrift = Record<keyof typeof QUERIES, unknown[]>;

/** Every kept figure that differs from its recount (all empty when the database kept them exactly). */
export async function figureDrift(db: Database): Promise<FigureDrift> {
  const drift: Partial<FigureDrift> = {};
  for (const [name, query] of Object.entries(QUERIES)) drift[name as keyof FigureDrift] = await rowsOf(db, query);
  return drift as FigureDrift;
}

export const NO_DRIFT: FigureDrift = {
  purchases: [],
  items: [],
  sortKeys: [],
  listedValues: [],
  totals: [],
  stockDays: [],
  sales: [],
  months: [],
  purchaseMonths: [],
  ebayOrders: [],
};
