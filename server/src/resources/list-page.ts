import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { setApartOf, withFastRows } from '../db/fast-rows.ts';
import { encodeMark, markColumn, ownValues, pastMarkRanges, readAfter, type AfterMark } from './kit/keyset.ts';
import type { OrderKey } from './kit/list-query.ts';
import { countedTotal, totalShownByPage, type ListTotal } from './list-total.ts';

/** A drizzle select, not yet run. */
type Select<Row> = { prepare(name: string): { execute(): Promise<Row[]> } };

/**
 * A list's rows in its order that meet `condition` as well (undefined: all), `limit` of them after
 * skipping `offset`: a select whose fields include markColumns(order).
 */
export type ReadRows<Row> = (condition: SQL | undefined, limit: number, offset: number) => Select<Row>;

/**
 * Runs a select of a page's rows, or of rows that go with them, mapped with each field's decoder found once
 * (db/fast-rows.ts), its mark columns (if any) set apart from the answer's fields.
 */
export const runFast = <Row>(select: Select<Row>, marks: string[] = []) =>
  withFastRows(select.prepare(''), marks).execute();

type PageQuery = { after?: string | undefined; limit: number; offset: number };

/**
 * A page of a list that reads its own rows (the files, the eBay orders), paged as the /v2 lists are: from
 * the first row by offset, or past an `after` mark, the offset then counting from the mark. The page past
 * a mark starts there through the order's index, as fast 250,000 rows deep as on the first page, where an
 * offset reads and drops every row before it. Its total is counted (capped) beside it, unless the caller
 * knows it (`total`) or a page by offset shows where the list ends.
 */
export async function readListPage<Row extends object>(
  db: Database,
  list: { table: PgTable; where: SQL | undefined; order: readonly OrderKey[]; total?: ListTotal | undefined },
  query: PageQuery,
  read: ReadRows<Row>,
): Promise<{ rows: Row[]; next_after?: string } & ListTotal> {
  const { table, where, order } = list;
  const mark = query.after === undefined ? undefined : readAfter(order, query.after);
  const [found, counted] = await Promise.all([
    readRows(order, mark, query, read),
    mark ? (list.total ?? countedTotal(db, table, where)) : undefined,
  ]);
  const more = found.length > query.limit;
  const rows = more ? found.slice(0, query.limit) : found;
  const totals =
    counted ??
    totalShownByPage({ ...query, found: rows.length }) ??
    list.total ??
    (await countedTotal(db, table, where));
  const last = rows.at(-1);
  const next_after = more && last ? encodeMark(order, setApartOf(last) as AfterMark) : undefined;
  return { rows, ...totals, ...(next_after ? { next_after } : {}) };
}

/**
 * One row more than the page, to tell whether another follows. Past a mark in the first of two stretches
 * (keyset.ts's listStretches), the next stretch follows from its start; when the first gave no rows, the
 * offset's rows it held are counted by reading them (an offset past a mark is a few pages at most).
 */
async function readRows<Row>(
  order: readonly OrderKey[],
  mark: AfterMark | undefined,
  query: PageQuery,
  select: ReadRows<Row>,
): Promise<Row[]> {
  const marks = order.map((_, index) => markColumn(index));
  const read = (condition: SQL | undefined, limit: number, offset: number) =>
    runFast(select(condition, limit, offset), marks);
  const wanted = query.limit + 1;
  if (!mark) return read(undefined, wanted, query.offset);
  const { past, then } = pastMarkRanges(order, mark, ownValues(mark));
  const head = await read(past, wanted, query.offset);
  if (!then || head.length >= wanted) return head;
  const skipped = head.length > 0 || query.offset === 0 ? query.offset : (await read(past, query.offset, 0)).length;
  return [...head, ...(await read(then, wanted - head.length, query.offset - skipped))];
}
