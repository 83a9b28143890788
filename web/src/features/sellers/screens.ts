import type { Screen } from '../../lib/screen.ts';
import { COUNTED_RESOURCES, LIST_SCREENS, prefetchList } from '../../lib/screen-data.ts';

const INDEX_HELP = { page: '', section: 'The Index: your lists and settings' };

export const SELLER_SCREENS: Screen[] = [
  {
    path: '/sellers',
    title: 'Sellers',
    page: async () => (await import('./SellerPages.tsx')).SellersPage,
    prefetch: prefetchList(LIST_SCREENS.sellers),
    help: { screen: 'Sellers', ...INDEX_HELP },
    index: [
      {
        order: 5,
        group: 'Setup lists',
        title: 'Sellers',
        description: 'People and shops you buy from',
        linkLabel: 'Open sellers',
        counted: COUNTED_RESOURCES.sellers,
      },
    ],
  },
  {
    path: '/sellers/create',
    title: 'New seller',
    page: async () => (await import('./SellerPages.tsx')).SellerCreatePage,
    help: { screen: 'New seller', ...INDEX_HELP },
  },
  {
    path: '/sellers/:id',
    title: 'Edit seller',
    page: async () => (await import('./SellerPages.tsx')).SellerEditPage,
    help: { screen: 'Seller', ...INDEX_HELP },
  },
];
