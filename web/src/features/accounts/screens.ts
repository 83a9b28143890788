import type { Screen } from '../../lib/screen.ts';
import { COUNTED_RESOURCES, LIST_SCREENS, prefetchList } from '../../lib/screen-data.ts';

const INDEX_HELP = { page: '', section: 'The Index: your lists and settings' };

export const ACCOUNT_SCREENS: Screen[] = [
  {
    path: '/accounts',
    title: 'Accounts',
    page: async () => (await import('./AccountPages.tsx')).AccountsPage,
    prefetch: prefetchList(LIST_SCREENS.accounts),
    help: { screen: 'Accounts', ...INDEX_HELP },
    index: [
      {
        order: 6,
        group: 'Setup lists',
        title: 'Accounts',
        description: 'Your accounts on each platform',
        linkLabel: 'Open accounts',
        counted: COUNTED_RESOURCES.accounts,
      },
    ],
  },
  {
    path: '/accounts/create',
    title: 'New account',
    page: async () => (await import('./AccountPages.tsx')).AccountCreatePage,
    help: { screen: 'New account', ...INDEX_HELP },
  },
];
