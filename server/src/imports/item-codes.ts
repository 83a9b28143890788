import { IMPORT_FIELDS, itemCodes, type ImportKind } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import type { ImportKindDefinition, NameIds } from './kinds.ts';
import { itemsByCode } from './lookups.ts';
import type { PlannedRow } from './planned-rows.ts';
import type { RowProblem } from './row-input.ts';

/**
 * The team's inventory items the rows name by serial or tag number (a sale's or a listing's), put in
 * `ids.items`. A code that names none of the team's items, or (for sales) an item an earlier row of the
 * file already sold, is that row's problem. `seen` carries each code's first line across batches.
 * Answers the rows with a problem.
 */
export async function resolveItemCodes(
  db: Database,
  teamId: number,
  kindName: ImportKind,
  kind: ImportKindDefinition,
  rows: PlannedRow[],
  ids: NameIds,
  problems: Map<number, RowProblem[]>,
  seen: Map<string, number> = new Map(),
): Promise<Set<number>> {
  const refused = new Set<number>();
  const field = kind.itemsField;
  if (!field) return refused;
  const label = IMPORT_FIELDS[kindName].find((one) => one.key === field)?.label ?? field;
  const codes = rows.flatMap((row) => itemCodes(row.values[field]));
  if (codes.length === 0) return refused;
  const bySerial = await itemsByCode(db, teamId, 'serial_number', codes);
  const byTag = await itemsByCode(db, teamId, 'tag_number', codes);
  for (const code of codes) {
    const id = bySerial.get(code) ?? byTag.get(code);
    if (id !== undefined) ids.items.set(code, id);
  }
  for (const row of rows) {
    for (const code of itemCodes(row.values[field])) {
      const earlier = seen.get(code);
      let message: string | null = null;
      if (!ids.items.has(code)) message = `${label}: no item with serial or tag number ${code} in this team`;
      else if (kind.itemsOnce && earlier !== undefined && earlier !== row.line)
        message = `${label}: ${code} is also sold on line ${earlier}`;
      else seen.set(code, row.line);
      if (message) {
        problems.get(row.index)!.push({ field, message });
        refused.add(row.index);
      }
    }
  }
  return refused;
}
