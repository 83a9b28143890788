import type { Screen } from '../../lib/screen.ts';
import { prefetchIndex } from './index-data.ts';

export const INDEX_PAGE_SCREENS: Screen[] = [
  {
    path: '/index',
    title: 'Index',
    prefetch: prefetchIndex,
    page: async () => (await import('./IndexPage.tsx')).IndexPage,
    help: { screen: 'Index', page: '', section: 'The Index: your lists and settings' },
    nav: { label: 'Index', order: 6 },
  },
];
