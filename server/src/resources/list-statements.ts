import { count, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { withFastRows } from '../db/fast-rows.ts';
import { statementName } from '../db/raw.ts';
import type { ResourceDefinition } from './kit/define.ts';
import { markColumn, markColumns, pastMarkRanges, readAfter, type AfterMark } from './kit/keyset.ts';
import { parseListQuery, parseWith, type OrderKey, type ParsedListQuery } from './kit/list-query.ts';
import { inTeam, selection } from './kit/scope.ts';

export type ListQuery = { where?: string; q?: string; order_by?: string; with?: string; after?: string };
type Values = Record<string, unknown> & { team: number; limit: number; offset: number };
type Prepared<T> = { execute(values: Values): Promise<T[]> };
type Page = Prepared<Record<string, unknown>>;

/** A list's page and its capped count, ready to run for any team, page size and offset. */
export type ListStatements = {
  page: Page;
  count: Prepared<{ total: number }>;
};

/** A query shape's statements: from the first row, and pages past an `after` mark (one per pattern of empty values). */
type Shape = {
  parsed: ParsedListQuery;
  named: boolean;
  first: ListStatements;
  past: Map<string, Page>;
};

const SHAPES_MAX = 500;
const KEY_MAX = 1_000;
const builtBy = new WeakMap<Database, Map<string, Shape>>();

/**
 * A list's statements are built once per query shape (resource, filters, search, order) and kept:
 * building them through the query builder cost a fifth of a cheap list call's time. The team, the page
 * size, the offset and an `after` mark's values are their parameters. A shape without filters or search,
 * in the default order or by one field, is also a named prepared statement, so PostgreSQL parses it once
 * per connection and can keep its plan; the others stay unnamed, so no caller can fill a connection with
 * statements.
 */
export function listStatements(
  db: Database,
  definition: ResourceDefinition,
  query: ListQuery,
): { statements: ListStatements; order: OrderKey[]; mark: AfterMark | undefined; relations: string[] } {
  const shape = shapeOf(db, definition, query);
  const relations = parseWith(definition, query.with);
  const order = shape.parsed.order;
  if (query.after === undefined) return { statements: shape.first, order, mark: undefined, relations };
  const mark = readAfter(order, query.after);
  const empties = mark.map((value) => (value === null ? '0' : '1')).join('');
  let page = shape.past.get(empties);
  if (!page) shape.past.set(empties, (page = pastMarkPage(db, definition, shape, mark)));
  // The count is the whole list's, wherever the page starts.
  return { statements: { page, count: shape.first.count }, order, mark, relations };
}

function shapeOf(db: Database, definition: ResourceDefinition, query: ListQuery): Shape {
  let built = builtBy.get(db);
  if (!built) builtBy.set(db, (built = new Map<string, Shape>()));
  const key = JSON.stringify([definition.contract.name, query.where ?? '', query.q ?? '', query.order_by ?? '']);
  const known = built.get(key);
  if (known) {
    // Most recently used last, so the oldest shape is the one let go.
    built.delete(key);
    built.set(key, known);
    return known;
  }
  const parsed = parseListQuery(definition, query);
  const named = isNameable(query);
  const shape = {
    parsed,
    named,
    first: build(db, definition, parsed, named),
    past: new Map<string, Page>(),
  };
  // A long filter (up to 10,000 characters, a thousand ids) is built for its call only, so that 500 kept
  // shapes stay a few megabytes whatever callers send.
  if (key.length > KEY_MAX) return shape;
  if (built.size >= SHAPES_MAX) built.delete(built.keys().next().value!);
  built.set(key, shape);
  return shape;
}

/** The values a mark's placeholders take (its empty values are spelled in the statement instead). */
export function markValues(mark: AfterMark | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  mark?.forEach((value, index) => {
    if (value !== null) values[markColumn(index)] = value;
  });
  return values;
}

const isNameable = (query: ListQuery) => !query.where && !query.q && !query.order_by?.includes(',');

function build(db: Database, definition: ResourceDefinition, parsed: ParsedListQuery, named: boolean): ListStatements {
  return {
    page: pageStatement(db, definition, parsed, named),
    // One more than the cap is read to know whether there are more.
    count: countStatement(db, definition, parsed, named, LIST_COUNT_CAP + 1),
  };
}

/** The rows the list's condition (and `past`) matches, counted up to `upTo`: a bound, or a placeholder. */
function countStatement(
  db: Database,
  definition: ResourceDefinition,
  parsed: ParsedListQuery,
  named: boolean,
  upTo: number | Placeholder,
  past?: SQL,
): Prepared<{ total: number }> {
  const matching = db
    .select({ one: sql`1` })
    .from(definition.table)
    .where(teamWhere(definition, parsed, past))
    .limit(upTo)
    .as('matching');
  const counted = db.select({ total: count() }).from(matching);
  return counted.prepare(nameOf(named, 'count', counted.toSQL().sql));
}

/** The page past a mark: one index range, or two read one after the other (keyset.ts's pastMarkRanges). */
function pastMarkPage(db: Database, definition: ResourceDefinition, shape: Shape, mark: AfterMark): Page {
  const { parsed, named } = shape;
  const { past, then } = pastMarkRanges(parsed.order, mark, (index) => sql`${sql.placeholder(markColumn(index))}`);
  const head = pageStatement(db, definition, parsed, named, past);
  if (!then) return head;
  const skippedCount = countStatement(db, definition, parsed, named, sql.placeholder('offset'), past);
  return stretchedPage(head, skippedCount, pageStatement(db, definition, parsed, named, then));
}

/**
 * The rows past the mark in its stretch, then the next stretch's from its start. The offset counts from
 * the mark: when the first stretch gave no rows, `skippedCount` says how many of the offset it held.
 */
function stretchedPage(head: Page, skippedCount: Prepared<{ total: number }>, tail: Page): Page {
  return {
    async execute(values) {
      const rows = await head.execute(values);
      if (rows.length >= values.limit) return rows;
      const skipped =
        rows.length > 0 || values.offset === 0 ? values.offset : ((await skippedCount.execute(values))[0]?.total ?? 0);
      const rest = await tail.execute({
        ...values,
        limit: values.limit - rows.length,
        offset: values.offset - skipped,
      });
      return [...rows, ...rest];
    },
  };
}

/** The page's statement, from the first row or past a mark (`past`). */
function pageStatement(
  db: Database,
  definition: ResourceDefinition,
  parsed: ParsedListQuery,
  named: boolean,
  past?: SQL,
): Page {
  const page = listPageQuery(db, definition, parsed, past);
  const marks = parsed.order.map((_, index) => markColumn(index));
  return withFastRows(page.prepare(nameOf(named, 'list', page.toSQL().sql)), marks);
}

const nameOf = (named: boolean, kind: string, text: string) => (named ? statementName(kind, text) : '');

const teamWhere = (definition: ResourceDefinition, parsed: ParsedListQuery, ...more: (SQL | undefined)[]) =>
  inTeam(definition, { teamId: sql.placeholder('team') }, parsed.where, ...more);

/**
 * A list's page, its team, page size and offset left as the placeholders `team`, `limit` and `offset`;
 * each row also carries its order's values for the next page's mark (keyset.ts), which `pageStatement`
 * sets apart from the row's keys.
 */
export function listPageQuery(db: Database, definition: ResourceDefinition, parsed: ParsedListQuery, past?: SQL) {
  return db
    .select({ ...selection(definition), ...markColumns(parsed.order) })
    .from(definition.table)
    .where(teamWhere(definition, parsed, past))
    .orderBy(...parsed.orderBy)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}
