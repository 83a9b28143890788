import type { ComponentType } from 'react';
import { COUNTED_RESOURCES, type ScreenResource } from '../../lib/screen-data.ts';
import { EbayOrderCount } from '../ebay/EbayOrderCount.tsx';
import { FileCount } from '../files/FileCount.tsx';

/** The Index's sections, in the order shown; Settings (theme, password, tag numbers) comes last. */
export const INDEX_GROUPS = ['Money', 'Every day', 'Setup lists'] as const;

export type IndexEntry = {
  group: (typeof INDEX_GROUPS)[number];
  title: string;
  description: string;
  /** Where the link goes: a screen of the app, or a file download for data that has no screen yet. */
  to: string;
  linkLabel: string;
  isDownload?: boolean;
  /** Counted with GET /api/v2/{resource}?limit=1 (its `total`). */
  counted?: ScreenResource;
  /** Data outside /v2 shows its own count. */
  counter?: ComponentType;
};

/** Everything the header does not link (spec section 2 names /index without saying more; see docs/decisions.md). */
export const INDEX_ENTRIES: IndexEntry[] = [
  {
    group: 'Money',
    title: 'Expenses',
    description: 'Supplies, postage, fees and other costs of the business',
    to: `/transactions?${new URLSearchParams({ where: JSON.stringify({ type: 'expense' }) })}`,
    linkLabel: 'Open expenses',
  },
  {
    group: 'Setup lists',
    title: 'Brands',
    description: 'Makers of your products',
    to: '/brands',
    linkLabel: 'Open brands',
    counted: COUNTED_RESOURCES.brands,
  },
  {
    group: 'Setup lists',
    title: 'Categories',
    description: 'Product categories and their parents',
    to: '/product-categories',
    linkLabel: 'Open categories',
    counted: COUNTED_RESOURCES.categories,
  },
  {
    group: 'Setup lists',
    title: 'Platforms',
    description: 'Where you buy and sell, with their fees',
    to: '/platforms',
    linkLabel: 'Open platforms',
    counted: COUNTED_RESOURCES.platforms,
  },
  {
    group: 'Setup lists',
    title: 'Sellers',
    description: 'People and shops you buy from',
    to: '/sellers',
    linkLabel: 'Open sellers',
    counted: COUNTED_RESOURCES.sellers,
  },
  {
    group: 'Setup lists',
    title: 'Accounts',
    description: 'Your accounts on each platform',
    to: '/accounts',
    linkLabel: 'Open accounts',
    counted: COUNTED_RESOURCES.accounts,
  },
  {
    group: 'Setup lists',
    title: 'Shipping services',
    description: 'Carriers and services you ship with',
    to: '/shipping-services/create',
    linkLabel: 'Add a shipping service',
    counted: COUNTED_RESOURCES.shippingServices,
  },
  {
    group: 'Setup lists',
    title: 'Locations',
    description: 'Where items are kept; filter the inventory by them',
    to: '/inventory',
    linkLabel: 'Inventory by location',
    counted: COUNTED_RESOURCES.locations,
  },
  {
    group: 'Money',
    title: 'Transactions',
    description: 'Every money movement: expenses, fees, payouts, refunds and mileage',
    to: '/transactions',
    linkLabel: 'Open transactions',
    counted: COUNTED_RESOURCES.transactions,
  },
  {
    group: 'Money',
    title: 'Profit and loss',
    description: 'Net profit by month: sales, refunds, costs, expenses by category and mileage',
    to: '/reports',
    linkLabel: 'Open reports',
  },
  {
    group: 'Money',
    title: 'eBay payouts',
    description: 'What eBay sent to your bank, each payout added up from its sales, refunds and fees',
    to: '/ebay-payouts',
    linkLabel: 'Open eBay payouts',
  },
  {
    group: 'Money',
    title: 'Mileage',
    description: 'Business trips, valued at the mileage rate of their day',
    to: '/mileage',
    linkLabel: 'Open mileage',
  },
  {
    group: 'Every day',
    title: 'Reminders',
    description: 'Things to do, with their due dates',
    to: '/reminders',
    linkLabel: 'Open reminders',
    counted: COUNTED_RESOURCES.reminders,
  },
  {
    group: 'Every day',
    title: 'File uploads',
    description: 'Photos, receipts and documents',
    to: '/file-uploads',
    linkLabel: 'Open file uploads',
    counter: FileCount,
  },
  {
    group: 'Every day',
    title: 'Marketplace sales',
    description: 'Sales from Mercari, Poshmark and other reports, and those waiting for their item',
    to: '/marketplace-sales',
    linkLabel: 'Open marketplace sales',
  },
  {
    group: 'Every day',
    title: 'eBay orders',
    description: 'Orders from your eBay account',
    to: '/ebay-orders',
    linkLabel: 'Open eBay orders',
    counter: EbayOrderCount,
  },
];
