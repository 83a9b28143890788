import type { Screen } from '../../lib/screen.ts';
import { LIST_SCREENS, RECORD_SCREENS, prefetchList, prefetchRecord } from '../../lib/screen-data.ts';

export const PURCHASE_SCREENS: Screen[] = [
  {
    path: '/purchases',
    title: 'Purchases',
    page: async () => (await import('./PurchasePages.tsx')).PurchasesPage,
    prefetch: prefetchList(LIST_SCREENS.purchases),
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
    prefetch: prefetchRecord(RECORD_SCREENS.purchases),
    help: { screen: 'Purchase', page: 'purchases', section: 'Change a purchase later' },
  },
];
