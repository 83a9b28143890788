import type { Screen, ScreenResource } from '../../lib/screen.ts';
import { CATEGORY_LIST } from './screen-data.ts';

export const BRAND_LIST: ScreenResource = { name: 'brands', label: 'brand' };
export const PLATFORM_LIST: ScreenResource = { name: 'platforms', label: 'platform' };
const SHIPPING_SERVICES: ScreenResource = { name: 'shipping-services', label: 'shipping service' };

const INDEX_HELP = { page: '', section: 'The Index: your lists and settings' };

export const BRAND_SCREENS: Screen[] = [
  {
    path: '/brands',
    title: 'Brands',
    page: async () => (await import('./BrandPages.tsx')).BrandsPage,
    loads: { list: BRAND_LIST },
    help: { screen: 'Brands', ...INDEX_HELP },
    index: [
      {
        order: 2,
        group: 'Setup lists',
        title: 'Brands',
        description: 'Makers of your products',
        linkLabel: 'Open brands',
        counted: BRAND_LIST,
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
    loads: { list: CATEGORY_LIST },
    help: { screen: 'Categories', ...INDEX_HELP },
    index: [
      {
        order: 3,
        group: 'Setup lists',
        title: 'Categories',
        description: 'Product categories and their parents',
        linkLabel: 'Open categories',
        counted: CATEGORY_LIST,
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
    loads: { list: PLATFORM_LIST },
    help: { screen: 'Platforms', ...INDEX_HELP },
    index: [
      {
        order: 4,
        group: 'Setup lists',
        title: 'Platforms',
        description: 'Where you buy and sell, with their fees',
        linkLabel: 'Open platforms',
        counted: PLATFORM_LIST,
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
        counted: SHIPPING_SERVICES,
      },
    ],
  },
];
