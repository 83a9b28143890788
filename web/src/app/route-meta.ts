import { useMatches } from 'react-router';

/** What the guard and the shell know about a route (spec section 2). */
export type RouteMeta = {
  title: string;
  /** Named routes of the spec: `login`, `lost`. */
  name?: string;
  public: boolean;
  requiresAuth: boolean;
  requiresSuperAdmin: boolean;
  hideHeader: boolean;
};

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
