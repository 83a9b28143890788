import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Session } from '../http/session.ts';
import { csvLine } from './csv.ts';
import type { Row } from '../db/raw.ts';
import type { ResourceDefinition } from './kit/define.ts';
import type { ParsedListQuery } from './kit/list-query.ts';
import { inTeam, selection } from './kit/scope.ts';
import { afterCondition, markColumn, markColumns, type AfterMark } from './kit/keyset.ts';

export const EXPORT_BATCH_SIZE = 1000;

/**
 * Every row the list would match, as CSV lines, fetched in batches so memory stays flat. Each batch
 * starts past the previous one's last row in the list's order (which always ends with id), so batches
 * neither repeat nor skip rows and the thousandth costs what the first did.
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
  const batch = async (mark: AfterMark | undefined) =>
    (await db
      .select({ ...selection(definition), ...markColumns(parsed.order) })
      .from(definition.table)
      .where(
        inTeam(
          definition,
          session,
          parsed.where,
          mark && afterCondition(parsed.order, mark, (index) => sql`${mark[index]}`),
        ),
      )
      .orderBy(...parsed.orderBy)
      .limit(EXPORT_BATCH_SIZE)) as Row[];
  const lines = (rows: Row[]) => rows.map((row) => csvLine(columns.map((column) => row[column]))).join('');
  const first = await batch(undefined);
  return (async function* () {
    yield `\uFEFF${csvLine(columns)}`;
    let rows = first;
    for (;;) {
      if (rows.length > 0) yield lines(rows);
      if (rows.length < EXPORT_BATCH_SIZE) return;
      rows = await batch(parsed.order.map((_, index) => rows.at(-1)![markColumn(index)] as string | null));
    }
  })();
}

/** e.g. sales-2026-11-21.csv (UTC date). */
export function exportFileName(resource: string, now = new Date()): string {
  return `${resource}-${now.toISOString().slice(0, 10)}.csv`;
}
