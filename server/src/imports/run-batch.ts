import { sql } from 'drizzle-orm';
import { displayText, IMPORT_ERRORS_KEPT, type ImportRowError } from '@flipstack/contract';
import type { Transaction } from '../db/client.ts';
import { importJobs, importKeys } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import type { Session } from '../http/session.ts';
import { createRow, createRows, getRow, updateRow } from '../resources/service.ts';
import { holdTagCounter } from '../items/tag-numbers.ts';
import type { ResourceDefinition } from '../resources/kit/define.ts';
import { getResource } from '../resource-registry.ts';
import type { ImportJobRow } from './job-rows.ts';
import { IMPORT_KIND_DEFINITIONS, nameKey, NAMED_RESOURCES, type NameIds, type NameNeed } from './kinds.ts';
import {
  keepSubtotals,
  newPurchaseInput,
  receivedAtOf,
  rememberMadePurchases,
  undatedNewPurchases,
} from './purchase-orders.ts';
import { codeConflicts } from './code-conflicts.ts';
import { resolveItemCodes } from './item-codes.ts';
import { hasHistory, historyProblems, unitKey, unitsOf, updatedItemInput, writeHistory } from './history.ts';
import { findKeys, findNames } from './lookups.ts';
import { matchRows } from './match-rows.ts';
import type { PlannedRow } from './planned-rows.ts';
import { emptyNameIds } from './preview.ts';
import { writeReportBatch } from './report-rows.ts';
import { rowInput, type RowProblem } from './row-input.ts';

export type BatchCounts = {
  created: number;
  updated: number;
  unchanged: number;
  bad: number;
  errors: ImportRowError[];
};

/**
 * Writes one batch inside the caller's transaction, under the resources' own rules (input schemas,
 * team references, hooks, the figures the database keeps): new records in one INSERT per resource
 * (createRows), changed ones through updateRow. A row the rules refuse is skipped with its reason; any
 * other failure throws and takes the whole batch with it.
 */
