import type { Screen } from '../../lib/screen.ts';
import { SELLER_LIST } from './screen-data.ts';

const INDEX_HELP = { page: '', section: 'The Index: your lists and settings' };

export const SELLER_SCREENS: Screen[] = [
  {
    path: '/sellers',
    title: 'Sellers',
    page: async () => (await import('./SellerPages.tsx')).SellersPage,
    loads: { list: SELLER_LIST },
    help: { screen: 'Sellers', ...INDEX_HELP },
    index: [
      {
        order: 5,
        group: 'Setup lists',
        title: 'Sellers',
        description: 'People and shops you buy from',
        linkLabel: 'Open sellers',
        counted: SELLER_LIST,
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
