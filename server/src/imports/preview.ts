import { IMPORT_ERRORS_KEPT, IMPORT_FIELDS, type ImportReference, type ImportRowError } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { getResource } from '../resource-registry.ts';
import { clipped, type ImportJobRow } from './job-rows.ts';
import { ID_FIELDS, IMPORT_KIND_DEFINITIONS, nameKey, NAMED_RESOURCES, type NameIds } from './kinds.ts';
import { codeConflicts, type SeenCodes } from './code-conflicts.ts';
import { historyInputProblems, historyProblems } from './history.ts';
import { resolveItemCodes } from './item-codes.ts';
import { existingIds, findNames } from './lookups.ts';
import { matchRows } from './match-rows.ts';
import { plannedBatches } from './planned-rows.ts';
import { undatedNewPurchases } from './purchase-orders.ts';
import type { FileRow } from './read-rows.ts';
import { rowInput, type RowProblem } from './row-input.ts';

/** Rows checked per round of look-ups. */
const PREVIEW_BATCH_ROWS = 5000;

export type Preview = Pick<ImportJobRow, 'total_rows' | 'bad_rows' | 'errors' | 'references'>;

/**
 * Every row checked as the import would, nothing written: the cells (money, dates, statuses), the
 * resource's own input rules, ids that name none of the team's records, items sold that are none of
 * the team's (or sold twice in the file), serial and tag numbers used
 * twice in the file or by another of the team's items. Names are matched to the team's records or
 * marked to be created.
 */
export async function previewImport(
  db: Database,
  fileRows: AsyncIterable<FileRow>,
  job: ImportJobRow,
): Promise<Preview> {
  const kind = IMPORT_KIND_DEFINITIONS[job.kind];
  const definition = getResource(kind.resource);
  const references = new Map<string, ImportReference>();
  const seenCodes: SeenCodes = new Map();
  const seenItems = new Map<string, number>();
  const errors: ImportRowError[] = [];
  let total = 0;
  let bad = 0;
  const mappedIdFields = IMPORT_FIELDS[job.kind].filter((field) => field.key in ID_FIELDS && job.mapping[field.key]);

  for await (const rows of plannedBatches(fileRows, job, PREVIEW_BATCH_ROWS)) {
    // The embedded database answers in this thread: other requests get their turn between batches.
    await new Promise((resolve) => setImmediate(resolve));
    total += rows.length;
    const problems = new Map<number, RowProblem[]>(rows.map((row) => [row.index, [...row.errors]]));
    if (job.kind === 'purchases') {
      const undated = await undatedNewPurchases(
        db,
        job.team_id,
        rows.filter((row) => row.errors.length === 0),
      );
      for (const [index, problem] of undated) problems.get(index)!.push(problem);
    }
    const clean = rows.filter((row) => problems.get(row.index)!.length === 0);

    const ids = emptyNameIds();
    for (const resource of NAMED_RESOURCES) {
      const needs = clean.flatMap((row) =>
        kind.names(row.values, job.preset).filter((need) => need.resource === resource),
      );
      if (needs.length === 0) continue;
      const found = await findNames(
        db,
        job.team_id,
        resource,
        needs.map((need) => need.name),
      );
      for (const need of needs) {
        const key = `${resource}:${nameKey(need.name)}`;
        const reference = references.get(key) ?? {
          resource,
          name: need.name,
          action: found.has(nameKey(need.name)) ? ('match' as const) : ('create' as const),
          rows: 0,
        };
        reference.rows += 1;
        references.set(key, reference);
        // A name still to be created stands in with any id: the input's shape is what is checked here.
        ids[resource].set(nameKey(need.name), found.get(nameKey(need.name)) ?? 1);
      }
    }

    for (const field of mappedIdFields) {
      const resource = ID_FIELDS[field.key]!;
      const given = clean.map((row) => row.values[field.key]).filter((id): id is number => typeof id === 'number');
      const known = await existingIds(db, job.team_id, getResource(resource), given);
      for (const row of clean) {
        const id = row.values[field.key];
        if (typeof id === 'number' && !known.has(id)) {
          problems.get(row.index)!.push({
            field: field.key,
            message: `${field.label}: no ${getResource(resource).contract.label} ${id} in this team`,
          });
        }
      }
    }

    const itemProblems = await resolveItemCodes(db, job.team_id, job.kind, kind, clean, ids, problems, seenItems);
    const matches = await matchRows(db, job.team_id, job.kind, definition, clean);
    for (const row of clean) {
      const match = matches.get(row.index)!;
      // A row an earlier import wrote with these very values is left as it is: nothing to check.
      if (itemProblems.has(row.index) || match.sameAsKept) continue;
      const checked = rowInput(job, definition, row.values, ids, match.recordId !== null);
      if (checked.errors) problems.get(row.index)!.push(...checked.errors);
      if (job.kind === 'inventory-items' && match.recordId === null) {
        const past = historyProblems(row.values);
        problems.get(row.index)!.push(...(past.length > 0 ? past : historyInputProblems(row.values)));
      }
    }

    const conflicts = await codeConflicts(
      db,
      job.team_id,
      kind,
      (field) => Boolean(job.mapping[field]),
      clean,
      matches,
      seenCodes,
    );
    for (const [index, found] of conflicts) problems.get(index)!.push(...found);

    for (const row of rows) {
      const found = problems.get(row.index)!;
      if (found.length === 0) continue;
      bad += 1;
      for (const problem of found) {
        if (errors.length >= IMPORT_ERRORS_KEPT) break;
        const header = problem.field === null ? null : (job.mapping[problem.field] ?? null);
        errors.push({
          line: row.line,
          ...problem,
          ...(header ? { header, cell: clipped(row.record[header] ?? '') } : {}),
        });
      }
    }
  }
  return { total_rows: total, bad_rows: bad, errors, references: [...references.values()].slice(0, 500) };
}

export function emptyNameIds(): NameIds {
  return {
    brands: new Map(),
    categories: new Map(),
    locations: new Map(),
    platforms: new Map(),
    products: new Map(),
    sellers: new Map(),
    purchases: new Map(),
    items: new Map(),
    purchaseReceivedAt: new Map(),
  };
}