export async function writeBatch(tx: Transaction, job: ImportJobRow, rows: PlannedRow[]): Promise<BatchCounts> {
  if (job.kind === 'marketplace-sales') return writeReportBatch(tx, job, rows);
  const session: Session = { userId: job.user_id ?? 0, teamId: job.team_id, superAdmin: false };
  const kind = IMPORT_KIND_DEFINITIONS[job.kind];
  const definition = getResource(kind.resource);
  const counts: BatchCounts = { created: 0, updated: 0, unchanged: 0, bad: 0, errors: [] };
  const problems = new Map<number, RowProblem[]>(rows.map((row) => [row.index, [...row.errors]]));
  const clean = () => rows.filter((row) => problems.get(row.index)!.length === 0);
  // Items take tag numbers after the purchases they name are made: the counter first, as every item write takes it.
  if (kind.resource === 'inventory-items') await holdTagCounter(tx, job.team_id);

  if (job.kind === 'purchases') {
    for (const [index, problem] of await undatedNewPurchases(tx, job.team_id, clean())) {
      problems.get(index)!.push(problem);
    }
  }
  const ids = emptyNameIds();
  for (const resource of NAMED_RESOURCES) {
    const needs = clean().flatMap((row) =>
      kind
        .names(row.values, job.preset)
        .filter((need) => need.resource === resource)
        .map((need) => ({ row, need })),
    );
    if (needs.length === 0) continue;
    const found = await findNames(
      tx,
      job.team_id,
      resource,
      needs.map(({ need }) => need.name),
    );
    for (const [key, id] of found) ids[resource].set(key, id);
    // Each name still missing, with the rows naming it (the first one's field takes a failure's message).
    const unknown = new Map<string, { need: NameNeed; rows: PlannedRow[] }>();
    for (const { row, need } of needs) {
      const key = nameKey(need.name);
      if (ids[resource].has(key)) continue;
      const named = unknown.get(key);
      if (named) named.rows.push(row);
      else unknown.set(key, { need, rows: [row] });
    }
    const missing = new Map<string, Entry>(
      [...unknown].map(([key, { need, rows: named }]) => [
        key,
        { row: named[0]!, input: newNamedInput(need, named, ids), field: need.field },
      ]),
    );
    const made = await createAll(tx, session, getResource(resource), [...missing.values()], (entry, error) =>
      problems.get(entry.row.index)!.push({ field: entry.field ?? null, message: `${error.message}` }),
    );
    const madeIds = new Map<string, number>();
    for (const [key, entry] of missing) {
      const id = made.get(entry);
      if (id === undefined) continue;
      ids[resource].set(key, id);
      madeIds.set(key, id);
    }
    if (resource === 'purchases') await rememberMadePurchases(tx, job.team_id, madeIds);
    // Rows naming a record that could not be made share its problem.
    for (const { row, need } of needs) {
      if (!ids[resource].has(nameKey(need.name)) && problems.get(row.index)!.length === 0) {
        problems.get(row.index)!.push({ field: need.field, message: `${need.name} could not be created` });
      }
    }
  }

  if (job.kind === 'purchases') ids.purchaseReceivedAt = await receivedAtOf(tx, [...ids.purchases.values()]);
  await resolveItemCodes(tx, job.team_id, job.kind, kind, clean(), ids, problems);
  const matches = await matchRows(tx, job.team_id, job.kind, definition, clean());
  const conflicts = await codeConflicts(
    tx,
    job.team_id,
    kind,
    (field) => Boolean(job.mapping[field]),
    clean(),
    matches,
  );
  for (const [index, found] of conflicts) problems.get(index)!.push(...found);

  const fresh: Entry[] = [];
  const written: { row: PlannedRow; recordId: number; sourceKey?: string }[] = [];
  const otherUnits =
    job.kind === 'inventory-items' ? await keptOtherUnits(tx, job, definition, clean(), matches) : null;
  for (const row of clean()) {
    const match = matches.get(row.index)!;
    if (match.sameAsKept) {
      counts.unchanged += 1;
      continue;
    }
    const checked = rowInput(job, definition, row.values, ids, match.recordId !== null);
    if (checked.errors) {
      problems.get(row.index)!.push(...checked.errors);
      continue;
    }
    if (match.recordId === null && job.kind === 'inventory-items') {
      const past = historyProblems(row.values);
      if (past.length > 0) {
        problems.get(row.index)!.push(...past);
        continue;
      }
      if (hasHistory(row.values)) {
        try {
          const [first, ...others] = await writeHistory(tx, session, row.values, checked.input, ids.platforms);
          written.push({ row, recordId: first! });
          for (const [index, id] of others.entries()) {
            written.push({ row, recordId: id, sourceKey: unitKey(row.key, index + 2) });
          }
          counts.created += 1;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          problems.get(row.index)!.push(...problemsOf(error));
        }
        continue;
      }
    }
    if (match.recordId === null) {
      fresh.push({ row, input: checked.input });
      continue;
    }
    const input = job.kind === 'inventory-items' ? updatedItemInput(row.values, checked.input) : checked.input;
    try {
      // A row of several units updates each unit it made.
      const units = [{ id: match.recordId, sourceKey: row.key }, ...(otherUnits?.get(row.index) ?? [])];
      let isChanged = false;
      for (const unit of units) {
        if (!differs(await getRow(tx, session, definition, unit.id), input)) continue;
        await updateRow(tx, session, definition, unit.id, input);
        isChanged = true;
      }
      counts[isChanged ? 'updated' : 'unchanged'] += 1;
      for (const unit of units) written.push({ row, recordId: unit.id, sourceKey: unit.sourceKey });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      problems.get(row.index)!.push(...problemsOf(error));
    }
  }
  const made = await createAll(tx, session, definition, fresh, (entry, error) =>
    problems.get(entry.row.index)!.push(...problemsOf(error)),
  );
  for (const [entry, recordId] of made) written.push({ row: entry.row, recordId });
  counts.created += made.size;

  if (job.kind === 'purchases' && job.mapping['cost']) {
    await keepSubtotals(tx, job.team_id, [...ids.purchases.values()]);
  }

  if (written.length > 0) {
    await tx
      .insert(importKeys)
      .values(
        written.map(({ row, recordId, sourceKey }) => ({
          team_id: job.team_id,
          kind: job.kind,
          source_key: sourceKey ?? row.key,
          record_id: recordId,
          row_hash: row.hash,
        })),
      )
      .onConflictDoUpdate({
        target: [importKeys.team_id, importKeys.kind, importKeys.source_key],
        set: { record_id: sql`excluded.record_id`, row_hash: sql`excluded.row_hash`, updated_at: sql`now()` },
      });
  }

  for (const row of rows) {
    const found = problems.get(row.index)!;
    if (found.length === 0) continue;
    counts.bad += 1;
    for (const problem of found) counts.errors.push({ line: row.line, ...problem });
  }
  return counts;
}

/** A record to create for a row; `field` names the row's column when the record is one it refers to. */
type Entry = { row: PlannedRow; input: Record<string, unknown>; field?: string };

