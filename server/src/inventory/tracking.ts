import { and, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { INVENTORY_STATUSES, type InventoryTrackingResponse } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { moneyText, rowsOf } from '../db/raw.ts';
import { inventoryItems, inventoryTotals, purchases } from '../db/schema/index.ts';
import { UNSOLD_STATUSES } from '@flipstack/contract';
import { daysInStock, itemsWithStory, stockedAt } from './days-in-stock.ts';
import { rangeEnd, rangeStart } from '../resources/kit/time-range.ts';
import { agingBucketOf, keptAgingQuery } from './aging.ts';
import { inventoryTotalsWhere } from './detail-totals.ts';

type TrackingInput = {
  from?: string | undefined;
  to?: string | undefined;
  status?: string[] | undefined;
  platform_id?: number | undefined;
  location_id?: number | undefined;
};

/** When the item was bought: the purchase date, else received, else recorded. */
const boughtAt = sql`coalesce(${purchases.purchased_at}, ${inventoryItems.received_at}, ${inventoryItems.created_at})`;
const unsold = inArray(inventoryItems.status, [...UNSOLD_STATUSES]);

function trackingWhere(teamId: number, query: TrackingInput): SQL {
  const conditions: (SQL | undefined)[] = [eq(inventoryItems.team_id, teamId)];
  if (query.from) conditions.push(gte(boughtAt, rangeStart(query.from)));
  if (query.to) {
    const { bound, inclusive } = rangeEnd(query.to);
    conditions.push(inclusive ? lte(boughtAt, bound) : lt(boughtAt, bound));
  }
  if (query.status?.length) conditions.push(inArray(inventoryItems.status, query.status as never[]));
  if (query.location_id) conditions.push(eq(inventoryItems.location_id, query.location_id));
  if (query.platform_id) {
    // Listed (in any state) or sold on that platform.
    conditions.push(sql`(exists (select 1 from listings_inventory_items li join listings l on l.id = li.listing_id
        where li.inventory_item_id = ${inventoryItems.id} and l.platform_id = ${query.platform_id})
      or exists (select 1 from sale_inventory_items si join sales s on s.id = si.sale_id
        where si.inventory_item_id = ${inventoryItems.id} and s.platform_id = ${query.platform_id}))`);
  }
  return and(...conditions)!;
}

const itemColumns = sql`${inventoryItems.id} as id, ${inventoryItems.serial_number} as serial_number, ${inventoryItems.tag_number} as tag_number,
  ${inventoryItems.status} as status, ${inventoryItems.cost}::text as cost, ${inventoryItems.product_id} as product_id,
  products.name as product_name, ${daysInStock} as days_in_stock`;

type Tracked = InventoryTrackingResponse['slowest'][number];

/**
 * The SQL of GET /inventory-items-tracking. Filtered by status and location only (the usual view), the
 * counts come from inventory_totals and the aging from the kept day cells (aging.ts); with a date range
 * or platform every matching item is read.
 */
function trackingQueries(teamId: number, query: TrackingInput) {
  const where = trackingWhere(teamId, query);
  const from = sql`${itemsWithStory} left join products on products.id = ${inventoryItems.product_id}`;
  const oldestFirst = sql`${stockedAt} asc, ${inventoryItems.id} asc`;
  const summarised = !query.from && !query.to && !query.platform_id;
  const unsoldTotals = inArray(inventoryTotals.status, [...UNSOLD_STATUSES]);
  const aged = sql`select ${agingBucketOf(sql`days_in_stock(${stockedAt}, now())`)} as bucket, ${inventoryItems.cost} as cost
    from ${from} where ${where} and ${unsold}`;
  return {
    statuses: summarised
      ? sql`select ${inventoryTotals.status} as status, sum(${inventoryTotals.items})::int as count, ${moneyText(sql`sum(${inventoryTotals.cost})`)} as cost,
          ${moneyText(sql`sum(${inventoryTotals.listed_value})`)} as listed_value
        from ${inventoryTotals} where ${inventoryTotalsWhere(teamId, query)} group by ${inventoryTotals.status}`
      : sql`select ${inventoryItems.status} as status, count(*)::int as count, ${moneyText(sql`sum(${inventoryItems.cost})`)} as cost,
          ${moneyText(sql`sum(${inventoryItems.listed_value})`)} as listed_value
        from ${from} where ${where} group by ${inventoryItems.status}`,
    // An unsold item has waited until now, whatever sale it was once on (a return).
    aging: summarised
      ? keptAgingQuery(teamId, query)
      : sql`select bucket, count(*)::int as count, ${moneyText(sql`sum(cost)`)} as cost from (${aged}) a group by bucket`,
    slowest: sql`select ${itemColumns} from ${from} where ${where} and ${unsold} order by ${oldestFirst} limit 10`,
    unlistedCount: summarised
      ? sql`select coalesce(sum(${inventoryTotals.items}), 0)::int as count from ${inventoryTotals}
        where ${inventoryTotalsWhere(teamId, query, unsoldTotals, eq(inventoryTotals.on_active_listing, false))}`
      : sql`select count(*)::int as count from ${from} where ${where} and ${unsold} and not ${inventoryItems.on_active_listing}`,
    unlisted: sql`select ${itemColumns} from ${from} where ${where} and ${unsold} and not ${inventoryItems.on_active_listing} order by ${oldestFirst} limit 10`,
  };
}

export async function trackInventory(
  db: Database,
  teamId: number,
  query: TrackingInput,
): Promise<InventoryTrackingResponse> {
  const queries = trackingQueries(teamId, query);
  const [statuses, aging, slowest, [unlistedCount], unlisted] = await Promise.all([
    rowsOf<InventoryTrackingResponse['statuses'][number]>(db, queries.statuses),
    rowsOf<InventoryTrackingResponse['aging'][number]>(db, queries.aging),
    rowsOf<Tracked>(db, queries.slowest),
    rowsOf<{ count: number }>(db, queries.unlistedCount),
    rowsOf<Tracked>(db, queries.unlisted),
  ]);
  const byStatus = new Map(statuses.map((row) => [row.status, row]));
  const byBucket = new Map(
    aging.filter((row) => row.count !== 0 || row.cost !== '0.00').map((row) => [row.bucket, row]),
  );
  return {
    statuses: INVENTORY_STATUSES.map(
      (status) => byStatus.get(status) ?? { status, count: 0, cost: '0.00', listed_value: '0.00' },
    ),
    aging: (['0-30', '31-60', '61-90', '90+'] as const).map(
      (bucket) => byBucket.get(bucket) ?? { bucket, count: 0, cost: '0.00' },
    ),
    slowest,
    unlisted: { count: unlistedCount!.count, items: unlisted },
  };
}
