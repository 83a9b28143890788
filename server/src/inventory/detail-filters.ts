import { and, eq, getTableColumns, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { inventoryItems as itemsContract, type InventoryDetailQuery } from '@flipstack/contract';
import { inventoryItems, products, purchases } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { inventoryItems as itemsDefinition } from '../items/inventory-items.resource.ts';
import {
  escapeLike,
  orderFields,
  orderTerm,
  parseSearch,
  parseWhere,
  withIdTieBreak,
  type OrderKey,
} from '../resources/kit/list-query.ts';
import { rangeEnd, rangeStart } from '../resources/kit/time-range.ts';
import { daysInStock, soldWait, stockedAt, waitUntil } from './days-in-stock.ts';

type Parsed = Omit<InventoryDetailQuery, 'limit' | 'offset' | 'status'> & { status?: string[] | undefined };

/** Fields the detail list sorts by besides the inventory-items ones: kept on the item, each indexed. */
const EXTRA_ORDER: Record<string, PgColumn> = {
  listed_value: inventoryItems.listed_value,
  product_name: inventoryItems.product_name,
  purchased_at: inventoryItems.purchased_at,
  sold_at: inventoryItems.sold_at,
};

/**
 * What "days in stock" sorts by: the exact wait, or within one half of detailPageIds' merge an
 * expression its index holds (`reversed`: the unsold half's stocked_at, oldest first = waited longest).
 */
export type WaitOrder = { target: SQL; type: string; notNull: true; reversed: boolean };
/** The exact wait, the unsold items' counted up to `now` (pages past a mark count to the time their first did). */
export const exactWait = (now: SQL): WaitOrder => ({
  target: waitUntil(now),
  type: 'interval',
  notNull: true,
  reversed: false,
});
const EXACT_WAIT = exactWait(sql`now()`);
/** The sold half's order: the fixed wait from stocked to sold. */
export const SOLD_WAIT: WaitOrder = { target: soldWait, type: 'interval', notNull: true, reversed: false };
/** The unsold half's order: stocked longest ago = waited longest. */
export const UNSOLD_WAIT: WaitOrder = {
  target: stockedAt,
  type: 'timestamp with time zone',
  notNull: true,
  reversed: true,
};

/**
 * The WHERE of the detail list (team first); the query must read itemsWithStory joined with products when
 * readsStory. The team and the statuses are the placeholders `team` and `status_0`… (detailWhereValues),
 * so that the screen's usual pages keep one statement per order and number of statuses.
 */
export function detailWhere(query: Parsed): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(inventoryItems.team_id, sql.placeholder('team')),
    ...parseWhere(itemsDefinition, query.where),
  ];
  const text = query.q?.trim();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    conditions.push(
      or(parseSearch(itemsDefinition, text), ilike(products.name, pattern), ilike(products.sku, pattern)),
    );
  }
  if (query.status?.length) {
    conditions.push(
      inArray(
        inventoryItems.status,
        query.status.map((_, index) => sql.placeholder(`status_${index}`)),
      ),
    );
  }
  if (query.location_id) conditions.push(eq(inventoryItems.location_id, query.location_id));
  if (query.product_id) conditions.push(eq(inventoryItems.product_id, query.product_id));
  if (query.brand_id) conditions.push(eq(products.brand_id, query.brand_id));
  if (query.category_id) conditions.push(eq(products.category_id, query.category_id));
  if (query.days_in_stock_min !== undefined) conditions.push(sql`${daysInStock} >= ${query.days_in_stock_min}`);
  if (query.days_in_stock_max !== undefined) conditions.push(sql`${daysInStock} <= ${query.days_in_stock_max}`);
  if (query.purchased_from) conditions.push(gte(purchases.purchased_at, rangeStart(query.purchased_from)));
  if (query.purchased_to) {
    const { bound, inclusive } = rangeEnd(query.purchased_to);
    conditions.push(inclusive ? lte(purchases.purchased_at, bound) : lt(purchases.purchased_at, bound));
  }
  return and(...conditions)!;
}

