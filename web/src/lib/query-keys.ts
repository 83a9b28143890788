import type { View } from '@flipstack/contract';
import type { Query } from './api.ts';

export { VIEWS, type View } from '@flipstack/contract';

/**
 * Every react-query key comes from here, so invalidation can target a whole branch: `resources.lists(r)`
 * covers every list of that resource, `resources.detail(r, id)` that row with any relations, `views.all(v)`
 * every answer of that view. A team switch invalidates everything.
 */
export const queryKeys = {
  teams: () => ['teams'] as const,
  /** GET /status: what this server offers before sign-in (Microsoft sign-in). */
  status: () => ['status'] as const,
  admin: {
    all: () => ['admin'] as const,
    teams: (query: Query = {}) => ['admin', 'teams', query] as const,
    users: (query: Query = {}) => ['admin', 'users', query] as const,
  },
  resources: {
    all: (resource: string) => ['v2', resource] as const,
    lists: (resource: string) => ['v2', resource, 'list'] as const,
    list: (resource: string, query: Query = {}) => ['v2', resource, 'list', query] as const,
    detail: (resource: string, id: number | string) => ['v2', resource, 'one', String(id)] as const,
    /** The row with the relations `with` asked for (one key per set, under its detail). */
    one: (resource: string, id: number | string, withRelations = '') =>
      ['v2', resource, 'one', String(id), withRelations] as const,
  },
  views: {
    all: (view: View) => ['view', view] as const,
    query: (view: View, query: Query = {}) => ['view', view, 'query', query] as const,
    one: (view: View, id: number | string) => ['view', view, 'one', String(id)] as const,
  },
  files: {
    all: () => ['files'] as const,
    /** Every page of a files list (and their page marks, see page-marks.ts). */
    lists: () => ['files', 'list'] as const,
    list: (query: Query = {}) => ['files', 'list', query] as const,
  },
  imports: {
    one: (id: number) => ['imports', id] as const,
  },
  ebay: {
    all: () => ['ebay'] as const,
    accounts: () => ['ebay', 'accounts'] as const,
    /** Every page of the orders list (and their page marks, see page-marks.ts). */
    orderPages: () => ['ebay', 'orders'] as const,
    orders: (query: Query = {}) => ['ebay', 'orders', query] as const,
    listings: (query: Query = {}) => ['ebay', 'listings', query] as const,
    failures: () => ['ebay', 'failures'] as const,
    payout: (id: number) => ['ebay', 'payout', id] as const,
    payouts: (query: Query = {}) => ['ebay', 'payouts', query] as const,
    payoutDetail: (id: number) => ['ebay', 'payouts', 'detail', id] as const,
  },
  marketplaceLines: {
    all: () => ['marketplace-lines'] as const,
    list: (query: Query = {}) => ['marketplace-lines', query] as const,
  },
};
