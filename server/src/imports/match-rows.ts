import type { ImportKind } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import type { ResourceDefinition } from '../resources/kit/define.ts';
import { IMPORT_KIND_DEFINITIONS, nameKey } from './kinds.ts';
import { existingIds, findKeys, findNames } from './lookups.ts';
import type { PlannedRow } from './planned-rows.ts';

/** The record a row updates (null: it makes a new one), and whether an earlier import wrote these very values. */
export type RowMatch = { recordId: number | null; sameAsKept: boolean };

/**
 * Which record each row stands for: the one an earlier import made of its source key, else the record
 * its Flipstack id names (our own exports), else for products the team's product of that name.
 * Only the team's records are ever matched.
 */
export async function matchRows(
  db: Database,
  teamId: number,
  kind: ImportKind,
  definition: ResourceDefinition,
  rows: PlannedRow[],
): Promise<Map<number, RowMatch>> {
  const kept = await findKeys(
    db,
    teamId,
    kind,
    definition,
    rows.map((row) => row.key),
  );
  const ids = rows.map((row) => row.values['id']).filter((id): id is number => typeof id === 'number');
  const existing = ids.length === 0 ? new Set<number>() : await existingIds(db, teamId, definition, ids);
  const byName = IMPORT_KIND_DEFINITIONS[kind].matchByName;
  const names = byName
    ? await findNames(
        db,
        teamId,
        'products',
        rows.map((row) => byName(row.values)?.name).filter((name): name is string => name !== undefined),
      )
    : new Map<string, number>();
  const matches = new Map<number, RowMatch>();
  for (const row of rows) {
    const key = kept.get(row.key);
    const id = row.values['id'];
    const name = byName?.(row.values)?.name;
    if (key) {
      matches.set(row.index, { recordId: key.record_id, sameAsKept: key.row_hash === row.hash });
    } else if (typeof id === 'number' && existing.has(id)) {
      matches.set(row.index, { recordId: id, sameAsKept: false });
    } else {
      matches.set(row.index, { recordId: (name && names.get(nameKey(name))) || null, sameAsKept: false });
    }
  }
  return matches;
}
