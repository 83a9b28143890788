import type { Screen } from '../../lib/screen.ts';

const HELP = { page: 'analytics', section: 'Mileage' };

/** Beyond the spec's table (docs/decisions.md): mileage, reached from /index. */
export const MILEAGE_SCREENS: Screen[] = [
  {
    path: '/mileage',
    title: 'Mileage',
    page: async () => (await import('./MileagePages.tsx')).MileagePage,
    help: { screen: 'Mileage', ...HELP },
    index: [
      {
        order: 12,
        group: 'Money',
        title: 'Mileage',
        description: 'Business trips, valued at the mileage rate of their day',
        linkLabel: 'Open mileage',
      },
    ],
  },
  {
    path: '/mileage/create',
    title: 'New trip',
    page: async () => (await import('./MileagePages.tsx')).TripCreatePage,
    help: { screen: 'New trip', ...HELP },
  },
  {
    path: '/mileage/rates',
    title: 'Mileage rates',
    page: async () => (await import('./MileageRatePages.tsx')).MileageRatesPage,
    help: { screen: 'Mileage rates', ...HELP },
  },
  {
    path: '/mileage/rates/create',
    title: 'New mileage rate',
    page: async () => (await import('./MileageRatePages.tsx')).MileageRateCreatePage,
    help: { screen: 'New mileage rate', ...HELP },
  },
];
