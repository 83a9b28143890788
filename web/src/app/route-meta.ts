import { useMatches } from 'react-router';
import type { RouteMeta } from '../lib/screen.ts';

export type { RouteMeta };

export const DEFAULT_META: RouteMeta = {
  title: '',
  public: false,
  requiresAuth: true,
  requiresSuperAdmin: false,
  hideHeader: false,
};

function isRouteMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === 'object' && handle !== null && 'requiresAuth' in handle;
}

/** The meta of the deepest matched route. */
export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return DEFAULT_META;
}
