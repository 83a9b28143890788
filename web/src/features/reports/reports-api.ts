import {
  form1099kKey,
  type ProfitAndLossGroup,
  type PutTeamSettingRequest,
  type ScheduleCLines,
} from '@flipstack/contract';
import { api } from '../../lib/api.ts';
import { MESSAGES } from '../../lib/notify.ts';
import { queryClient } from '../../lib/query-client.ts';
import { VIEWS, queryKeys } from '../../lib/query-keys.ts';
import { sessionStore } from '../../lib/session.ts';
import { prefetchView, useView } from '../../lib/views.ts';

export type MonthRange = { from: string; to: string };
/** A range of months, summed per month unless a group is given. */
export type ProfitAndLossAsked = MonthRange & { group?: ProfitAndLossGroup };

/** GET /api/reports/profit-and-loss: each month's and the range's net profit with its parts. */
export const useProfitAndLoss = (range: ProfitAndLossAsked, options: { enabled?: boolean } = {}) =>
  useView(VIEWS.profitAndLoss, range, MESSAGES.fetchReportFailed, {
    keepPrevious: true,
    ...options,
  });

/** The same answer, started by a route while its screen's code loads. */
export const prefetchProfitAndLoss = (range: ProfitAndLossAsked): void =>
  prefetchView(VIEWS.profitAndLoss, range, MESSAGES.fetchReportFailed);

/** GET /api/reports/tax-year: Schedule C and each marketplace's 1099-K for a calendar year. */
export const useTaxYear = (year: string) =>
  useView(VIEWS.taxYear, { year }, MESSAGES.fetchTaxYearFailed, { keepPrevious: true });

export const prefetchTaxYear = (year: string): void =>
  prefetchView(VIEWS.taxYear, { year }, MESSAGES.fetchTaxYearFailed);

/** Saves the team's Schedule C line choices, then reads the tax year again with them. */
export const saveScheduleCLines = (lines: ScheduleCLines): Promise<void> =>
  saveTaxSetting({ setting_key: 'schedule_c_lines', setting_value: lines });

/** Keeps (or, empty, forgets) the gross of a marketplace's own 1099-K for a year. */
export function saveForm1099kGross(year: number, platformId: number, amount: string): Promise<void> {
  const typed = { ...sessionStore.getState().teamSettings?.form_1099k_gross };
  const key = form1099kKey(year, platformId);
  if (amount) typed[key] = amount;
  else delete typed[key];
  return saveTaxSetting({ setting_key: 'form_1099k_gross', setting_value: typed });
}

async function saveTaxSetting(request: PutTeamSettingRequest): Promise<void> {
  sessionStore.setSettings(await api.call('PUT /team-settings', { body: request }));
  await queryClient.invalidateQueries({ queryKey: queryKeys.views.all(VIEWS.taxYear) });
}
