import { matchRoutes } from 'react-router';
import { guidePath, headingId } from './guide-pages.ts';

/** A screen's entry in the guide: the guide page (its slug) and the heading of the section that explains it. */
export type ScreenHelp = { screen: string; page: string; section: string };

/**
 * Every screen's help, by its route path: the help icon beside the screen's title opens this section.
 * A test checks that each path is a screen and each section a heading of its guide page.
 */
export const SCREEN_HELP: Record<string, ScreenHelp> = {
  '/': { screen: 'Dashboard', page: '', section: 'Find your way around' },
  '/purchases': { screen: 'Purchases', page: 'purchases', section: 'The purchases list' },
  '/purchases/create': { screen: 'New purchase', page: 'purchases', section: 'Record a purchase' },
  '/purchases/:id': { screen: 'Purchase', page: 'purchases', section: 'Change a purchase later' },
  '/products': { screen: 'Products', page: 'products', section: 'Find a product' },
  '/products/create': { screen: 'New product', page: 'products', section: 'Add a product' },
  '/products/:id': { screen: 'Product', page: 'products', section: "A product's page" },
  '/brands': { screen: 'Brands', page: '', section: 'The Index: your lists and settings' },
  '/brands/create': { screen: 'New brand', page: '', section: 'The Index: your lists and settings' },
  '/product-categories': { screen: 'Categories', page: '', section: 'The Index: your lists and settings' },
  '/product-categories/create': { screen: 'New category', page: '', section: 'The Index: your lists and settings' },
  '/platforms': { screen: 'Platforms', page: '', section: 'The Index: your lists and settings' },
  '/platforms/create': { screen: 'New platform', page: '', section: 'The Index: your lists and settings' },
  '/sellers': { screen: 'Sellers', page: '', section: 'The Index: your lists and settings' },
  '/sellers/create': { screen: 'New seller', page: '', section: 'The Index: your lists and settings' },
  '/sellers/:id': { screen: 'Seller', page: '', section: 'The Index: your lists and settings' },
  '/accounts': { screen: 'Accounts', page: '', section: 'The Index: your lists and settings' },
  '/accounts/create': { screen: 'New account', page: '', section: 'The Index: your lists and settings' },
  '/shipping-services/create': { screen: 'New shipping service', page: 'sales', section: 'Shipping' },
  '/index': { screen: 'Index', page: '', section: 'The Index: your lists and settings' },
  '/sales': { screen: 'Sales', page: 'sales', section: 'The sales list' },
  '/sales/create/:inventory_item_id?/:listing_id?': { screen: 'New sale', page: 'sales', section: 'Record a sale' },
  '/sales/:id': { screen: 'Sale', page: 'sales', section: 'How profit is computed' },
  '/listings': { screen: 'Listings', page: 'listings', section: 'The listings list' },
  '/listings/create': { screen: 'New listing', page: 'listings', section: 'Create a listing' },
  '/listings/:id': { screen: 'Listing', page: 'listings', section: 'Listing statuses and your items' },
  '/inventory': { screen: 'Inventory', page: 'inventory', section: 'The inventory list' },
  '/inventory/tracking': { screen: 'Inventory tracking', page: 'inventory', section: 'Tracking: what is not moving' },
  '/inventory/legacy': { screen: 'Inventory (legacy view)', page: 'inventory', section: 'The legacy view' },
  '/inventory/:id': { screen: 'Inventory item', page: 'inventory', section: 'One item and its story' },
  '/transactions': { screen: 'Transactions', page: '', section: 'Expenses and reminders' },
  '/transactions/create': { screen: 'New transaction', page: '', section: 'Expenses and reminders' },
  '/reminders': { screen: 'Reminders', page: '', section: 'Expenses and reminders' },
  '/reminders/create': { screen: 'New reminder', page: '', section: 'Expenses and reminders' },
  '/analytics': { screen: 'Analytics', page: 'analytics', section: 'Read the report' },
  '/reports': { screen: 'Reports', page: 'analytics', section: 'Profit and loss' },
  '/reports/tax-year': { screen: 'Tax year', page: 'analytics', section: 'The tax year' },
  '/mileage': { screen: 'Mileage', page: 'analytics', section: 'Mileage' },
  '/mileage/create': { screen: 'New trip', page: 'analytics', section: 'Mileage' },
  '/mileage/rates': { screen: 'Mileage rates', page: 'analytics', section: 'Mileage' },
  '/mileage/rates/create': { screen: 'New mileage rate', page: 'analytics', section: 'Mileage' },
  '/import': { screen: 'Import', page: 'import', section: 'Check the file before anything is written' },
  '/marketplace-sales': { screen: 'Marketplace sales', page: 'import', section: 'Marketplace sales reports' },
  '/file-uploads': { screen: 'File uploads', page: 'files', section: "All of the team's files" },
  '/ebay/login': { screen: 'eBay accounts', page: 'ebay', section: 'Connect an account' },
  '/ebay-orders': { screen: 'eBay orders', page: 'orders', section: 'Read the list' },
  '/ebay-orders/get/': { screen: 'Get eBay orders', page: 'orders', section: 'Get older orders' },
  '/ebay-payouts': { screen: 'eBay payouts', page: 'orders', section: 'eBay payouts' },
};

const HELP_ROUTES = Object.keys(SCREEN_HELP).map((path) => ({ path }));

/** The help of the screen at `pathname` (react-router's own ranking: /inventory/tracking before /inventory/:id). */
export function screenHelpAt(pathname: string): (ScreenHelp & { to: string }) | undefined {
  const path = matchRoutes(HELP_ROUTES, pathname)?.[0]?.route.path;
  const help = path === undefined ? undefined : SCREEN_HELP[path];
  return help && { ...help, to: `${guidePath(help.page)}#${headingId(help.section)}` };
}