/**
 * New records for these entries: all in one INSERT; when the rules refuse one of them (a code taken
 * since the check), the lot is rolled back to its savepoint and written one by one, so only the refused
 * rows are left out.
 */
async function createAll(
  tx: Transaction,
  session: Session,
  definition: ResourceDefinition,
  entries: Entry[],
  refused: (entry: Entry, error: AppError) => void,
): Promise<Map<Entry, number>> {
  const made = new Map<Entry, number>();
  if (entries.length === 0) return made;
  try {
    const ids = await tx.transaction((savepoint) =>
      createRows(
        savepoint,
        session,
        definition,
        entries.map((entry) => entry.input),
      ),
    );
    entries.forEach((entry, index) => made.set(entry, ids[index]!));
    return made;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  for (const entry of entries) {
    try {
      made.set(entry, (await createRow(tx, session, definition, entry.input)).id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused(entry, error);
    }
  }
  return made;
}

function problemsOf(error: AppError): RowProblem[] {
  const fields = Object.entries(error.fieldErrors ?? {});
  return fields.length > 0
    ? fields.map(([field, message]) => ({ field, message }))
    : [{ field: null, message: error.message }];
}

/** The new record a name stands for: a product takes its first row's SKU, brand and category; a purchase its rows' date, seller and costs. */
function newNamedInput(need: NameNeed, rows: PlannedRow[], ids: NameIds): Record<string, unknown> {
  if (need.resource === 'purchases')
    return newPurchaseInput(
      need.name,
      rows.map((row) => row.values),
      ids,
    );
  if (need.resource !== 'products') return { name: need.name };
  const row = rows[0]!;
  const brand = row.values['brand'];
  const category = row.values['category'];
  return {
    name: need.name,
    sku: row.values['sku'] ?? null,
    brand_id: typeof brand === 'string' ? (ids.brands.get(nameKey(brand)) ?? null) : null,
    category_id: typeof category === 'string' ? (ids.categories.get(nameKey(category)) ?? null) : null,
  };
}

/** Whether writing `input` would change the record (money and dates compared as the API writes them). */
function differs(record: Record<string, unknown>, input: Record<string, unknown>): boolean {
  return Object.entries(input).some(([key, value]) => {
    const current = record[key];
    if (value === null || value === undefined) return current !== null && current !== undefined;
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) && typeof current === 'string') {
      return Date.parse(value) !== Date.parse(current);
    }
    return displayText(current) !== displayText(value);
  });
}

/** The batch's counts, errors and the cursor, in the batch's own transaction: kept together or not at all. */
export async function recordBatch(tx: Transaction, job: ImportJobRow, counts: BatchCounts, processed: number) {
  const room = Math.max(0, IMPORT_ERRORS_KEPT - job.errors.length);
  job.errors = [...job.errors, ...counts.errors.slice(0, room)];
  job.created += counts.created;
  job.updated += counts.updated;
  job.unchanged += counts.unchanged;
  job.bad_rows += counts.bad;
  job.processed_rows = processed;
  await tx
    .update(importJobs)
    .set({
      errors: job.errors,
      created: job.created,
      updated: job.updated,
      unchanged: job.unchanged,
      bad_rows: job.bad_rows,
      processed_rows: processed,
      updated_at: sql`now()`,
      lease_until: sql`now() + interval '120 seconds'`,
    })
    .where(sql`${importJobs.id} = ${job.id}`);
}

/**
 * The units after the first that earlier imports made of each row now matched to its first unit, by row
 * index: as many as the row says now (a unit the file no longer counts is left as it is).
 */
async function keptOtherUnits(
  tx: Transaction,
  job: ImportJobRow,
  definition: ResourceDefinition,
  rows: PlannedRow[],
  matches: Map<number, { recordId: number | null }>,
): Promise<Map<number, { id: number; sourceKey: string }[]>> {
  const wanted = rows
    .filter((row) => matches.get(row.index)?.recordId != null)
    .flatMap((row) =>
      Array.from({ length: unitsOf(row.values) - 1 }, (_, index) => ({ row, sourceKey: unitKey(row.key, index + 2) })),
    );
  const others = new Map<number, { id: number; sourceKey: string }[]>();
  if (wanted.length === 0) return others;
  const kept = await findKeys(
    tx,
    job.team_id,
    job.kind,
    definition,
    wanted.map((unit) => unit.sourceKey),
  );
  for (const { row, sourceKey } of wanted) {
    const key = kept.get(sourceKey);
    if (!key) continue;
    others.set(row.index, [...(others.get(row.index) ?? []), { id: key.record_id, sourceKey }]);
  }
  return others;
}
