import type { Screen } from '../../lib/screen.ts';
import { prefetchReports } from './report-range.ts';
import { prefetchTaxYearRoute } from './tax-year-range.ts';

/** Beyond the spec's table (docs/decisions.md): the profit and loss report, reached from /index. */
export const REPORT_SCREENS: Screen[] = [
  {
    path: '/reports',
    title: 'Reports',
    page: async () => (await import('./ReportsPage.tsx')).ReportsPage,
    prefetch: prefetchReports,
    help: { screen: 'Reports', page: 'analytics', section: 'Profit and loss' },
    index: [
      {
        order: 10,
        group: 'Money',
        title: 'Profit and loss',
        description: 'Net profit by month: sales, refunds, costs, expenses by category and mileage',
        linkLabel: 'Open reports',
      },
    ],
  },
  {
    path: '/reports/tax-year',
    title: 'Tax year',
    page: async () => (await import('./TaxYearPage.tsx')).TaxYearPage,
    prefetch: prefetchTaxYearRoute,
    help: { screen: 'Tax year', page: 'analytics', section: 'The tax year' },
  },
];
