import { memo, type ComponentType } from 'react';
import { Navigate, createBrowserRouter, useParams, type Params, type RouteObject } from 'react-router';
import {
  prefetchInventoryPage,
  prefetchItemStory,
  prefetchLegacyPage,
  prefetchProductItems,
  prefetchTracking,
} from '../features/inventory/inventory-api.ts';
import { prefetchAnalytics } from '../features/analytics/analytics-api.ts';
import { prefetchDashboard } from '../features/dashboard/dashboard-api.ts';
import { prefetchReports } from '../features/reports/report-range.ts';
import { prefetchTaxYearRoute } from '../features/reports/tax-year-range.ts';
import { prefetchIndex } from '../features/index-page/index-data.ts';
import { GUIDE_PAGES, guidePath } from '../features/user-guide/guide-pages.ts';
import { LIST_SCREENS, RECORD_SCREENS, prefetchList, prefetchRecord } from '../lib/screen-data.ts';
import { sessionStore } from '../lib/session.ts';
import { guardLoader } from './guard.ts';
import { PageLoader } from './PageLoader.tsx';
import { RootLayout, preloadShell } from './RootLayout.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import { DEFAULT_META, type RouteMeta } from './route-meta.ts';

/** Route params reach every screen as props ("passed to the screen as inputs", spec section 2). */
type Page = ComponentType<Record<string, string | undefined>>;

export type AppRoute = {
  path: string;
  meta: Partial<RouteMeta> & Pick<RouteMeta, 'title'>;
  /** Loaded on first visit: each screen is its own chunk. */
  page: () => Promise<Page>;
  /** Asks for the screen's first data while its chunk loads, into the queries the screen reads. */
  prefetch?: (url: URL, params: Params) => void;
};

const PUBLIC = { public: true, requiresAuth: false } as const;
const NO_HEADER = { ...PUBLIC, hideHeader: true } as const;

