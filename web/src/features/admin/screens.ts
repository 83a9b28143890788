import type { Screen } from '../../lib/screen.ts';

/** Beyond the spec's table: the super-admin console (spec section 6's requiresSuperAdmin). Its help lives in the guide's opening page, without an icon. */
export const ADMIN_SCREENS: Screen[] = [
  {
    path: '/admin',
    title: 'Admin',
    meta: { requiresSuperAdmin: true },
    page: async () => (await import('./AdminPage.tsx')).AdminPage,
  },
];
