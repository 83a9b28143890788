import type { Database } from '../db/client.ts';
import type { Session } from '../http/session.ts';
import { csvLine } from './csv.ts';
import type { Row } from '../db/raw.ts';
import type { ResourceDefinition } from './kit/define.ts';
import type { ParsedListQuery } from './kit/list-query.ts';
import { inTeam, selection } from './kit/scope.ts';

export const EXPORT_BATCH_SIZE = 1000;

/**
 * Every row the list would match, as CSV lines, fetched in batches so memory stays flat. The order
 * always ends with id, so offset batches neither repeat nor skip rows that were there at the start.
 * The first batch is read before anything is sent: a filter PostgreSQL refuses still answers 400,
 * never a 200 whose download stops after the header.
 */
export async function csvRows(
  db: Database,
  session: Session,
  definition: ResourceDefinition,
  parsed: ParsedListQuery,
): Promise<AsyncGenerator<string>> {
  const columns = Object.keys(definition.contract.row.shape);
  const batch = async (offset: number) =>
    (await db
      .select(selection(definition))
      .from(definition.table)
      .where(inTeam(definition, session, parsed.where))
      .orderBy(...parsed.orderBy)
      .limit(EXPORT_BATCH_SIZE)
      .offset(offset)) as Row[];
  const lines = (rows: Row[]) => rows.map((row) => csvLine(columns.map((column) => row[column]))).join('');
  const first = await batch(0);
  return (async function* () {
    yield `\uFEFF${csvLine(columns)}`;
    let rows = first;
    let offset = 0;
    for (;;) {
      if (rows.length > 0) yield lines(rows);
      if (rows.length < EXPORT_BATCH_SIZE) return;
      offset += EXPORT_BATCH_SIZE;
      rows = await batch(offset);
    }
  })();
}

/** e.g. sales-2026-11-21.csv (UTC date). */
export function exportFileName(resource: string, now = new Date()): string {
  return `${resource}-${now.toISOString().slice(0, 10)}.csv`;
}
