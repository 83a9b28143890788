import type { Screen } from '../../lib/screen.ts';
import { ACCOUNT_LIST } from './screen-data.ts';

const INDEX_HELP = { page: '', section: 'The Index: your lists and settings' };

export const ACCOUNT_SCREENS: Screen[] = [
  {
    path: '/accounts',
    title: 'Accounts',
    page: async () => (await import('./AccountPages.tsx')).AccountsPage,
    loads: { list: ACCOUNT_LIST },
    help: { screen: 'Accounts', ...INDEX_HELP },
    index: [
      {
        order: 6,
        group: 'Setup lists',
        title: 'Accounts',
        description: 'Your accounts on each platform',
        linkLabel: 'Open accounts',
        counted: ACCOUNT_LIST,
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
