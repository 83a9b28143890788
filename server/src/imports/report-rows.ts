import type { ImportRowError } from '@flipstack/contract';
import type { Transaction } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import type { Session } from '../http/session.ts';
import { recordLineUnits, type NewLineUnit } from '../marketplaces/record-units.ts';
import { createRow } from '../resources/service.ts';
import type { ImportJobRow } from './job-rows.ts';
import { nameKey } from './kinds.ts';
import { findNames } from './lookups.ts';
import type { PlannedRow } from './planned-rows.ts';
import { emptyNameIds } from './preview.ts';
import { marketplaceOf, reportLineUnits, soldNothing } from './report-lines.ts';
import { rowInput, type RowProblem } from './row-input.ts';
import { platforms as platformsResource } from '../resources/definitions/platforms.ts';
import { sales as salesResource } from '../sales/sales.resource.ts';

/** A batch's counts, as run-batch.ts (which calls this file) records them. */
type BatchCounts = { created: number; updated: number; unchanged: number; bad: number; errors: ImportRowError[] };

/** The team's platform of each marketplace name (lower-cased), made when the team has none by that name. */
async function platformIds(tx: Transaction, session: Session, names: string[]): Promise<Map<string, number>> {
  const ids = await findNames(tx, session.teamId, 'platforms', names);
  for (const name of new Set(names)) {
    if (ids.has(nameKey(name))) continue;
    ids.set(nameKey(name), (await createRow(tx, session, platformsResource, { name })).id);
  }
  return ids;
}

/**
 * One batch of a marketplace's sales report, inside the caller's transaction: each row that sold something is
 * its order line's units (marketplace + order id + line + unit), recorded once however often the report comes;
 * each new unit becomes the sale of the unsold item it matches, or waits under "to match". A row seen before
 * counts as unchanged, as does a row that sold nothing (cancelled, refunded, an order's summary row).
 */
export async function writeReportBatch(tx: Transaction, job: ImportJobRow, rows: PlannedRow[]): Promise<BatchCounts> {
  const session: Session = { userId: job.user_id ?? 0, teamId: job.team_id, superAdmin: false };
  const counts: BatchCounts = { created: 0, updated: 0, unchanged: 0, bad: 0, errors: [] };
  const problems = new Map<number, RowProblem[]>(rows.map((row) => [row.index, [...row.errors]]));
  const sales = salesResource;
  const selling: { row: PlannedRow; marketplace: string }[] = [];
  for (const row of rows) {
    const found = problems.get(row.index)!;
    if (found.length > 0) continue;
    if (soldNothing(row.values)) {
      counts.unchanged += 1;
      continue;
    }
    const marketplace = marketplaceOf(job.preset, row.values);
    if (marketplace === null) {
      found.push({ field: 'platform', message: 'Marketplace: the row names none (map the column that does)' });
      continue;
    }
    const checked = rowInput(job, sales, row.values, emptyNameIds(), false);
    if (checked.errors) found.push(...checked.errors);
    else selling.push({ row, marketplace });
  }

  const platforms = await platformIds(
    tx,
    session,
    selling.map(({ marketplace }) => marketplace),
  );
  const units: NewLineUnit[] = [];
  const rowOfUnit: PlannedRow[] = [];
  for (const { row, marketplace } of selling) {
    for (const unit of reportLineUnits(row.values, {
      key: row.key,
      marketplace,
      platformId: platforms.get(nameKey(marketplace)) ?? null,
      jobId: job.id,
    })) {
      units.push(unit);
      rowOfUnit.push(row);
    }
  }
  const { isNew, refused } = await recordLineUnits(tx, session, units);
  const created = new Set(rowOfUnit.filter((_, index) => isNew[index]).map((row) => row.index));
  for (const [index, error] of refused) problems.get(rowOfUnit[index]!.index)!.push(...problemsOf(error));
  for (const { row } of selling) {
    if (created.has(row.index)) counts.created += 1;
    else counts.unchanged += 1;
  }

  for (const row of rows) {
    const found = problems.get(row.index)!;
    if (found.length === 0) continue;
    counts.bad += 1;
    for (const problem of found) counts.errors.push({ line: row.line, ...problem });
  }
  return counts;
}

/** A sale the rules refused for the unit's item: the unit waits to be matched by hand, and the row says why. */
function problemsOf(error: AppError): RowProblem[] {
  const message = `Recorded to match by hand: ${error.message}`;
  const fields = Object.values(error.fieldErrors ?? {});
  return [{ field: null, message: fields.length > 0 ? `${message} (${fields.join('; ')})` : message }];
}
