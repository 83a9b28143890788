import { queryClient } from './query-client.ts';
import { readListState, toListQuery } from './list-url.ts';
import { listQuery } from './resources.ts';

/** A screen that is one resource's list: what its first page asks for (the contract's name and label). */
export type ListScreen = { name: string; label: string; with?: string };

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
} satisfies Record<string, ListScreen>;

/**
 * Starts the page the screen at `url` will ask for, while its code loads and renders: the screen's
 * own query then finds the answer on its way instead of asking only once it has rendered.
 */
export function prefetchListScreen(screen: ListScreen, url: URL): void {
  const query = toListQuery(readListState(url.searchParams), { with: screen.with });
  const options = listQuery(screen, query);
  void queryClient.prefetchQuery({ ...options, meta: { ...options.meta, isPrefetch: true } });
}
