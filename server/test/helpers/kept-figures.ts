import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/raw.ts';

/*
 * Every figure the database keeps (migrations 0004, 0006, 0007 and their successors), computed again
 * from scratch and compared with the kept value: the rows that differ, per figure. Used by the
 * kept-figure tests and by `npm run soak`.
 */
const totalsDrift = sql`
  select * from (
    select team_id, status, coalesce(location_id, 0) as location_key, on_active_listing, count(*)::int as items,
      coalesce(sum(cost), 0)::numeric(14,2) as cost, coalesce(sum(listed_value), 0)::numeric(14,2) as listed_value
    from inventory_items group by 1, 2, 3, 4
  ) actual
  full join (select * from inventory_totals where items <> 0 or cost <> 0 or listed_value <> 0) kept using (team_id, status, location_key, on_active_listing)
  where (actual.items, actual.cost, actual.listed_value) is distinct from (kept.items, kept.cost, kept.listed_value)`;

const saleDrift = sql`
  select s.id from sales s
  left join lateral (
    select count(i.id)::int as items, coalesce(sum(i.cost), 0) as cost,
      coalesce(sum(greatest(0, floor(extract(epoch from (s.sold_at - i.stocked_at)) / 86400))), 0)::int as days
    from sale_inventory_items si join inventory_items i on i.id = si.inventory_item_id left join purchases p on p.id = i.purchase_id
    where si.sale_id = s.id
  ) f on true
  where (s.items_count, s.cost_of_goods, s.days_in_stock_sum, s.refunds)
    is distinct from (f.items, f.cost, f.days, (select coalesce(sum(t.amount), 0) from transactions t where t.sale_id = s.id and t.type = 'refund'))`;

const MONTH_SUMS = ['revenue_subtotal', 'revenue_shipping', 'revenue_taxes', 'revenue_other', 'cost_shipping', 'cost_commission', 'cost_payment', 'cost_other', 'items_count', 'cost_of_goods', 'days_in_stock_sum', 'refunds'];
const each = (format: (name: string) => string) => sql.raw(MONTH_SUMS.map(format).join(', '));
/** Cells of teams that have them, summed again from the sales in the team's zone; a missing cell is a zero one. */
const monthDrift = sql`
  select * from (
    select s.team_id, date_trunc('month', s.sold_at at time zone z.time_zone) as month, coalesce(s.platform_id, 0) as platform_key,
      coalesce(s.account_id, 0) as account_key, count(*)::int as sales, ${each((name) => `sum(s.${name})::numeric(14,2) as ${name}`)}
    from sales s join sales_month_zones z on z.team_id = s.team_id group by 1, 2, 3, 4
  ) actual
  full join (select team_id, month, platform_key, account_key, sales, ${each((name) => `${name}::numeric(14,2) as ${name}`)} from sales_months) kept
    using (team_id, month, platform_key, account_key)
  where (coalesce(actual.sales, 0), ${each((name) => `coalesce(actual.${name}, 0)`)})
    is distinct from (coalesce(kept.sales, 0), ${each((name) => `coalesce(kept.${name}, 0)`)})`;

const itemDrift = sql`
  select i.id from inventory_items i left join purchases p on p.id = i.purchase_id
  where i.stocked_at is distinct from coalesce(i.received_at, p.purchased_at, i.created_at)
    or i.on_active_listing is distinct from exists (select 1 from listings_inventory_items li join listings l on l.id = li.listing_id
      where li.inventory_item_id = i.id and l.status = 'active')`;

const purchaseDrift = sql`
  select p.id from purchases p
  where p.items_count is distinct from (select count(*)::int from inventory_items i where i.purchase_id = p.id)`;

/** The rows whose kept figures differ from a recount, per figure; all empty when nothing drifted. */
export async function keptFigureDrift(db: Database): Promise<Record<string, unknown[]>> {
  return {
    purchases: await rowsOf(db, purchaseDrift),
    items: await rowsOf(db, itemDrift),
    inventory_totals: await rowsOf(db, totalsDrift),
    sales: await rowsOf(db, saleDrift),
    sales_months: await rowsOf(db, monthDrift),
  };
}

export const NO_DRIFT = { purchases: [], items: [], inventory_totals: [], sales: [], sales_months: [] };
