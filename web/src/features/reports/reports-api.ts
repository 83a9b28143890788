import type { ProfitAndLossResponse } from '@flipstack/contract';
import { MESSAGES } from '../../lib/notify.ts';
import { VIEWS } from '../../lib/query-keys.ts';
import { prefetchView, useView } from '../../lib/views.ts';

export type MonthRange = { from: string; to: string };

/** GET /api/reports/profit-and-loss: each month's and the range's net profit with its parts. */
export const useProfitAndLoss = (range: MonthRange, options: { enabled?: boolean } = {}) =>
  useView<ProfitAndLossResponse>(VIEWS.profitAndLoss, range, MESSAGES.fetchReportFailed, {
    keepPrevious: true,
    ...options,
  });

/** The same answer, started by a route while its screen's code loads. */
export const prefetchProfitAndLoss = (range: MonthRange): void =>
  prefetchView(VIEWS.profitAndLoss, range, MESSAGES.fetchReportFailed);
