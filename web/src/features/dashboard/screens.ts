import type { Screen } from '../../lib/screen.ts';
import { prefetchDashboard } from './dashboard-api.ts';

export const DASHBOARD_SCREENS: Screen[] = [
  {
    path: '/',
    title: 'Dashboard',
    page: async () => (await import('./DashboardPage.tsx')).DashboardPage,
    prefetch: prefetchDashboard,
    help: { screen: 'Dashboard', page: '', section: 'Find your way around' },
    nav: { label: 'Home', order: 1 },
  },
];
