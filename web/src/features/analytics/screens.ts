import type { Screen } from '../../lib/screen.ts';
import { prefetchAnalytics } from './analytics-api.ts';

export const ANALYTICS_SCREENS: Screen[] = [
  {
    path: '/analytics',
    title: 'Analytics',
    page: async () => (await import('./AnalyticsPage.tsx')).AnalyticsPage,
    prefetch: prefetchAnalytics,
    help: { screen: 'Analytics', page: 'analytics', section: 'Read the report' },
    nav: { label: 'Analytics', order: 8 },
  },
];
