import type { KpiGroup } from '@flipstack/contract';
import { MESSAGES } from '../../lib/notify.ts';
import { VIEWS } from '../../lib/query-keys.ts';
import { useView } from '../../lib/views.ts';

/**
 * GET /api/analytics/kpis: sell-through, ROI and days to sell and to list per group, asked only once
 * `enabled`. Apart from analytics-api.ts, which the dashboard's first load reads.
 */
export const useKpis = (query: { from: string; to: string; by: KpiGroup }, enabled: boolean) =>
  useView(VIEWS.analyticsKpis, query, MESSAGES.fetchAnalyticsFailed, { keepPrevious: true, enabled });
