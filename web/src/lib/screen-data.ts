import type { Params } from 'react-router';
import { prefetchQuietly } from './query-client.ts';
import { readListState } from './list-url.ts';
import { pageQuery } from './page-marks.ts';
import { listQuery, oneQuery } from './resources.ts';

/** A screen that is one resource's list or record: what it asks for first (the contract's name and label). */
export type ScreenResource = { name: string; label: string; with?: string };

/** The list screens' pages, read by both the screen and its route (which starts the first page early). */
export const LIST_SCREENS = {
  purchases: { name: 'purchases', label: 'purchase', with: 'seller' },
  brands: { name: 'brands', label: 'brand' },
  products: { name: 'products', label: 'product', with: 'brand,category' },
  categories: { name: 'categories', label: 'category', with: 'parent' },
  platforms: { name: 'platforms', label: 'platform' },
  sellers: { name: 'sellers', label: 'seller', with: 'platform' },
  sales: { name: 'sales', label: 'sale', with: 'platform' },
  listings: { name: 'listings', label: 'listing', with: 'platform' },
  accounts: { name: 'accounts', label: 'account', with: 'platform' },
  transactions: { name: 'transactions', label: 'transaction' },
  reminders: { name: 'reminders', label: 'reminder' },
} satisfies Record<string, ScreenResource>;

/** The record screens (/{resource}/{id}): the record as the screen asks for it. */
export const RECORD_SCREENS = {
  purchases: { name: 'purchases', label: 'purchase', with: 'items,products' },
  products: { name: 'products', label: 'product' },
  sales: { name: 'sales', label: 'sale', with: 'items' },
  listings: { name: 'listings', label: 'listing', with: 'items' },
  inventoryItems: { name: 'inventory-items', label: 'inventory item' },
} satisfies Record<string, ScreenResource>;

/** What /index counts with GET /api/v2/{name}?limit=1 (its `total`), started by its route. */
export const COUNTED_RESOURCES = {
  brands: LIST_SCREENS.brands,
  categories: LIST_SCREENS.categories,
  platforms: LIST_SCREENS.platforms,
  sellers: LIST_SCREENS.sellers,
  accounts: LIST_SCREENS.accounts,
  shippingServices: { name: 'shipping-services', label: 'shipping service' },
  locations: { name: 'locations', label: 'location' },
  transactions: LIST_SCREENS.transactions,
  reminders: LIST_SCREENS.reminders,
} satisfies Record<string, ScreenResource>;

export const countQuery = (resource: ScreenResource) => listQuery(resource, { limit: 1 });

export const prefetchCounts = (): void => {
  for (const resource of Object.values(COUNTED_RESOURCES)) prefetchQuietly(countQuery(resource));
};

/** The first page the list screen at `url` will ask for, started while its code loads and renders. */
export const prefetchList =
  (screen: ScreenResource) =>
  (url: URL): void =>
    prefetchQuietly(listQuery(screen, pageQuery(screen.name, readListState(url.searchParams), { with: screen.with })));

/** The record the screen at /{resource}/:id will ask for. */
export const prefetchRecord =
  (screen: ScreenResource) =>
  (_url: URL, params: Params): void => {
    if (params['id']) prefetchQuietly(oneQuery(screen, params['id'], screen.with));
  };
