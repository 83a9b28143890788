import type { Screen } from '../../lib/screen.ts';
import { LISTING_LIST, LISTING_RECORD } from './screen-data.ts';

export const LISTING_SCREENS: Screen[] = [
  {
    path: '/listings',
    title: 'Listings',
    page: async () => (await import('./ListingPages.tsx')).ListingsPage,
    loads: { list: LISTING_LIST },
    help: { screen: 'Listings', page: 'listings', section: 'The listings list' },
    nav: { label: 'Listings', order: 2 },
  },
  {
    path: '/listings/create',
    title: 'New listing',
    page: async () => (await import('./ListingPages.tsx')).ListingCreatePage,
    help: { screen: 'New listing', page: 'listings', section: 'Create a listing' },
  },
  {
    path: '/listings/:id',
    title: 'Edit listing',
    page: async () => (await import('./ListingPages.tsx')).ListingEditPage,
    loads: { record: LISTING_RECORD },
    help: { screen: 'Listing', page: 'listings', section: 'Listing statuses and your items' },
  },
];
