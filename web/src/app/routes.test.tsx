import { screen, waitFor } from '@testing-library/react';
import { notificationsStore } from '@mantine/notifications';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { listUrl } from '../lib/list-url.ts';
import { useAppNavigate } from '../lib/navigation.tsx';
import { sessionStore } from '../lib/session.ts';
import { useUrlState } from '../lib/url-state.ts';
import { loadSettings } from '../features/auth/session-actions.ts';
import { fakeFetch, unauthorized } from '../test/fake-fetch.ts';
import { meAnswer, settingsAnswer, teamsAnswer } from '../test/fixtures.ts';
import { currentPath, renderApp } from '../test/render-app.tsx';
import { ROUTE_TABLE, buildRoutes } from './routes.tsx';
import type { RouteMeta } from './route-meta.ts';

/** Not in the spec's route table; reached from /index (docs/decisions.md, Web app: screens). */
const ADDED_PATHS = [
  '/transactions',
  '/transactions/create',
  '/reminders',
  '/reminders/create',
  '/reports',
  '/reports/tax-year',
  '/mileage',
  '/mileage/create',
  '/mileage/rates',
  '/mileage/rates/create',
  '/marketplace-sales',
  '/ebay-payouts',
  '/user-guide/purchases',
  '/user-guide/inventory',
  '/user-guide/analytics',
  '/user-guide/ebay',
  '/user-guide/files',
  '/user-guide/import',
  '/user-guide/assistant',
  '/admin',
  // Reached from the inventory and products lists' Import CSV.
  '/import',
];

const SPEC_PATHS = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/:token',
  '/',
  '/change-password',
  '/purchases',
  '/purchases/create',
  '/purchases/:id',
  '/brands',
  '/brands/create',
  '/products',
  '/products/create',
  '/products/:id',
  '/product-categories',
  '/product-categories/create',
  '/platforms',
  '/platforms/create',
  '/sellers',
  '/sellers/create',
  '/sellers/:id',
  '/sales',
  '/sales/create/:inventory_item_id?/:listing_id?',
  '/sales/:id',
  '/listings',
  '/listings/create',
  '/listings/:id',
  '/inventory',
  '/inventory/tracking',
  '/inventory/legacy',
  '/inventory/:id',
  '/accounts',
  '/accounts/create',
  '/analytics',
  '/index',
  '/ebay/login',
  '/ebay-orders',
  '/ebay-orders/get/',
  '/shipping-services/create',
  '/file-uploads',
  '/user-guide',
  '/user-guide/listings',
  '/user-guide/sales',
  '/user-guide/orders',
  '/user-guide/products',
  '/splash',
  '/not-found',
];

