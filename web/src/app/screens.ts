import { matchRoutes } from 'react-router';
import { ACCOUNT_SCREENS } from '../features/accounts/screens.ts';
import { ADMIN_SCREENS } from '../features/admin/screens.ts';
import { ANALYTICS_SCREENS } from '../features/analytics/screens.ts';
import { AUTH_SCREENS, CHANGE_PASSWORD_SCREEN } from '../features/auth/screens.ts';
import { BRAND_SCREENS, CATEGORY_AND_PLATFORM_SCREENS, SHIPPING_SERVICE_SCREENS } from '../features/catalog/screens.ts';
import { DASHBOARD_SCREENS } from '../features/dashboard/screens.ts';
import { EBAY_GET_ORDERS_SCREEN, EBAY_SCREENS } from '../features/ebay/screens.ts';
import { FILE_SCREENS } from '../features/files/screens.ts';
import { IMPORT_SCREENS } from '../features/imports/screens.ts';
import { INDEX_PAGE_SCREENS } from '../features/index-page/screens.ts';
import { INVENTORY_SCREENS } from '../features/inventory/screens.ts';
import { LEDGER_SCREENS } from '../features/ledger/screens.ts';
import { LISTING_SCREENS } from '../features/listings/screens.ts';
import { MARKETPLACE_SCREENS } from '../features/marketplaces/screens.ts';
import { MILEAGE_SCREENS } from '../features/mileage/screens.ts';
import { PRODUCT_SCREENS } from '../features/products/screens.ts';
import { PURCHASE_SCREENS } from '../features/purchases/screens.ts';
import { REPORT_SCREENS } from '../features/reports/screens.ts';
import { SALE_SCREENS } from '../features/sales/screens.ts';
import { SELLER_SCREENS } from '../features/sellers/screens.ts';
import { SYSTEM_SCREENS } from '../features/system/screens.ts';
import { guidePath, headingId } from '../features/user-guide/guide-pages.ts';
import { USER_GUIDE_SCREENS } from '../features/user-guide/screens.ts';
import { PUBLIC, type IndexEntry, type Screen, type ScreenHelp } from '../lib/screen.ts';

const NOT_FOUND_SCREEN: Screen = {
  path: '/not-found',
  title: 'Page not found',
  meta: { ...PUBLIC, name: 'lost' },
  page: async () => (await import('./NotFoundPage.tsx')).NotFoundPage,
};

/** Every screen, as its feature declares it, in the spec's order (section 2); the ones beyond it follow theirs. */
export const SCREENS: Screen[] = [
  ...AUTH_SCREENS,
  ...DASHBOARD_SCREENS,
  CHANGE_PASSWORD_SCREEN,
  ...PURCHASE_SCREENS,
  ...BRAND_SCREENS,
  ...PRODUCT_SCREENS,
  ...CATEGORY_AND_PLATFORM_SCREENS,
  ...SELLER_SCREENS,
  ...SALE_SCREENS,
  ...LISTING_SCREENS,
  ...INVENTORY_SCREENS,
  ...ACCOUNT_SCREENS,
  ...LEDGER_SCREENS,
  ...ANALYTICS_SCREENS,
  ...REPORT_SCREENS,
  ...MILEAGE_SCREENS,
  ...INDEX_PAGE_SCREENS,
  ...EBAY_SCREENS,
  ...MARKETPLACE_SCREENS,
  EBAY_GET_ORDERS_SCREEN,
  ...SHIPPING_SERVICE_SCREENS,
  ...IMPORT_SCREENS,
  ...FILE_SCREENS,
  ...USER_GUIDE_SCREENS,
  ...ADMIN_SCREENS,
  ...SYSTEM_SCREENS,
  NOT_FOUND_SCREEN,
];

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/** The header's links, in the spec's order (section 2). */
export const NAV_LINKS: { label: string; to: string }[] = SCREENS.flatMap((screen) =>
  screen.nav ? [{ ...screen.nav, to: screen.path }] : [],
)
  .sort(byOrder)
  .map(({ label, to }) => ({ label, to }));

/** Everything the header does not link (spec section 2 names /index without saying more; see docs/decisions.md). */
export const INDEX_ENTRIES: IndexEntry[] = SCREENS.flatMap((screen) =>
  (screen.index ?? []).map((entry) => ({ ...entry, to: entry.to ?? screen.path })),
)
  .sort(byOrder)
  .map(({ order: _order, ...entry }) => entry);

/** What the Index counts: every card's resource. */
export const COUNTED_RESOURCES = INDEX_ENTRIES.flatMap((entry) => (entry.counted ? [entry.counted] : []));

/**
 * Every screen's help, by its route path: the help icon beside the screen's title opens this section.
 * A test checks that each path is a screen and each section a heading of its guide page.
 */
export const SCREEN_HELP: Record<string, ScreenHelp> = Object.fromEntries(
  SCREENS.flatMap((screen) => (screen.help ? [[screen.path, screen.help]] : [])),
);

const HELP_ROUTES = Object.keys(SCREEN_HELP).map((path) => ({ path }));

/** The help of the screen at `pathname` (react-router's own ranking: /inventory/tracking before /inventory/:id). */
export function screenHelpAt(pathname: string): (ScreenHelp & { to: string }) | undefined {
  const path = matchRoutes(HELP_ROUTES, pathname)?.[0]?.route.path;
  const help = path === undefined ? undefined : SCREEN_HELP[path];
  return help && { ...help, to: `${guidePath(help.page)}#${headingId(help.section)}` };
}
