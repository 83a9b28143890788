import { matchRoutes, type createBrowserRouter } from 'react-router';
import { queryClient } from '../lib/query-client.ts';
import { sessionStore } from '../lib/session.ts';
import { ROUTE_TABLE, type AppRoute } from './routes.tsx';
import { NAV_LINKS } from './screens.ts';
import { preloadToasts } from './ToastsWhenNeeded.tsx';

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/** The header's screens and the records opened most from them. */
const WARM_PATHS = [...NAV_LINKS.map((link) => link.to), '/inventory/:id', '/products/:id'];

/** How often a busy app is looked at again. */
const LOOK_AGAIN_MS = 250;
/**
 * How long the first screen has had all its data before any code is fetched for the others: the screen
 * first, then what may come next (started at once, it made the first screen slower to answer a click).
 */
const QUIET_FIRST_MS = 2000;

/**
 * Once signed in and the first screen has had its data for a moment, the code of the screens in `paths` is
 * fetched one at a time while the app is idle: a first move to one then only renders it, instead of first
 * downloading and running a dozen chunks (a first visit to /inventory at a million items: 303–344 → 211–277
 * ms). The browser keeps them (hashed, cached for a year). Skipped when the browser asks to save data.
 * Answers a function that stops it.
 */
export function warmScreensWhenIdle(router: Router, table: AppRoute[] = ROUTE_TABLE, paths = WARM_PATHS) {
  if (savesData()) return () => undefined;
  const pages = paths.flatMap((path) => table.find((route) => route.path === path)?.page ?? []);
  let isStopped = false;
  const isReady = () =>
    router.state.initialized && router.state.navigation.state === 'idle' && sessionStore.getState().isLoggedIn;

  const warm = async () => {
    await whenQuiet(QUIET_FIRST_MS, () => isStopped);
    if (isStopped) return;
    await preloadToasts().catch(() => undefined);
    for (const page of pages) {
      await whenQuiet(0, () => isStopped);
      if (isStopped) return;
      // A failed download is not this code's to report: the move to the screen asks again and shows it.
      await page().catch(() => undefined);
    }
  };
  const start = () => {
    if (!isReady()) return;
    unsubscribe();
    void warm();
  };
  const unsubscribe = router.subscribe(start);
  start();
  return () => {
    isStopped = true;
    unsubscribe();
  };
}

/** What says a person is about to follow a link: the pointer resting on it, the keyboard on it, a touch. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * A link's screen code is fetched as soon as a person points at the link, focuses it or touches it: the
 * pointer rests on a link a moment before the click, time a first visit would otherwise spend downloading
 * after it (a move in the first seconds after landing, before the idle warm-up, or a record's page from a
 * table). Links elsewhere, and screens already asked for, cost a lookup. Answers a function that stops it.
 */
export function warmScreenOnIntent(table: AppRoute[] = ROUTE_TABLE, root: Document = document) {
  if (savesData()) return () => undefined;
  const routes = table.map((route) => ({ path: route.path, page: route.page }));
  const asked = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const route = matchRoutes(routes, link.pathname)?.[0]?.route;
    if (!route || asked.has(route.path)) return;
    asked.add(route.path);
    // A failed download is not this code's to report: the move to the screen asks again and shows it.
    route.page().catch(() => undefined);
  };
  for (const name of INTENT_EVENTS) root.addEventListener(name, onIntent, { passive: true });
  return () => {
    for (const name of INTENT_EVENTS) root.removeEventListener(name, onIntent);
  };
}

/**
 * Resolves when no query has been fetching for `quietMs` and the browser then has an idle moment (or when
 * `isStopped`). Looked at every LOOK_AGAIN_MS; when waiting for quiet, the first time a moment after being
 * asked: a screen that just rendered starts its queries after it is drawn.
 */
function whenQuiet(quietMs: number, isStopped: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    let quietSince: number | undefined;
    const look = () => {
      const now = Date.now();
      if (queryClient.isFetching() > 0) quietSince = undefined;
      else quietSince ??= now;
      if (isStopped()) resolve();
      else if (quietSince !== undefined && now - quietSince >= quietMs) whenIdle(resolve);
      else setTimeout(look, LOOK_AGAIN_MS);
    };
    if (quietMs > 0) setTimeout(look, LOOK_AGAIN_MS);
    else look();
  });
}

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 0);
}

function savesData(): boolean {
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}
