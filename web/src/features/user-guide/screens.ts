import type { Screen } from '../../lib/screen.ts';
import { GUIDE_PAGES, guidePath } from './guide-pages.ts';

/** /user-guide with the spec's sub-pages listings, sales, orders, products, and the guide's other pages. */
export const USER_GUIDE_SCREENS: Screen[] = GUIDE_PAGES.map(({ slug, title }) => ({
  path: guidePath(slug),
  title,
  page: async () => (await import('./UserGuidePage.tsx')).UserGuidePage,
  ...(slug === '' && { nav: { label: 'User Guide', order: 9 } }),
}));
