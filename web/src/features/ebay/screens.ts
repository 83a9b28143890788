import type { Screen } from '../../lib/screen.ts';
import { EbayOrderCount } from './EbayOrderCount.tsx';

export const EBAY_SCREENS: Screen[] = [
  {
    path: '/ebay/login',
    title: 'Sign in to eBay',
    page: async () => (await import('./EbayLoginPage.tsx')).EbayLoginPage,
    help: { screen: 'eBay accounts', page: 'ebay', section: 'Connect an account' },
  },
  {
    path: '/ebay-orders',
    title: 'eBay orders',
    page: async () => (await import('./EbayOrdersPage.tsx')).EbayOrdersPage,
    help: { screen: 'eBay orders', page: 'orders', section: 'Read the list' },
    index: [
      {
        order: 16,
        group: 'Every day',
        title: 'eBay orders',
        description: 'Orders from your eBay account',
        linkLabel: 'Open eBay orders',
        counter: EbayOrderCount,
      },
    ],
  },
  {
    path: '/ebay-payouts',
    title: 'eBay payouts',
    page: async () => (await import('./EbayPayoutsPage.tsx')).EbayPayoutsPage,
    help: { screen: 'eBay payouts', page: 'orders', section: 'eBay payouts' },
    index: [
      {
        order: 11,
        group: 'Money',
        title: 'eBay payouts',
        description: 'What eBay sent to your bank, each payout added up from its sales, refunds and fees',
        linkLabel: 'Open eBay payouts',
      },
    ],
  },
];

export const EBAY_GET_ORDERS_SCREEN: Screen = {
  path: '/ebay-orders/get/',
  title: 'Get eBay orders',
  page: async () => (await import('./EbayGetOrdersPage.tsx')).EbayGetOrdersPage,
  help: { screen: 'Get eBay orders', page: 'orders', section: 'Get older orders' },
};
