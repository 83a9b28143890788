import {
  SCHEDULE_C_EXPENSE_LINES,
  type Form1099kGross,
  type TaxYearMarketplace,
  type TaxYearQuery,
  type TaxYearResponse,
} from '@flipstack/contract';
import { teamTimeZone } from '../analytics/month-range.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/raw.ts';
import { readTeamSettings } from '../settings/store/settings-store.ts';
import { form1099kQuery } from './form-1099k-sql.ts';
import { newYearInstant, yearRange } from './tax-year-bounds.ts';
import { taxYearFiguresQuery } from './tax-year-sql.ts';

type Part = TaxYearResponse['expenses'][number]['parts'][number] & { line: string };
type FiguresRow = Omit<
  TaxYearResponse,
  'year' | 'time_zone' | 'inventory' | 'expenses' | 'schedule_c_lines' | 'marketplaces'
> &
  TaxYearResponse['inventory'] & { parts: string; lines: string };

/** The 1099-K gross amounts typed in for `year`, by platform id. */
function typedOfYear(typed: Form1099kGross | undefined, year: number): Record<string, string> {
  const prefix = `${year}:`;
  return Object.fromEntries(
    Object.entries(typed ?? {}).flatMap(([key, amount]) =>
      key.startsWith(prefix) ? [[key.slice(prefix.length), amount]] : [],
    ),
  );
}

/** GET /reports/tax-year: the calendar year in the team's time zone, as Schedule C and each 1099-K ask. */
export async function taxYear(db: Database, teamId: number, query: TaxYearQuery): Promise<TaxYearResponse> {
  const year = Number(query.year);
  const [timeZone, settings] = await Promise.all([teamTimeZone(db, teamId), readTeamSettings(db, teamId)]);
  const chosen = settings.schedule_c_lines ?? {};
  const bounds = { start: newYearInstant(year, timeZone), end: newYearInstant(year + 1, timeZone) };
  const [[row], marketplaces] = await Promise.all([
    rowsOf<FiguresRow>(db, taxYearFiguresQuery(teamId, yearRange(year, timeZone), bounds, chosen)),
    rowsOf<TaxYearMarketplace>(
      db,
      form1099kQuery(teamId, year, timeZone, typedOfYear(settings.form_1099k_gross, year)),
    ),
  ]);
  const { parts, lines, beginning_inventory, beginning_units, purchases, purchased_units, ...figures } = row!;
  const { ending_inventory, ending_units, sold_cost, written_off_cost, ...schedule } = figures;
  const partsOf = JSON.parse(parts) as Part[];
  const lineSums = JSON.parse(lines) as { line: string; amount: string }[];
  return {
    year,
    time_zone: timeZone,
    ...schedule,
    inventory: {
      beginning_inventory,
      beginning_units,
      purchases,
      purchased_units,
      ending_inventory,
      ending_units,
      cost_of_goods: schedule.cost_of_goods,
      sold_cost,
      written_off_cost,
    },
    expenses: SCHEDULE_C_EXPENSE_LINES.flatMap(({ line, label }) => {
      const sum = lineSums.find((entry) => entry.line === line);
      if (!sum) return [];
      const ofLine = partsOf.filter((part) => part.line === line);
      return [
        { line, label, amount: sum.amount, parts: ofLine.map(({ name, kind, amount }) => ({ name, kind, amount })) },
      ];
    }),
    schedule_c_lines: chosen,
    marketplaces,
  };
}
