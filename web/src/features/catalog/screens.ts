import type { Screen } from '../../lib/screen.ts';
import { COUNTED_RESOURCES, LIST_SCREENS, prefetchList } from '../../lib/screen-data.ts';

const INDEX_HELP = { page: '', section: 'The Index: your lists and settings' };

export const BRAND_SCREENS: Screen[] = [
  {
    path: '/brands',
    title: 'Brands',
    page: async () => (await import('./BrandPages.tsx')).BrandsPage,
    prefetch: prefetchList(LIST_SCREENS.brands),
    help: { screen: 'Brands', ...INDEX_HELP },
    index: [
      {
        order: 2,
        group: 'Setup lists',
        title: 'Brands',
        description: 'Makers of your products',
        linkLabel: 'Open brands',
        counted: COUNTED_RESOURCES.brands,
      },
    ],
  },
  {
    path: '/brands/create',
    title: 'New brand',
    page: async () => (await import('./BrandPages.tsx')).BrandCreatePage,
    help: { screen: 'New brand', ...INDEX_HELP },
  },
];

export const CATEGORY_AND_PLATFORM_SCREENS: Screen[] = [
  {
    path: '/product-categories',
    title: 'Product categories',
    page: async () => (await import('./CategoryPages.tsx')).CategoriesPage,
    prefetch: prefetchList(LIST_SCREENS.categories),
    help: { screen: 'Categories', ...INDEX_HELP },
    index: [
      {
        order: 3,
        group: 'Setup lists',
        title: 'Categories',
        description: 'Product categories and their parents',
        linkLabel: 'Open categories',
        counted: COUNTED_RESOURCES.categories,
      },
    ],
  },
  {
    path: '/product-categories/create',
    title: 'New product category',
    page: async () => (await import('./CategoryPages.tsx')).CategoryCreatePage,
    help: { screen: 'New category', ...INDEX_HELP },
  },
  {
    path: '/platforms',
    title: 'Platforms',
    page: async () => (await import('./PlatformPages.tsx')).PlatformsPage,
    prefetch: prefetchList(LIST_SCREENS.platforms),
    help: { screen: 'Platforms', ...INDEX_HELP },
    index: [
      {
        order: 4,
        group: 'Setup lists',
        title: 'Platforms',
        description: 'Where you buy and sell, with their fees',
        linkLabel: 'Open platforms',
        counted: COUNTED_RESOURCES.platforms,
      },
    ],
  },
  {
    path: '/platforms/create',
    title: 'New platform',
    page: async () => (await import('./PlatformPages.tsx')).PlatformCreatePage,
    help: { screen: 'New platform', ...INDEX_HELP },
  },
];

export const SHIPPING_SERVICE_SCREENS: Screen[] = [
  {
    path: '/shipping-services/create',
    title: 'New shipping service',
    page: async () => (await import('./ShippingServiceCreatePage.tsx')).ShippingServiceCreatePage,
    help: { screen: 'New shipping service', page: 'sales', section: 'Shipping' },
    index: [
      {
        order: 7,
        group: 'Setup lists',
        title: 'Shipping services',
        description: 'Carriers and services you ship with',
        linkLabel: 'Add a shipping service',
        counted: COUNTED_RESOURCES.shippingServices,
      },
    ],
  },
];
