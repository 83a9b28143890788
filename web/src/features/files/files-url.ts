import { FILE_ENTITIES, FILE_KINDS, type FileEntity, type FileKind } from '@flipstack/contract';
import type { Query } from '../../lib/api.ts';
import { readListState, writeListState } from '../../lib/list-url.ts';
import type { UrlCodec } from '../../lib/url-state.ts';

export type FilesView = 'grid' | 'table';

/** What /file-uploads shows, kept in its URL: ?q=&entity=&type=&from=&to=&order_by=&page=&view=table */
export type FilesFilters = {
  q: string;
  entity: FileEntity | undefined;
  type: FileKind | undefined;
  /** Days (YYYY-MM-DD) the upload date lies in, both ends included. */
  from: string | undefined;
  to: string | undefined;
  orderBy: string;
  page: number;
  view: FilesView;
};

export const FILES_PAGE_SIZE = 24;
export const DEFAULT_FILES_ORDER = '-created_at';

const isEntity = (value: string | null): value is FileEntity =>
  (FILE_ENTITIES as readonly (string | null)[]).includes(value);
const isKind = (value: string | null): value is FileKind => (FILE_KINDS as readonly (string | null)[]).includes(value);
const day = (value: string | null): string | undefined =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

export function readFilesFilters(params: URLSearchParams): FilesFilters {
  const { q, orderBy, page } = readListState(params);
  const entity = params.get('entity');
  const type = params.get('type');
  return {
    q,
    entity: isEntity(entity) ? entity : undefined,
    type: isKind(type) ? type : undefined,
    from: day(params.get('from')),
    to: day(params.get('to')),
    orderBy,
    page,
    view: params.get('view') === 'table' ? 'table' : 'grid',
  };
}

/** Defaults are left out, so a clean page keeps a clean URL. */
export function writeFilesFilters(filters: FilesFilters): URLSearchParams {
  const params = writeListState(new URLSearchParams(), {
    q: filters.q,
    orderBy: filters.orderBy,
    page: filters.page,
    where: {},
  });
  const set = (key: string, value: string | undefined) => value && params.set(key, value);
  set('entity', filters.entity);
  set('type', filters.type);
  set('from', filters.from);
  set('to', filters.to);
  set('view', filters.view === 'table' ? 'table' : undefined);
  return params;
}

/** /file-uploads' URL holds its filters, sort, page and view; a new filter starts again at page 1. */
export const filesUrl: UrlCodec<FilesFilters> = {
  read: readFilesFilters,
  write: (_current, filters) => writeFilesFilters(filters),
  resetOnChange: { page: 1 },
};

/** The GET /api/files query of the filters: one page, newest first unless sorted otherwise. */
export function toFilesQuery(filters: FilesFilters, pageSize = FILES_PAGE_SIZE): Query {
  const createdAt = { ...(filters.from && { gte: filters.from }), ...(filters.to && { lte: filters.to }) };
  return {
    q: filters.q.trim() || undefined,
    entity: filters.entity,
    type: filters.type,
    where: Object.keys(createdAt).length > 0 ? JSON.stringify({ created_at: createdAt }) : undefined,
    order_by: filters.orderBy || DEFAULT_FILES_ORDER,
    limit: pageSize,
    offset: (filters.page - 1) * pageSize,
  };
}
