import type { Screen } from '../../lib/screen.ts';
import { PURCHASE_LIST, PURCHASE_RECORD } from './screen-data.ts';

export const PURCHASE_SCREENS: Screen[] = [
  {
    path: '/purchases',
    title: 'Purchases',
    page: async () => (await import('./PurchasePages.tsx')).PurchasesPage,
    loads: { list: PURCHASE_LIST },
    help: { screen: 'Purchases', page: 'purchases', section: 'The purchases list' },
    nav: { label: 'Purchases', order: 4 },
  },
  {
    path: '/purchases/create',
    title: 'New purchase',
    page: async () => (await import('./PurchasePages.tsx')).PurchaseCreatePage,
    help: { screen: 'New purchase', page: 'purchases', section: 'Record a purchase' },
  },
  {
    path: '/purchases/:id',
    title: 'Edit purchase',
    page: async () => (await import('./PurchasePages.tsx')).PurchaseEditPage,
    loads: { record: PURCHASE_RECORD },
    help: { screen: 'Purchase', page: 'purchases', section: 'Change a purchase later' },
  },
];
