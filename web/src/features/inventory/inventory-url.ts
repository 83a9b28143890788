import { INVENTORY_STATUSES, type InventoryStatus } from '@flipstack/contract';
import { api, type Query } from '../../lib/api.ts';
import type { UrlCodec } from '../../lib/url-state.ts';
import { AGE_RANGES, isAgeRange, type AgeRange } from './inventory-labels.ts';

/** What /inventory shows, kept in its URL: ?q=&status=listed,in_stock&location_id=&…&age=31-60&order_by=&page= */
export type InventoryFilters = {
  q: string;
  status: InventoryStatus[];
  location_id: number | undefined;
  product_id: number | undefined;
  brand_id: number | undefined;
  category_id: number | undefined;
  age: AgeRange | undefined;
  order_by: string;
  page: number;
};

export const ID_FILTERS = ['location_id', 'product_id', 'brand_id', 'category_id'] as const;
export const DEFAULT_ORDER = '-created_at';

const positive = (raw: string | null): number | undefined => {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

const isStatus = (value: string): value is InventoryStatus => (INVENTORY_STATUSES as readonly string[]).includes(value);

export function readInventoryFilters(params: URLSearchParams): InventoryFilters {
  const age = params.get('age');
  return {
    q: params.get('q') ?? '',
    status: (params.get('status') ?? '').split(',').filter(isStatus),
    location_id: positive(params.get('location_id')),
    product_id: positive(params.get('product_id')),
    brand_id: positive(params.get('brand_id')),
    category_id: positive(params.get('category_id')),
    age: isAgeRange(age) ? age : undefined,
    order_by: params.get('order_by') ?? '',
    page: positive(params.get('page')) ?? 1,
  };
}

/** Defaults are left out, so a clean list keeps a clean URL. */
export function writeInventoryFilters(filters: InventoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | undefined) =>
    value !== undefined && value !== '' && params.set(key, String(value));
  set('q', filters.q.trim());
  set('status', filters.status.join(','));
  for (const key of ID_FILTERS) set(key, filters[key]);
  set('age', filters.age);
  set('order_by', filters.order_by);
  if (filters.page > 1) set('page', filters.page);
  return params;
}

/** /inventory's URL holds its filters only; a new search, filter or sort starts again at page 1. */
export const inventoryUrl: UrlCodec<InventoryFilters> = {
  read: readInventoryFilters,
  write: (_current, filters) => writeInventoryFilters(filters),
  resetOnChange: { page: 1 },
};

/** The filter part of the GET /api/inventory-items-detail query (no paging). */
export function detailFilterQuery(filters: InventoryFilters): Query {
  const age = filters.age ? AGE_RANGES[filters.age] : undefined;
  return {
    q: filters.q.trim() || undefined,
    status: filters.status.length > 0 ? filters.status.join(',') : undefined,
    location_id: filters.location_id,
    product_id: filters.product_id,
    brand_id: filters.brand_id,
    category_id: filters.category_id,
    days_in_stock_min: age?.min,
    days_in_stock_max: age?.max,
    order_by: filters.order_by || undefined,
  };
}

/** The inventory screen's CSV export: every item its filters match, in its order, with its columns. */
export const inventoryExportUrl = (filters: InventoryFilters): string =>
  api.href('GET /inventory-items-detail/export.csv', { query: detailFilterQuery(filters) });

export const detailPageQuery = (filters: InventoryFilters, pageSize: number): Query => ({
  ...detailFilterQuery(filters),
  limit: pageSize,
  offset: (filters.page - 1) * pageSize,
});