const routes = buildRoutes();
const metaOf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.handle as RouteMeta | undefined;
const toasts = () => notificationsStore.getState().notifications.map((toast) => toast.message);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('route table', () => {
  it('holds every screen of spec section 2, plus the ledger screens and guide pages added beyond it (docs/decisions.md)', () => {
    expect(ROUTE_TABLE.map((route) => route.path).sort()).toEqual([...SPEC_PATHS, ...ADDED_PATHS].sort());
  });

  it('matches paths case-insensitively', () => {
    expect(metaOf('/LOGIN')).toMatchObject({ name: 'login', public: true });
    expect(metaOf('/Purchases')?.title).toBe('Purchases');
    expect(metaOf('/SALES/Create/5')?.title).toBe('New sale');
    expect(routes[0]?.children?.every((route) => !route.caseSensitive)).toBe(true);
  });

  it('hides the header exactly on the sign-in screens and the splash', () => {
    const hidden = ROUTE_TABLE.filter((route) => metaOf(route.path.replace(/:[a-z_]+\??/g, 'x'))?.hideHeader).map(
      (route) => route.path,
    );
    expect(hidden).toEqual(['/login', '/register', '/forgot-password', '/reset-password/:token', '/splash']);
    expect(metaOf('/reset-password/abc123')?.hideHeader).toBe(true);
  });

  it('marks public routes and names login and lost', () => {
    const publicPaths = ROUTE_TABLE.filter((route) => route.meta.public).map((route) => route.path);
    expect(publicPaths).toEqual([
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password/:token',
      '/splash',
      '/not-found',
    ]);
    expect(metaOf('/not-found')).toMatchObject({ name: 'lost', requiresAuth: false });
    expect(metaOf('/inventory/tracking')).toMatchObject({
      requiresAuth: true,
      requiresSuperAdmin: false,
      title: 'Inventory tracking',
    });
  });

  it('sends an unknown path to /not-found, replacing it in history', async () => {
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(currentPath(router)).toBe('/not-found');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('navigation guard', () => {
  it('runs the session check first, then sends a stranger to /login with the wanted path', async () => {
    const server = fakeFetch({ 'GET /api/auth/me': unauthorized, 'POST /api/refresh-token': unauthorized });
    vi.stubGlobal('fetch', server.fetch);
    const { router } = renderApp('/purchases?page=2');
    expect(await screen.findByRole('heading', { name: 'Sign in to Flipstack' })).toBeTruthy();
    expect(currentPath(router)).toBe(`/login?redirect=${encodeURIComponent('/purchases?page=2')}`);
    // /login itself asks /status whether to offer Microsoft sign-in.
    const checks = server.calls.map((call) => call.path).filter((path) => path !== '/api/status');
    expect(checks).toEqual(['/api/auth/me', '/api/refresh-token']);
    expect(toasts()).toEqual([]); // a failed session check logs out silently
  });

  it('lets a user with a valid session in, loading the settings', async () => {
    const server = fakeFetch({
      'GET /api/auth/me': { body: meAnswer },
      'GET /api/user-settings': { body: settingsAnswer('dark') },
      'GET /api/teams': { body: teamsAnswer },
    });
    vi.stubGlobal('fetch', server.fetch);
    renderApp('/EBay-Orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'eBay orders' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get orders by date' })).toBeTruthy();
    expect(sessionStore.getState()).toMatchObject({ isLoggedIn: true, teamId: 10 });
    expect(document.body.classList.contains('dark')).toBe(true);
  });

  it('sends a signed-in user from /login to /', async () => {
    sessionStore.signIn(meAnswer);
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/teams': { body: teamsAnswer } }).fetch);
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: `Welcome, ${meAnswer.user.name}` })).toBeTruthy();
    expect(currentPath(router)).toBe('/');
    expect(await screen.findByText('Demo Resale Co')).toBeTruthy();
  });

  it('sends a user whose cookies still hold a session from /login onwards, after the session check', async () => {
    const server = fakeFetch({
      'GET /api/auth/me': { body: meAnswer },
      'GET /api/user-settings': { body: settingsAnswer() },
      'GET /api/teams': { body: teamsAnswer },
    });
    vi.stubGlobal('fetch', server.fetch);
    const { router } = renderApp('/LOGIN?redirect=%2Fsales');
    await waitFor(() => expect(currentPath(router)).toBe('/sales'));
    expect(sessionStore.getState().isLoggedIn).toBe(true);
  });

  it('keeps /admin for super admins', async () => {
    sessionStore.signIn(meAnswer);
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/auth/me': { body: meAnswer } }).fetch);
    const { router } = renderApp('/admin');
    await waitFor(() => expect(currentPath(router)).toBe('/not-found'));
    expect(metaOf('/admin')).toMatchObject({ requiresAuth: true, requiresSuperAdmin: true });
  });

  it('asks the server again about a session this browser stored: rights granted since sign-in open /admin', async () => {
    sessionStore.signIn(meAnswer);
    const server = fakeFetch({
      'GET /api/auth/me': { body: { ...meAnswer, super_admin: true } },
      'GET /api/teams': { body: teamsAnswer },
    });
    vi.stubGlobal('fetch', server.fetch);
    const { router } = renderApp('/admin');
    await waitFor(() => expect(sessionStore.getState().isSuperAdmin).toBe(true));
    expect(currentPath(router)).toBe('/admin');
    // Once per page load: the next screen does not ask again.
    await router.navigate('/sales');
    expect(server.calls.filter((call) => call.path === '/api/auth/me')).toHaveLength(1);
  });

  it('passes the optional sale-create params to the screen as inputs', async () => {
    sessionStore.signIn(meAnswer);
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/teams': { body: teamsAnswer } }).fetch);
    // The placeholder lists the props it was given; the sale form itself is tested in the browser.
    const placeholder = async () => (await import('./PlaceholderPage.tsx')).PlaceholderPage;
    renderApp(
      '/sales/create/12/34',
      ROUTE_TABLE.map((route) => (route.path.startsWith('/sales/create') ? { ...route, page: placeholder } : route)),
    );
    const inputs = await screen.findByTestId('screen-inputs');
    expect(inputs.textContent).toContain('inventory_item_id12');
    expect(inputs.textContent).toContain('listing_id34');
  });
});

