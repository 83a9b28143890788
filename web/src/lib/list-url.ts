import { withQuery, type Query } from './api.ts';
import type { UrlCodec } from './url-state.ts';

/** Filter values by field: a plain value means equality, an object holds operators ({"gte": "10"}). */
export type Where = Record<string, unknown>;

/** What a list shows, kept in the URL (?q=&order_by=&page=&where=) so a reload or a shared link keeps it. */
export type ListState = { q: string; orderBy: string; page: number; where: Where };

export const PAGE_SIZE = 25;

function parseWhere(raw: string | null): Where {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Where) : {};
  } catch {
    return {};
  }
}

export function readListState(params: URLSearchParams): ListState {
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    orderBy: params.get('order_by') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    where: parseWhere(params.get('where')),
  };
}

/** Writes the state over `params` (other keys stay); defaults are left out so clean lists keep clean URLs. */
export function writeListState(params: URLSearchParams, state: ListState): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
  set('q', state.q.trim() || undefined);
  set('order_by', state.orderBy || undefined);
  set('page', state.page > 1 ? String(state.page) : undefined);
  const where = cleanWhere(state.where);
  set('where', Object.keys(where).length > 0 ? JSON.stringify(where) : undefined);
  return next;
}

/** A resource list's URL (other keys stay); a new search, filter or sort starts again at page 1. */
export const listUrl: UrlCodec<ListState> = { read: readListState, write: writeListState, resetOnChange: { page: 1 } };

/** Drops filters that were cleared (null, '', undefined). */
export function cleanWhere(where: Where): Where {
  return Object.fromEntries(
    Object.entries(where).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
}

export type PageOptions = { pageSize?: number; with?: string | undefined };

/** The GET /v2/{resource} query of a list state, by offset (page-marks.ts reads long lists faster). */
export function toListQuery(state: ListState, options: PageOptions = {}): Query {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  return { ...filterQuery(state), limit: pageSize, offset: (state.page - 1) * pageSize, with: options.with };
}

/** where/q/order_by only: what the CSV export takes. */
export function filterQuery(state: ListState): Query {
  const where = cleanWhere(state.where);
  return {
    where: Object.keys(where).length > 0 ? JSON.stringify(where) : undefined,
    q: state.q.trim() || undefined,
    order_by: state.orderBy || undefined,
  };
}

export const exportCsvUrl = (resource: string, state: ListState): string =>
  withQuery(`/api/v2/${resource}/export.csv`, filterQuery(state));

export type SortStatus = { columnAccessor: string; direction: 'asc' | 'desc' };

/** The first field of order_by ('-sold_at,id' → sold_at desc), or the resource's default order. */
export function toSortStatus(orderBy: string, defaultOrder: string): SortStatus {
  const first = (orderBy || defaultOrder).split(',')[0]?.trim() ?? 'id';
  return first.startsWith('-')
    ? { columnAccessor: first.slice(1), direction: 'desc' }
    : { columnAccessor: first, direction: 'asc' };
}

export const fromSortStatus = ({ columnAccessor, direction }: SortStatus): string =>
  `${direction === 'desc' ? '-' : ''}${columnAccessor}`;
