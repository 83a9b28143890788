import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { InventoryDetailQuery } from '@flipstack/contract';
import { moneyText } from '../db/raw.ts';
import { inventoryItems, inventoryTotals } from '../db/schema/index.ts';
import { itemsWithStory } from './days-in-stock.ts';

/** Filters the per-team totals table answers; any other filter sums the filtered items themselves. */
const SUMMARISED = new Set(['status', 'location_id', 'limit', 'offset', 'after', 'order_by']);

type TotalsQuery = Partial<Omit<InventoryDetailQuery, 'status'>> & { status?: string[] | undefined };

function isFiltered(name: string, value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '' && !(name === 'where' && value.trim() === '{}');
  return true;
}

/**
 * The rows of inventory_totals for a status and location filter (the only filters they can answer), plus
 * `more`; the values may be placeholders.
 */
export function inventoryTotalsWhere(
  teamId: number | Placeholder,
  query: { status?: (string | Placeholder)[] | undefined; location_id?: number | Placeholder | undefined },
  ...more: SQL[]
): SQL {
  return and(
    eq(inventoryTotals.team_id, teamId),
    query.status?.length ? inArray(inventoryTotals.status, query.status as never[]) : undefined,
    query.location_id ? eq(inventoryTotals.location_key, query.location_id) : undefined,
    ...more,
  )!;
}

/** Whether inventory_totals answers the query's totals (no filter but status and location). */
export const isSummarised = (query: TotalsQuery) =>
  Object.entries(query).every(([name, value]) => SUMMARISED.has(name) || !isFiltered(name, value));

/**
 * Count, cost and listed value of the filtered items. Without filters, or by status and location only,
 * they come from inventory_totals (a few rows kept by the database's triggers) instead of a scan of
 * every item of the team. The team, statuses and location are detailWhere's placeholders and `location`.
 */
export function detailTotalsQuery(query: TotalsQuery, where: SQL): SQL {
  if (isSummarised(query)) {
    const filters = {
      status: query.status?.map((_, index) => sql.placeholder(`status_${index}`)),
      location_id: query.location_id ? sql.placeholder('location') : undefined,
    };
    return sql`select coalesce(sum(${inventoryTotals.items}), 0)::int as count, ${moneyText(sql`sum(${inventoryTotals.cost})`)} as cost,
      ${moneyText(sql`sum(${inventoryTotals.listed_value})`)} as listed_value
      from ${inventoryTotals} where ${inventoryTotalsWhere(sql.placeholder('team'), filters)}`;
  }
  return sql`select count(*)::int as count, ${moneyText(sql`sum(${inventoryItems.cost})`)} as cost,
      ${moneyText(sql`sum(${inventoryItems.listed_value})`)} as listed_value
    from ${itemsWithStory} left join products on products.id = ${inventoryItems.product_id} where ${where}`;
}