describe('moving between screens', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('does not render the screen being left again while the next one loads', async () => {
    sessionStore.signIn(meAnswer);
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/teams': { body: teamsAnswer } }).fetch);
    let renders = 0;
    let showNext: () => void = () => undefined;
    // A screen that reads its URL and can navigate, as the list screens do.
    function Counted() {
      renders += 1;
      const [state] = useUrlState(listUrl);
      useAppNavigate();
      return <p>{`page ${state.page}`}</p>;
    }
    const table = [
      { path: '/', meta: { title: 'Counted' }, page: async () => Counted },
      {
        path: '/next',
        meta: { title: 'Next' },
        page: () =>
          new Promise<() => ReactNode>((resolve) => {
            showNext = () => resolve(() => <p>next</p>);
          }),
      },
    ];
    const { router } = renderApp('/?page=2', table);
    expect(await screen.findByText('page 2')).toBeTruthy();
    const before = renders;

    const moving = router.navigate('/next');
    // The header's loading bar: the app has rendered the navigation's start.
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeTruthy();
    expect(renders).toBe(before);
    showNext();
    await moving;
    expect(await screen.findByText('next')).toBeTruthy();
  });

  it('starts everything /index shows while its code loads, and the screen asks for none of it again', async () => {
    sessionStore.signIn(meAnswer);
    const empty = { body: { rows: [], total: 0 } };
    const server = fakeFetch({
      'GET /api/teams': { body: teamsAnswer },
      'GET /api/user-settings': { body: settingsAnswer('light') },
      'GET /api/files': empty,
      'GET /api/ebay/orders': empty,
      ...Object.fromEntries(
        ['brands', 'categories', 'platforms', 'sellers', 'accounts', 'shipping-services', 'locations']
          .concat(['transactions', 'reminders'])
          .map((name) => [`GET /api/v2/${name}`, empty]),
      ),
    });
    vi.stubGlobal('fetch', server.fetch);
    let showIndex: () => void = () => undefined;
    const table = ROUTE_TABLE.map((route) =>
      route.path === '/index'
        ? {
            ...route,
            page: () =>
              new Promise<Awaited<ReturnType<typeof route.page>>>((resolve) => {
                showIndex = () => void route.page().then(resolve);
              }),
          }
        : route,
    );
    // The settings read as signing in left it: the screen reads them anew, once.
    await loadSettings();
    renderApp('/index', table);
    const asked = () =>
      server.calls
        .map((call) => `${call.path}${call.url.search}`)
        .filter((path) => path !== '/api/teams' && path !== '/api/auth/me');
    await waitFor(() => expect(asked()).toHaveLength(13));
    expect(asked()).toEqual(
      expect.arrayContaining(['/api/v2/reminders?limit=1', '/api/files?limit=1', '/api/ebay/orders?limit=1']),
    );
    showIndex();
    expect(await screen.findByRole('heading', { level: 1, name: 'Index' })).toBeTruthy();
    expect(await screen.findByLabelText('0 files')).toBeTruthy();
    expect(screen.getByLabelText('0 eBay orders')).toBeTruthy();
    expect(asked()).toHaveLength(13);
    expect(asked().filter((path) => path === '/api/user-settings')).toHaveLength(2);
  });
});
