import {
  accounts,
  brands,
  categories,
  locations,
  platforms,
  reminders,
  sellers,
  shippingServices,
  transactions,
} from '@flipstack/contract';
import type { ComponentType } from 'react';
import type { AnyContract } from '../../lib/resources.ts';
import { EbayOrderCount } from '../ebay/EbayOrderCount.tsx';
import { FileCount } from '../files/FileCount.tsx';

export type IndexEntry = {
  title: string;
  description: string;
  /** Where the link goes: a screen of the app, or a file download for data that has no screen yet. */
  to: string;
  linkLabel: string;
  isDownload?: boolean;
  /** Counted with GET /api/v2/{resource}?limit=1 (its `total`). */
  contract?: AnyContract;
  /** Data outside /v2 shows its own count. */
  counter?: ComponentType;
};

/** Everything the header does not link (spec section 2 names /index without saying more; see docs/decisions.md). */
export const INDEX_ENTRIES: IndexEntry[] = [
  {
    title: 'Brands',
    description: 'Makers of your products',
    to: '/brands',
    linkLabel: 'Open brands',
    contract: brands,
  },
  {
    title: 'Categories',
    description: 'Product categories and their parents',
    to: '/product-categories',
    linkLabel: 'Open categories',
    contract: categories,
  },
  {
    title: 'Platforms',
    description: 'Where you buy and sell, with their fees',
    to: '/platforms',
    linkLabel: 'Open platforms',
    contract: platforms,
  },
  {
    title: 'Sellers',
    description: 'People and shops you buy from',
    to: '/sellers',
    linkLabel: 'Open sellers',
    contract: sellers,
  },
  {
    title: 'Accounts',
    description: 'Your accounts on each platform',
    to: '/accounts',
    linkLabel: 'Open accounts',
    contract: accounts,
  },
  {
    title: 'Shipping services',
    description: 'Carriers and services you ship with',
    to: '/shipping-services/create',
    linkLabel: 'Add a shipping service',
    contract: shippingServices,
  },
  {
    title: 'Locations',
    description: 'Where items are kept; filter the inventory by them',
    to: '/inventory',
    linkLabel: 'Inventory by location',
    contract: locations,
  },
  {
    title: 'Transactions',
    description: 'Expenses, fees, payouts, refunds and mileage',
    to: '/transactions',
    linkLabel: 'Open transactions',
    contract: transactions,
  },
  {
    title: 'Reminders',
    description: 'Things to do, with their due dates',
    to: '/reminders',
    linkLabel: 'Open reminders',
    contract: reminders,
  },
  {
    title: 'File uploads',
    description: 'Photos, receipts and documents',
    to: '/file-uploads',
    linkLabel: 'Open file uploads',
    counter: FileCount,
  },
  {
    title: 'eBay orders',
    description: 'Orders from your eBay account',
    to: '/ebay-orders',
    linkLabel: 'Open eBay orders',
    counter: EbayOrderCount,
  },
];
