import type { Database } from '../db/client.ts';
import type { ImportKindDefinition } from './kinds.ts';
import { codesHeldByOthers } from './lookups.ts';
import type { RowMatch } from './match-rows.ts';
import type { PlannedRow } from './planned-rows.ts';
import type { RowProblem } from './row-input.ts';

/** Where each code was first seen in the file, per field: the preview carries it across batches. */
export type SeenCodes = Map<string, Map<string, number>>;

/**
 * Serial and tag numbers that a row shares with an earlier row of the file or with another of the
 * team's items (not the one the row updates), as the problems of those rows.
 */
export async function codeConflicts(
  db: Database,
  teamId: number,
  kind: ImportKindDefinition,
  mapped: (field: string) => boolean,
  rows: PlannedRow[],
  matches: Map<number, RowMatch>,
  seen: SeenCodes = new Map(),
): Promise<Map<number, RowProblem[]>> {
  const problems = new Map<number, RowProblem[]>();
  const add = (row: PlannedRow, problem: RowProblem) =>
    problems.set(row.index, [...(problems.get(row.index) ?? []), problem]);
  for (const { field, label } of kind.uniqueCodes ?? []) {
    if (!mapped(field)) continue;
    const lines = seen.get(field) ?? new Map<string, number>();
    seen.set(field, lines);
    const coded = rows.flatMap((row) => {
      const code = row.values[field];
      return typeof code === 'string' ? [{ code, recordId: matches.get(row.index)?.recordId ?? null }] : [];
    });
    const taken = await codesHeldByOthers(db, teamId, field as 'serial_number' | 'tag_number', coded);
    for (const row of rows) {
      const code = row.values[field];
      if (typeof code !== 'string') continue;
      const earlier = lines.get(code);
      const holder = taken.get(code);
      if (earlier !== undefined) add(row, { field, message: `${label} ${code} is also on line ${earlier}` });
      else {
        lines.set(code, row.line);
        if (holder !== undefined && holder !== matches.get(row.index)?.recordId) {
          add(row, { field, message: `${label} ${code} is already used by inventory item #${holder}` });
        }
      }
    }
  }
  return problems;
}
