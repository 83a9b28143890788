import type { Screen } from '../../lib/screen.ts';

export const IMPORT_SCREENS: Screen[] = [
  {
    path: '/import',
    title: 'Import',
    page: async () => (await import('./ImportPage.tsx')).ImportPage,
    help: { screen: 'Import', page: 'import', section: 'Check the file before anything is written' },
  },
];
