import type { Screen } from '../../lib/screen.ts';

export const MARKETPLACE_SCREENS: Screen[] = [
  {
    path: '/marketplace-sales',
    title: 'Marketplace sales',
    page: async () => (await import('./MarketplaceLinesPage.tsx')).MarketplaceLinesPage,
    help: { screen: 'Marketplace sales', page: 'import', section: 'Marketplace sales reports' },
    index: [
      {
        order: 15,
        group: 'Every day',
        title: 'Marketplace sales',
        description: 'Sales from Mercari, Poshmark and other reports, and those waiting for their item',
        linkLabel: 'Open marketplace sales',
      },
    ],
  },
];
