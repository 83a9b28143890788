import { monthOf } from '@flipstack/contract';
import { sessionStore } from '../../lib/session.ts';
import { stringParams, type StringParams } from '../../lib/url-state.ts';
import { prefetchTaxYear } from './reports-api.ts';

/** The tax year in its URL (?year=). */
export const TAX_YEAR_PARAM = stringParams(['year']);

const YEARS_OFFERED = 10;

/** This year and the nine before it, in the team's time zone, newest first. */
export function yearChoices(timeZone: string | undefined): string[] {
  const current = Number(monthOf(new Date(), timeZone).slice(0, 4));
  return Array.from({ length: YEARS_OFFERED }, (_, index) => String(current - index));
}

/** The year chosen, else last year: the one a reseller files in the spring. */
export function taxYearOf(chosen: StringParams<'year'>, timeZone: string | undefined): string {
  return chosen.year && /^\d{4}$/.test(chosen.year) ? chosen.year : yearChoices(timeZone)[1]!;
}

/** The route's early request: the year the screen will read. */
export function prefetchTaxYearRoute(url: URL): void {
  const timeZone = sessionStore.getState().teamSettings?.time_zone;
  prefetchTaxYear(taxYearOf(TAX_YEAR_PARAM.read(url.searchParams), timeZone));
}
