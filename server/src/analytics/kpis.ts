import { sql, type SQL } from 'drizzle-orm';
import type { KpiGroup, KpisQuery, KpisResponse, KpisRow } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/raw.ts';
import { sales } from '../db/schema/index.ts';
import { saleTotals } from '../sales/sale-totals.ts';
import { monthRange, type MonthRange } from './month-range.ts';
import { inMonths, rangeStart, rangeEnd } from './month-sql.ts';

/** How a group is found from an item `i` (joined as `itemJoins`), and the table that names it. */
type Grouping = { itemJoins: SQL; itemKey: SQL; names: SQL };

const GROUPINGS: Record<KpiGroup, Grouping> = {
  category: {
    itemJoins: sql`join products p on p.id = i.product_id`,
    itemKey: sql`p.category_id`,
    names: sql`select id, name from categories`,
  },
  brand: {
    itemJoins: sql`join products p on p.id = i.product_id`,
    itemKey: sql`p.brand_id`,
    names: sql`select id, name from brands`,
  },
  source: {
    itemJoins: sql`left join purchases pu on pu.id = i.purchase_id`,
    itemKey: sql`pu.seller_id`,
    names: sql`select id, coalesce(name, username) as name from sellers`,
  },
  // The sale's platform for sold units, the first listing's for listed ones; stock has none.
  platform: { itemJoins: sql``, itemKey: sql`null::int`, names: sql`select id, name from platforms` },
};

/**
 * A sold unit's share of its sale's profit: the sale's profit split by its items' cost (equally when they
 * cost nothing), so a sale's units add up to its profit and each has the sale's ROI.
 */
const unitProfit = sql`case when ${sales.cost_of_goods} = 0 then ${saleTotals.profit.sql} / ${sales.items_count}
  else ${saleTotals.profit.sql} * coalesce(i.cost, 0) / ${sales.cost_of_goods} end`;

const figures = sql`count(*) filter (where kind = 'sold') as units_sold,
  count(*) filter (where kind = 'stock') as units_available,
  coalesce(sum(cost), 0) as cost, coalesce(sum(profit), 0) as profit,
  avg(days) filter (where kind = 'sold') as sell_days,
  count(*) filter (where kind = 'listed') as units_listed,
  avg(days) filter (where kind = 'listed') as list_days`;

/** Each kind of unit of the range as one row (kind, group, cost, profit, days), from three scans of the team's rows. */
function unitsOf(teamId: number, range: MonthRange, by: KpiGroup): SQL {
  const { itemJoins, itemKey } = GROUPINGS[by];
  const isPlatform = by === 'platform';
  return sql`
    sold as (
      select 'sold' as kind, ${isPlatform ? sql`${sales.platform_id}` : itemKey} as group_id,
        coalesce(i.cost, 0) as cost, ${unitProfit} as profit, days_in_stock(i.stocked_at, ${sales.sold_at}) as days
      from ${sales}
      join sale_inventory_items si on si.sale_id = ${sales.id}
      join inventory_items i on i.id = si.inventory_item_id
      ${itemJoins}
      where ${sales.team_id} = ${teamId} and ${inMonths(sql`${sales.sold_at}`, range)}
    ),
    first_listings as (
      select distinct on (li.inventory_item_id) li.inventory_item_id, l.listed_at, l.platform_id
      from listings_inventory_items li join listings l on l.id = li.listing_id
      where l.team_id = ${teamId} and l.listed_at is not null
      order by li.inventory_item_id, l.listed_at, l.id
    ),
    listed as (
      select 'listed' as kind, ${isPlatform ? sql`f.platform_id` : itemKey} as group_id,
        0::numeric as cost, 0::numeric as profit, days_in_stock(i.stocked_at, f.listed_at) as days
      from first_listings f
      join inventory_items i on i.id = f.inventory_item_id
      ${itemJoins}
      where ${inMonths(sql`f.listed_at`, range)}
    ),
    stock as (
      select 'stock' as kind, ${itemKey} as group_id, 0::numeric as cost, 0::numeric as profit, null::int as days
      from inventory_items i
      ${itemJoins}
      where i.team_id = ${teamId} and i.status <> 'written_off'
        and i.stocked_at < ${rangeEnd(range)} and (i.sold_at is null or i.sold_at >= ${rangeStart(range)})
    ),
    units as (select * from sold union all select * from listed union all select * from stock),`;
}

/**
 * The range's KPIs per group and a last row (is_total) for every unit, in one statement. By platform,
 * stock belongs to no platform: each platform's sell-through is over the whole stock.
 */
export function kpisQuery(teamId: number, range: MonthRange, by: KpiGroup): SQL {
  const isPlatform = by === 'platform';
  return sql`
    with ${unitsOf(teamId, range, by)}
    grouped as (
      select false as is_total, group_id, ${figures} from units
      ${isPlatform ? sql`where kind <> 'stock'` : sql``}
      group by group_id
      union all
      select true, null, ${figures} from units
    ),
    shown as (
      select g.*, case when ${isPlatform} then max(units_available) filter (where is_total) over () else units_available end as available
      from grouped g
    )
    select s.is_total, s.group_id, n.name as group_name,
      s.units_sold::int as units_sold, s.available::int as units_available,
      round(s.units_sold::numeric / nullif(s.available, 0), 4)::float8 as sell_through_rate,
      s.profit::numeric(14,2)::text as profit, s.cost::numeric(14,2)::text as cost,
      round(s.profit / nullif(s.cost, 0), 4)::float8 as roi,
      round(s.sell_days, 1)::float8 as avg_days_to_sell,
      s.units_listed::int as units_listed,
      round(s.list_days, 1)::float8 as avg_days_to_list
    from shown s left join (${GROUPINGS[by].names}) n on n.id = s.group_id and not s.is_total
    order by s.is_total, s.units_sold desc, s.group_id nulls last`;
}

type Answer = KpisRow & { is_total: boolean };

export async function kpis(db: Database, teamId: number, query: KpisQuery): Promise<KpisResponse> {
  const range = await monthRange(db, teamId, query);
  const rows = await rowsOf<Answer>(db, kpisQuery(teamId, range, query.by));
  const { is_total: _total, group_id: _id, group_name: _name, ...totals } = rows.pop()!;
  return {
    by: query.by,
    from: range.from,
    to: range.to,
    rows: rows.map(({ is_total: _isTotal, ...row }) => row),
    totals,
    time_zone: range.timeZone,
  };
}