/** The values of detailWhere's placeholders. */
export function detailWhereValues(teamId: number, query: Pick<Parsed, 'status'>): Record<string, unknown> {
  const values: Record<string, unknown> = { team: teamId };
  query.status?.forEach((status, index) => (values[`status_${index}`] = status));
  return values;
}

/**
 * Whether the filters read the item's product or purchase (a search, a brand, a category, a purchase date);
 * without them a page is picked from the items alone, which an index can answer by itself (a page in the
 * middle of 100,000 items: 248 index pages instead of 29,074 pages of the items).
 */
export const readsStory = (query: StoryFilters) =>
  Boolean(query.q?.trim() || query.brand_id || query.category_id || query.purchased_from || query.purchased_to);
type StoryFilters = Pick<Parsed, 'q' | 'brand_id' | 'category_id' | 'purchased_from' | 'purchased_to'>;

/** Whether a page sorts by days in stock first, which detailPageIds merges from two halves. */
export function ordersByWait(raw: string | undefined): boolean {
  return orderFields(raw, itemsContract.defaultOrder)[0]?.replace(/^-/, '') === 'days_in_stock';
}

/** The merge's directions when the order is days in stock alone (with id, or id's tie-break), else undefined. */
export function waitPairOrder(raw: string | undefined): { wait: SQL; id: SQL } | undefined {
  const [wait, id, ...more] = orderFields(raw, itemsContract.defaultOrder);
  if (more.length > 0 || (id !== undefined && id.replace('-', '') !== 'id')) return undefined;
  const direction = (part: string) => (part.startsWith('-') ? sql`desc` : sql`asc`);
  return { wait: direction(wait!), id: direction(id ?? wait!) };
}

/**
 * The order_by that lists the same rows backwards (`-cost` for `cost`, `created_at` for `-created_at,-id`):
 * every field turned, and an ending id dropped when the turned tie-break (tieBreak) gives it again, so
 * the usual one-field orders keep their prepared statement.
 */
export function reversedOrder(raw: string | undefined): string {
  const turned = orderFields(raw, itemsContract.defaultOrder).map((part) =>
    part.startsWith('-') ? part.slice(1) : `-${part}`,
  );
  const [before, last] = turned.slice(-2);
  const redundantId =
    turned.length > 1 && last?.replace('-', '') === 'id' && before?.startsWith('-') === last.startsWith('-');
  return (redundantId ? turned.slice(0, -1) : turned).join(',');
}

/**
 * order_by like the /v2 lists (`-days_in_stock,id`) as its keys; ties end on id so pages never overlap.
 * Days in stock is `wait`'s target, in its direction.
 */
export function detailOrderKeys(raw: string | undefined, wait: WaitOrder = EXACT_WAIT): OrderKey[] {
  const columns = getTableColumns(inventoryItems) as Record<string, PgColumn>;
  const parts = orderFields(raw, itemsContract.defaultOrder);
  const keys = parts.map((part): OrderKey => {
    const descending = part.startsWith('-');
    const name = descending ? part.slice(1) : part;
    if (name === 'days_in_stock') {
      return { name, descending: descending !== wait.reversed, target: wait.target, type: wait.type, notNull: true };
    }
    const own = (itemsContract.sortable as readonly string[]).includes(name) ? columns[name] : undefined;
    // Own keys only: 'constructor' or 'toString' would find Object.prototype's.
    const column = own ?? (Object.hasOwn(EXTRA_ORDER, name) ? EXTRA_ORDER[name] : undefined);
    if (!column) {
      const message = `Cannot sort inventory items by '${name}'`;
      throw new AppError('BAD_REQUEST', message, { order_by: message });
    }
    return { name, descending, target: sql`${column}`, type: column.getSQLType(), notNull: column.notNull };
  });
  // The last field's direction as asked: days in stock's key may run the other way (a merge's unsold half).
  return withIdTieBreak(keys, inventoryItems.id, parts.at(-1)?.startsWith('-') ?? false);
}

export function detailOrder(raw: string | undefined, wait: WaitOrder = EXACT_WAIT): SQL {
  return sql.join(
    detailOrderKeys(raw, wait).map((key) => orderTerm(key, key.descending)),
    sql`, `,
  );
}
