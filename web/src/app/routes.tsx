import { memo } from 'react';
import { Navigate, createBrowserRouter, useParams, type Params, type RouteObject } from 'react-router';
import type { Page } from '../lib/screen.ts';
import { sessionStore } from '../lib/session.ts';
import { guardLoader } from './guard.ts';
import { PageLoader } from './PageLoader.tsx';
import { RootLayout, preloadShell } from './RootLayout.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import { DEFAULT_META, type RouteMeta } from './route-meta.ts';
import { prefetchLoads } from '../lib/screen-data.ts';
import { COUNTED_RESOURCES, SCREENS } from './screens.ts';

export type AppRoute = {
  path: string;
  meta: Partial<RouteMeta> & Pick<RouteMeta, 'title'>;
  /** Loaded on first visit: each screen is its own chunk. */
  page: () => Promise<Page>;
  /** Asks for the screen's first data while its chunk loads, into the queries the screen reads. */
  prefetch?: (url: URL, params: Params) => void;
};

/** Spec section 2, in its order; paths match case-insensitively (react-router's default). */
export const ROUTE_TABLE: AppRoute[] = SCREENS.map(({ path, title, meta, page, loads, prefetch }) => ({
  path,
  meta: { ...meta, title },
  page,
  ...((loads || prefetch) && {
    prefetch: (url: URL, params: Params) => {
      if (loads) prefetchLoads(loads, url, params);
      prefetch?.(url, params, { counted: COUNTED_RESOURCES });
    },
  }),
}));

function toRouteObject({ path, meta: partialMeta, page, prefetch }: AppRoute): RouteObject {
  const meta: RouteMeta = { ...DEFAULT_META, ...partialMeta };
  const guard = guardLoader(meta);
  return {
    path,
    handle: meta,
    // Runs while `lazy` loads the screen's code.
    loader: async (args) => {
      if (meta.requiresAuth) preloadShell();
      // Signed in already (a move between screens): the guard lets it through, so the data need not wait
      // for it, and its request leaves beside the screen's code instead of queueing behind it.
      const isEarly = meta.requiresAuth && sessionStore.getState().isLoggedIn;
      if (isEarly) prefetch?.(new URL(args.request.url), args.params);
      const passed = await guard(args);
      if (!isEarly) prefetch?.(new URL(args.request.url), args.params);
      return passed;
    },
    lazy: async () => {
      // Memoised: the router renders the route anew on every update (a navigation starting, ending); the
      // screen renders again only when its parameters, its own state or what it reads changes.
      const Screen = memo(await page());
      return { Component: memo(() => <Screen {...useParams()} />) };
    },
  };
}

export function buildRoutes(table: AppRoute[] = ROUTE_TABLE): RouteObject[] {
  return [
    {
      Component: RootLayout,
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteErrorPage,
      children: table.map(toRouteObject),
    },
    // Unknown paths: the address is already in history, so replacing it keeps Back working.
    { path: '*', element: <Navigate to="/not-found" replace /> },
  ];
}

export const createAppRouter = () => createBrowserRouter(buildRoutes());
