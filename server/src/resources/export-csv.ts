import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Session } from '../http/session.ts';
import { csvLine } from './csv.ts';
import type { Row } from '../db/raw.ts';
import type { ResourceDefinition } from './kit/define.ts';
import type { ParsedListQuery } from './kit/list-query.ts';
import { inTeam, selection } from './kit/scope.ts';
import { batchesPastMarks, markColumn, markColumns, type AfterMark } from './kit/keyset.ts';

export const EXPORT_BATCH_SIZE = 1000;

/**
 * Every row the list would match, as CSV lines, fetched in batches so memory stays flat. Each batch
 * starts past the previous one's last row in the list's order (which always ends with id), so batches
 * neither repeat nor skip rows and the thousandth costs what the first did.
 */
export async function csvRows(
  db: Database,
  session: Session,
  definition: ResourceDefinition,
  parsed: ParsedListQuery,
): Promise<AsyncGenerator<string>> {
  const columns = Object.keys(definition.contract.row.shape);
  const read = async (condition: SQL | undefined) =>
    (await db
      .select({ ...selection(definition), ...markColumns(parsed.order) })
      .from(definition.table)
      .where(inTeam(definition, session, parsed.where, condition))
      .orderBy(...parsed.orderBy)
      .limit(EXPORT_BATCH_SIZE)) as Row[];
  const markOf = (row: Row): AfterMark => parsed.order.map((_, index) => row[markColumn(index)] as string | null);
  const batches = batchesPastMarks(parsed.order, EXPORT_BATCH_SIZE, read, markOf);
  return csvFile(columns, await batches.next(), batches, (row) => columns.map((column) => row[column]));
}

/**
 * The file's lines: a byte-order mark and the header, then each batch. The first batch is read before
 * anything is sent (`first`): a filter PostgreSQL refuses still answers 400, never a 200 whose download
 * stops after the header.
 */
export function csvFile<Row>(
  header: readonly string[],
  first: IteratorResult<Row[]>,
  rest: AsyncGenerator<Row[]>,
  values: (row: Row) => unknown[],
): AsyncGenerator<string> {
  const lines = (rows: Row[]) => rows.map((row) => csvLine(values(row))).join('');
  return (async function* () {
    yield `\uFEFF${csvLine(header)}`;
    if (first.done) return;
    yield lines(first.value);
    for await (const rows of rest) yield lines(rows);
  })();
}

/** e.g. sales-2026-11-21.csv (UTC date). */
export function exportFileName(resource: string, now = new Date()): string {
  return `${resource}-${now.toISOString().slice(0, 10)}.csv`;
}