/** Spec section 2, in its order; paths match case-insensitively (react-router's default). */
export const ROUTE_TABLE: AppRoute[] = [
  {
    path: '/login',
    meta: { ...NO_HEADER, name: 'login', title: 'Sign in' },
    page: async () => (await import('../features/auth/LoginPage.tsx')).LoginPage,
  },
  {
    path: '/register',
    meta: { ...NO_HEADER, title: 'Create your account' },
    page: async () => (await import('../features/auth/RegisterPage.tsx')).RegisterPage,
  },
  {
    path: '/forgot-password',
    meta: { ...NO_HEADER, title: 'Forgot password' },
    page: async () => (await import('../features/auth/ForgotPasswordPage.tsx')).ForgotPasswordPage,
  },
  {
    path: '/reset-password/:token',
    meta: { ...NO_HEADER, title: 'Reset password' },
    page: async () => (await import('../features/auth/ResetPasswordPage.tsx')).ResetPasswordPage,
  },
  {
    path: '/',
    meta: { title: 'Dashboard' },
    page: async () => (await import('../features/dashboard/DashboardPage.tsx')).DashboardPage,
    prefetch: prefetchDashboard,
  },
  {
    path: '/change-password',
    meta: { title: 'Change password' },
    page: async () => (await import('../features/auth/ChangePasswordPage.tsx')).ChangePasswordPage,
  },
  {
    path: '/purchases',
    meta: { title: 'Purchases' },
    page: async () => (await import('../features/purchases/PurchasePages.tsx')).PurchasesPage,
    prefetch: prefetchList(LIST_SCREENS.purchases),
  },
  {
    path: '/purchases/create',
    meta: { title: 'New purchase' },
    page: async () => (await import('../features/purchases/PurchasePages.tsx')).PurchaseCreatePage,
  },
  {
    path: '/purchases/:id',
    meta: { title: 'Edit purchase' },
    page: async () => (await import('../features/purchases/PurchasePages.tsx')).PurchaseEditPage,
    prefetch: prefetchRecord(RECORD_SCREENS.purchases),
  },
  {
    path: '/brands',
    meta: { title: 'Brands' },
    page: async () => (await import('../features/catalog/BrandPages.tsx')).BrandsPage,
    prefetch: prefetchList(LIST_SCREENS.brands),
  },
  {
    path: '/brands/create',
    meta: { title: 'New brand' },
    page: async () => (await import('../features/catalog/BrandPages.tsx')).BrandCreatePage,
  },
  {
    path: '/products',
    meta: { title: 'Products' },
    page: async () => (await import('../features/products/ProductPages.tsx')).ProductsPage,
    prefetch: prefetchList(LIST_SCREENS.products),
  },
  {
    path: '/products/create',
    meta: { title: 'New product' },
    page: async () => (await import('../features/products/ProductPages.tsx')).ProductCreatePage,
  },
  {
    path: '/products/:id',
    meta: { title: 'Product' },
    page: async () => (await import('../features/products/ProductViewPage.tsx')).ProductViewPage,
    prefetch: (url, params) => {
      prefetchRecord(RECORD_SCREENS.products)(url, params);
      const id = Number(params['id']);
      if (Number.isInteger(id) && id > 0) prefetchProductItems(id);
    },
  },
  {
    path: '/product-categories',
    meta: { title: 'Product categories' },
    page: async () => (await import('../features/catalog/CategoryPages.tsx')).CategoriesPage,
    prefetch: prefetchList(LIST_SCREENS.categories),
  },
  {
    path: '/product-categories/create',
    meta: { title: 'New product category' },
    page: async () => (await import('../features/catalog/CategoryPages.tsx')).CategoryCreatePage,
  },
  {
    path: '/platforms',
    meta: { title: 'Platforms' },
    page: async () => (await import('../features/catalog/PlatformPages.tsx')).PlatformsPage,
    prefetch: prefetchList(LIST_SCREENS.platforms),
  },
  {
    path: '/platforms/create',
    meta: { title: 'New platform' },
    page: async () => (await import('../features/catalog/PlatformPages.tsx')).PlatformCreatePage,
  },
  {
    path: '/sellers',
    meta: { title: 'Sellers' },
    page: async () => (await import('../features/sellers/SellerPages.tsx')).SellersPage,
    prefetch: prefetchList(LIST_SCREENS.sellers),
  },
  {
    path: '/sellers/create',
    meta: { title: 'New seller' },
    page: async () => (await import('../features/sellers/SellerPages.tsx')).SellerCreatePage,
  },
  {
    path: '/sellers/:id',
    meta: { title: 'Edit seller' },
    page: async () => (await import('../features/sellers/SellerPages.tsx')).SellerEditPage,
  },
  {
    path: '/sales',
    meta: { title: 'Sales' },
    page: async () => (await import('../features/sales/SalePages.tsx')).SalesPage,
    prefetch: prefetchList(LIST_SCREENS.sales),
  },
  {
    path: '/sales/create/:inventory_item_id?/:listing_id?',
    meta: { title: 'New sale' },
    page: async () => (await import('../features/sales/SalePages.tsx')).SaleCreatePage,
  },
  {
    path: '/sales/:id',
    meta: { title: 'Edit sale' },
    page: async () => (await import('../features/sales/SalePages.tsx')).SaleEditPage,
    prefetch: prefetchRecord(RECORD_SCREENS.sales),
  },
  {
    path: '/listings',
    meta: { title: 'Listings' },
    page: async () => (await import('../features/listings/ListingPages.tsx')).ListingsPage,
    prefetch: prefetchList(LIST_SCREENS.listings),
  },
  {
    path: '/listings/create',
    meta: { title: 'New listing' },
    page: async () => (await import('../features/listings/ListingPages.tsx')).ListingCreatePage,
  },
  {
    path: '/listings/:id',
    meta: { title: 'Edit listing' },
    page: async () => (await import('../features/listings/ListingPages.tsx')).ListingEditPage,
    prefetch: prefetchRecord(RECORD_SCREENS.listings),
  },
  {
    path: '/inventory',
    meta: { title: 'Inventory' },
    page: async () => (await import('../features/inventory/InventoryPage.tsx')).InventoryPage,
    prefetch: prefetchInventoryPage,
  },
  {
    path: '/inventory/tracking',
    meta: { title: 'Inventory tracking' },
    page: async () => (await import('../features/inventory/TrackingPage.tsx')).TrackingPage,
    prefetch: prefetchTracking,
  },
  {
    path: '/inventory/legacy',
    meta: { title: 'Inventory (legacy view)' },
    page: async () => (await import('../features/inventory/LegacyPage.tsx')).LegacyPage,
    prefetch: prefetchLegacyPage,
  },
  {
    path: '/inventory/:id',
    meta: { title: 'Inventory item' },
    page: async () => (await import('../features/inventory/ItemStoryPage.tsx')).ItemStoryPage,
    prefetch: (url, params) => {
      prefetchRecord(RECORD_SCREENS.inventoryItems)(url, params);
      if (params['id']) prefetchItemStory(params['id']);
    },
  },
  {
    path: '/accounts',
    meta: { title: 'Accounts' },
    page: async () => (await import('../features/accounts/AccountPages.tsx')).AccountsPage,
    prefetch: prefetchList(LIST_SCREENS.accounts),
  },
  {
    path: '/accounts/create',
    meta: { title: 'New account' },
    page: async () => (await import('../features/accounts/AccountPages.tsx')).AccountCreatePage,
  },
  // Beyond the spec's table (docs/decisions.md): the ledger's screens, reached from /index.
  {
    path: '/transactions',
    meta: { title: 'Transactions' },
    page: async () => (await import('../features/ledger/TransactionPages.tsx')).TransactionsPage,
    prefetch: prefetchList(LIST_SCREENS.transactions),
  },
  {
    path: '/transactions/create',
    meta: { title: 'New transaction' },
    page: async () => (await import('../features/ledger/TransactionPages.tsx')).TransactionCreatePage,
  },
  {
    path: '/reminders',
    meta: { title: 'Reminders' },
    page: async () => (await import('../features/ledger/ReminderPages.tsx')).RemindersPage,
    prefetch: prefetchList(LIST_SCREENS.reminders),
  },
  {
    path: '/reminders/create',
    meta: { title: 'New reminder' },
    page: async () => (await import('../features/ledger/ReminderPages.tsx')).ReminderCreatePage,
  },
  {
    path: '/analytics',
    meta: { title: 'Analytics' },
    page: async () => (await import('../features/analytics/AnalyticsPage.tsx')).AnalyticsPage,
    prefetch: prefetchAnalytics,
  },
  // Beyond the spec's table (docs/decisions.md): the profit and loss report and mileage, reached from /index.
  {
    path: '/reports',
    meta: { title: 'Reports' },
    page: async () => (await import('../features/reports/ReportsPage.tsx')).ReportsPage,
    prefetch: prefetchReports,
  },
  {
    path: '/reports/tax-year',
    meta: { title: 'Tax year' },
    page: async () => (await import('../features/reports/TaxYearPage.tsx')).TaxYearPage,
    prefetch: prefetchTaxYearRoute,
  },
  {
    path: '/mileage',
    meta: { title: 'Mileage' },
    page: async () => (await import('../features/mileage/MileagePages.tsx')).MileagePage,
  },
  {
    path: '/mileage/create',
    meta: { title: 'New trip' },
    page: async () => (await import('../features/mileage/MileagePages.tsx')).TripCreatePage,
  },
  {
    path: '/mileage/rates',
    meta: { title: 'Mileage rates' },
    page: async () => (await import('../features/mileage/MileageRatePages.tsx')).MileageRatesPage,
  },
  {
    path: '/mileage/rates/create',
    meta: { title: 'New mileage rate' },
    page: async () => (await import('../features/mileage/MileageRatePages.tsx')).MileageRateCreatePage,
  },
  {
    path: '/index',
    meta: { title: 'Index' },
    prefetch: prefetchIndex,
    page: async () => (await import('../features/index-page/IndexPage.tsx')).IndexPage,
  },
  {
    path: '/ebay/login',
    meta: { title: 'Sign in to eBay' },
    page: async () => (await import('../features/ebay/EbayLoginPage.tsx')).EbayLoginPage,
  },
  {
    path: '/ebay-orders',
    meta: { title: 'eBay orders' },
    page: async () => (await import('../features/ebay/EbayOrdersPage.tsx')).EbayOrdersPage,
  },
  {
    path: '/ebay-payouts',
    meta: { title: 'eBay payouts' },
    page: async () => (await import('../features/ebay/EbayPayoutsPage.tsx')).EbayPayoutsPage,
  },
  {
    path: '/marketplace-sales',
    meta: { title: 'Marketplace sales' },
    page: async () => (await import('../features/marketplaces/MarketplaceLinesPage.tsx')).MarketplaceLinesPage,
  },
  {
    path: '/ebay-orders/get/',
    meta: { title: 'Get eBay orders' },
    page: async () => (await import('../features/ebay/EbayGetOrdersPage.tsx')).EbayGetOrdersPage,
  },
  {
    path: '/shipping-services/create',
    meta: { title: 'New shipping service' },
    page: async () => (await import('../features/catalog/ShippingServiceCreatePage.tsx')).ShippingServiceCreatePage,
  },
  {
    path: '/import',
    meta: { title: 'Import' },
    page: async () => (await import('../features/imports/ImportPage.tsx')).ImportPage,
  },
  {
    path: '/file-uploads',
    meta: { title: 'File uploads' },
    page: async () => (await import('../features/files/FileUploadsPage.tsx')).FileUploadsPage,
  },
  // /user-guide with the spec's sub-pages listings, sales, orders, products, and the guide's other pages.
  ...GUIDE_PAGES.map(({ slug, title }): AppRoute => ({
    path: guidePath(slug),
    meta: { title },
    page: async () => (await import('../features/user-guide/UserGuidePage.tsx')).UserGuidePage,
  })),
  // Beyond the spec's table: the super-admin console (spec section 6's requiresSuperAdmin).
  {
    path: '/admin',
    meta: { title: 'Admin', requiresSuperAdmin: true },
    page: async () => (await import('../features/admin/AdminPage.tsx')).AdminPage,
  },
  {
    path: '/splash',
    meta: { ...NO_HEADER, title: 'Welcome' },
    page: async () => (await import('../features/system/SplashPage.tsx')).SplashPage,
  },
  {
    path: '/not-found',
    meta: { ...PUBLIC, name: 'lost', title: 'Page not found' },
    page: async () => (await import('./NotFoundPage.tsx')).NotFoundPage,
  },
];

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
