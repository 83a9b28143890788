import { and, count, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { LIST_COUNT_CAP } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { withFastRows } from '../db/fast-rows.ts';
import { statementName } from '../db/raw.ts';
import type { ResourceDefinition } from './kit/define.ts';
import {
  markColumn,
  markColumns,
  markPlaceholder,
  markShape,
  pastMarkRanges,
  readAfter,
  type AfterMark,
} from './kit/keyset.ts';
import { parseListQuery, type OrderKey, type ParsedListQuery } from './kit/list-query.ts';
import { inTeam, selection } from './kit/scope.ts';

export type ListQuery = { where?: string; q?: string; order_by?: string; with?: string; after?: string };
/** A kept statement's values: the team, page size and offset, a mark's values and the list's own placeholders. */
type Values = Record<string, unknown> & { team: number; limit: number; offset: number };
type Prepared<T> = { execute(values: Values): Promise<T[]> };
type Page = Prepared<Record<string, unknown>>;

/** A drizzle select still to be limited, as its builder gives it. */
type Unlimited = {
  limit(limit: Placeholder): {
    offset(offset: Placeholder): { prepare(name: string): unknown; toSQL(): { sql: string } };
  };
};

/**
 * What a list reads, its varying values left as placeholders: `team` (the caller's, always), the list's own
 * (a filter's value, a search's ids …), and the page size, offset and mark's values, which are added here.
 */
export type ListSource = {
  order: readonly OrderKey[];
  /** The page's select: the answer's fields and markColumns(order), meeting the list's condition and `also`, in its order. */
  rows(also: SQL | undefined): Unlimited;
  /** The table and condition the count reads. */
  table: PgTable;
  where: SQL | undefined;
  /**
   * As named prepared statements, which PostgreSQL parses once per connection and may keep a plan for: only
   * texts no caller's filter or search is in, so that no caller can fill a connection with statements.
   */
  named: boolean;
};

/** A list's page and its capped count, ready to run for any team, page size and offset. */
export type ListStatements = { page: Page; count: Prepared<{ total: number }> };

/** A list's statements for one shape: from the first row, and past an `after` mark (one per pattern of empty values). */
export type KeptList = { source: ListSource; first: ListStatements; past: Map<string, Page> };

const SHAPES_MAX = 500;
const KEY_MAX = 1_000;
const keptBy = new WeakMap<Database, Map<string, KeptList>>();

/**
 * A list's statements, built once per shape and kept: building them through the query builder cost a fifth
 * of a cheap list call's time. `key` names all that their text depends on (the list, its filters' and
 * search's shape, its order); `source` builds them the first time.
 */
export function keptList(db: Database, key: string, source: () => ListSource): KeptList {
  let kept = keptBy.get(db);
  if (!kept) keptBy.set(db, (kept = new Map<string, KeptList>()));
  const known = kept.get(key);
  if (known) {
    // Most recently used last, so the oldest shape is the one let go.
    kept.delete(key);
    kept.set(key, known);
    return known;
  }
  const built = build(db, source());
  // A long filter (up to 10,000 characters, a thousand ids) is built for its call only, so that 500 kept
  // shapes stay a few megabytes whatever callers send.
  if (key.length > KEY_MAX) return built;
  if (kept.size >= SHAPES_MAX) kept.delete(kept.keys().next().value!);
  kept.set(key, built);
  return built;
}

/** The statements of a page from the first row, or past `after` (a 400 for a mark of another list or order). */
export function pageStatements(
  db: Database,
  list: KeptList,
  after: string | undefined,
): { statements: ListStatements; mark: AfterMark | undefined } {
  if (after === undefined) return { statements: list.first, mark: undefined };
  const mark = readAfter(list.source.order, after);
  const shape = markShape(mark);
  let page = list.past.get(shape);
  if (!page) list.past.set(shape, (page = pastMarkPage(db, list.source, mark)));
  // The count is the whole list's, wherever the page starts.
  return { statements: { page, count: list.first.count }, mark };
}

/** A /v2 list's kept statements for this query's filters, search and order. */
export function resourceList(db: Database, definition: ResourceDefinition, query: ListQuery): KeptList {
  const key = JSON.stringify([definition.contract.name, query.where ?? '', query.q ?? '', query.order_by ?? '']);
  return keptList(db, key, () => {
    const parsed = parseListQuery(definition, query);
    return {
      order: parsed.order,
      rows: (also) => listPageSelect(db, definition, parsed, also),
      table: definition.table,
      where: teamWhere(definition, parsed),
      named: !query.where && !query.q && !query.order_by?.includes(','),
    };
  });
}

function build(db: Database, source: ListSource): KeptList {
  return {
    source,
    first: {
      page: pageStatement(source),
      // One more than the cap is read to know whether there are more.
      count: countStatement(db, source, LIST_COUNT_CAP + 1),
    },
    past: new Map<string, Page>(),
  };
}

/** The rows the list's condition (and `past`) matches, counted up to `upTo`: a bound, or a placeholder. */
function countStatement(
  db: Database,
  source: ListSource,
  upTo: number | Placeholder,
  past?: SQL,
): Prepared<{ total: number }> {
  const matching = db
    .select({ one: sql`1` })
    .from(source.table)
    .where(and(source.where, past))
    .limit(upTo)
    .as('matching');
  const counted = db.select({ total: count() }).from(matching);
  return counted.prepare(nameOf(source.named, 'count', counted.toSQL().sql));
}

/** The page past a mark: one index range, or two read one after the other (keyset.ts's pastMarkRanges). */
function pastMarkPage(db: Database, source: ListSource, mark: AfterMark): Page {
  const { past, then } = pastMarkRanges(source.order, mark, markPlaceholder);
  const head = pageStatement(source, past);
  if (!then) return head;
  const skippedCount = countStatement(db, source, sql.placeholder('offset'), past);
  return stretchedPage(head, skippedCount, pageStatement(source, then));
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

/** The page's statement, from the first row or past a mark (`past`), its mark columns set apart from the row's keys. */
function pageStatement(source: ListSource, past?: SQL): Page {
  const page = source.rows(past).limit(sql.placeholder('limit')).offset(sql.placeholder('offset'));
  const marks = source.order.map((_, index) => markColumn(index));
  return withFastRows(page.prepare(nameOf(source.named, 'list', page.toSQL().sql)) as Page, marks);
}

const nameOf = (named: boolean, kind: string, text: string) => (named ? statementName(kind, text) : '');

const teamWhere = (definition: ResourceDefinition, parsed: ParsedListQuery, ...more: (SQL | undefined)[]) =>
  inTeam(definition, { teamId: sql.placeholder('team') }, parsed.where, ...more);

const listPageSelect = (db: Database, definition: ResourceDefinition, parsed: ParsedListQuery, past?: SQL) =>
  db
    .select({ ...selection(definition), ...markColumns(parsed.order) })
    .from(definition.table)
    .where(teamWhere(definition, parsed, past))
    .orderBy(...parsed.orderBy);

/**
 * A list's page, its team, page size and offset left as the placeholders `team`, `limit` and `offset`;
 * each row also carries its order's values for the next page's mark (keyset.ts), which `pageStatement`
 * sets apart from the row's keys.
 */
export const listPageQuery = (db: Database, definition: ResourceDefinition, parsed: ParsedListQuery, past?: SQL) =>
  listPageSelect(db, definition, parsed, past).limit(sql.placeholder('limit')).offset(sql.placeholder('offset'));
