import type { Screen } from '../../lib/screen.ts';
import { SALE_LIST, SALE_RECORD } from './screen-data.ts';

export const SALE_SCREENS: Screen[] = [
  {
    path: '/sales',
    title: 'Sales',
    page: async () => (await import('./SalePages.tsx')).SalesPage,
    loads: { list: SALE_LIST },
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
    loads: { record: SALE_RECORD },
    help: { screen: 'Sale', page: 'sales', section: 'How profit is computed' },
  },
];
