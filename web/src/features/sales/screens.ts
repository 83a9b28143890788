import type { Screen } from '../../lib/screen.ts';
import { LIST_SCREENS, RECORD_SCREENS, prefetchList, prefetchRecord } from '../../lib/screen-data.ts';

export const SALE_SCREENS: Screen[] = [
  {
    path: '/sales',
    title: 'Sales',
    page: async () => (await import('./SalePages.tsx')).SalesPage,
    prefetch: prefetchList(LIST_SCREENS.sales),
    help: { screen: 'Sales', page: 'sales', section: 'The sales list' },
    nav: { label: 'Sales', order: 3 },
  },
  {
    path: '/sales/create/:inventory_item_id?/:listing_id?',
    title: 'New sale',
    page: async () => (await import('./SalePages.tsx')).SaleCreatePage,
    help: { screen: 'New sale', page: 'sales', section: 'Record a sale' },
  },
  {
    path: '/sales/:id',
    title: 'Edit sale',
    page: async () => (await import('./SalePages.tsx')).SaleEditPage,
    prefetch: prefetchRecord(RECORD_SCREENS.sales),
    help: { screen: 'Sale', page: 'sales', section: 'How profit is computed' },
  },
];
