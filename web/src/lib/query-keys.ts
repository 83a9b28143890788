import type { Query } from './api.ts';

/**
 * Every react-query key comes from here, so invalidation can target a whole branch: `resources.all(r)`
 * covers that resource's lists and details. A team switch invalidates everything.
 */
export const queryKeys = {
  teams: () => ['teams'] as const,
  settings: () => ['user-settings'] as const,
  resources: {
    all: (resource: string) => ['v2', resource] as const,
    lists: (resource: string) => ['v2', resource, 'list'] as const,
    list: (resource: string, query: Query = {}) => ['v2', resource, 'list', query] as const,
    one: (resource: string, id: number | string) => ['v2', resource, 'one', String(id)] as const,
  },
  files: {
    all: () => ['files'] as const,
    list: (query: Query = {}) => ['files', 'list', query] as const,
  },
};
