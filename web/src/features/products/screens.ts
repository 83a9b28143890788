import type { Screen, ScreenResource } from '../../lib/screen.ts';
import { PRODUCT_LIST } from './screen-data.ts';

const PRODUCT_RECORD: ScreenResource = { name: 'products', label: 'product' };
import { prefetchProductItems } from '../inventory/inventory-api.ts';

export const PRODUCT_SCREENS: Screen[] = [
  {
    path: '/products',
    title: 'Products',
    page: async () => (await import('./ProductPages.tsx')).ProductsPage,
    loads: { list: PRODUCT_LIST },
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
    loads: { record: PRODUCT_RECORD },
    prefetch: (_url, params) => {
      const id = Number(params['id']);
      if (Number.isInteger(id) && id > 0) prefetchProductItems(id);
    },
    help: { screen: 'Product', page: 'products', section: "A product's page" },
  },
];
