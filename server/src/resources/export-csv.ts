import type { Database } from '../db/client.ts';
import type { Session } from '../http/session.ts';
import { csvLine } from './csv.ts';
import type { ResourceDefinition, Row } from './define.ts';
import type { ParsedListQuery } from './list-query.ts';
import { inTeam, selection } from './scope.ts';

export const EXPORT_BATCH_SIZE = 1000;

/**
 * Every row the list would match, as CSV lines, fetched in batches so memory stays flat. The order
 * always ends with id, so offset batches neither repeat nor skip rows that were there at the start.
 */
export async function* csvRows(db: Database, session: Session, definition: ResourceDefinition, parsed: ParsedListQuery): AsyncGenerator<string> {
  const columns = Object.keys(definition.contract.row.shape);
  yield `\uFEFF${csvLine(columns)}`;
  for (let offset = 0; ; offset += EXPORT_BATCH_SIZE) {
    const rows = (await db
      .select(selection(definition))
      .from(definition.table)
      .where(inTeam(definition, session, parsed.where))
      .orderBy(...parsed.orderBy)
      .limit(EXPORT_BATCH_SIZE)
      .offset(offset)) as Row[];
    if (rows.length > 0) yield rows.map((row) => csvLine(columns.map((column) => row[column]))).join('');
    if (rows.length < EXPORT_BATCH_SIZE) return;
  }
}

/** e.g. sales-2026-11-21.csv (UTC date). */
export function exportFileName(resource: string, now = new Date()): string {
  return `${resource}-${now.toISOString().slice(0, 10)}.csv`;
}
