import type { Screen } from '../../lib/screen.ts';
import { LIST_SCREENS, RECORD_SCREENS, prefetchList, prefetchRecord } from '../../lib/screen-data.ts';
import { prefetchProductItems } from '../inventory/inventory-api.ts';

export const PRODUCT_SCREENS: Screen[] = [
  {
    path: '/products',
    title: 'Products',
    page: async () => (await import('./ProductPages.tsx')).ProductsPage,
    prefetch: prefetchList(LIST_SCREENS.products),
    help: { screen: 'Products', page: 'products', section: 'Find a product' },
    nav: { label: 'Products', order: 5 },
  },
  {
    path: '/products/create',
    title: 'New product',
    page: async () => (await import('./ProductPages.tsx')).ProductCreatePage,
    help: { screen: 'New product', page: 'products', section: 'Add a product' },
  },
  {
    path: '/products/:id',
    title: 'Product',
    page: async () => (await import('./ProductViewPage.tsx')).ProductViewPage,
    prefetch: (url, params) => {
      prefetchRecord(RECORD_SCREENS.products)(url, params);
      const id = Number(params['id']);
      if (Number.isInteger(id) && id > 0) prefetchProductItems(id);
    },
    help: { screen: 'Product', page: 'products', section: "A product's page" },
  },
];
