import { createHash } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import type { ResourceDefinition } from './kit/define.ts';
import { parseListQuery, parseWith, type ParsedListQuery } from './kit/list-query.ts';
import { inTeam, selection } from './kit/scope.ts';

export type ListQuery = { where?: string; q?: string; order_by?: string; with?: string };
type Values = { team: number; limit: number; offset: number };
type Prepared<T> = { execute(values: Values): Promise<T[]> };

/** A list's page and its capped count, ready to run for any team, page size and offset. */
export type ListStatements = {
  page: Prepared<Record<string, unknown>>;
  count: Prepared<{ total: number }>;
};

const SHAPES_MAX = 500;
const KEY_MAX = 1_000;
const builtBy = new WeakMap<Database, Map<string, ListStatements>>();

/**
 * A list's statements are built once per query shape (resource, filters, search, order) and kept:
 * building them through the query builder cost a fifth of a cheap list call's time. The team, the page
 * size and the offset are their parameters. A shape without filters or search, in the default order or
 * by one field, is also a named prepared statement, so PostgreSQL parses it once per connection and can
 * keep its plan; the others stay unnamed, so no caller can fill a connection with statements.
 */
export function listStatements(
  db: Database,
  definition: ResourceDefinition,
  query: ListQuery,
): { statements: ListStatements; relations: string[] } {
  let built = builtBy.get(db);
  if (!built) builtBy.set(db, (built = new Map<string, ListStatements>()));
  const key = JSON.stringify([definition.contract.name, query.where ?? '', query.q ?? '', query.order_by ?? '']);
  const known = built.get(key);
  if (known) {
    // Most recently used last, so the oldest shape is the one let go.
    built.delete(key);
    built.set(key, known);
    return { statements: known, relations: parseWith(definition, query.with) };
  }
  const parsed = parseListQuery(definition, query);
  const statements = build(db, definition, parsed, isNameable(query));
  // A long filter (up to 10,000 characters, a thousand ids) is built for its call only, so that 500 kept
  // shapes stay a few megabytes whatever callers send.
  if (key.length > KEY_MAX) return { statements, relations: parsed.relations };
  if (built.size >= SHAPES_MAX) built.delete(built.keys().next().value!);
  built.set(key, statements);
  return { statements, relations: parsed.relations };
}

const isNameable = (query: ListQuery) => !query.where && !query.q && !query.order_by?.includes(',');

function build(db: Database, definition: ResourceDefinition, parsed: ParsedListQuery, named: boolean): ListStatements {
  const where = teamWhere(definition, parsed);
  const page = listPageQuery(db, definition, parsed);
  // One more than the cap is read to know whether there are more.
  const matching = db
    .select({ one: sql`1` })
    .from(definition.table)
    .where(where)
    .limit(LIST_COUNT_CAP + 1)
    .as('matching');
  const counted = db.select({ total: count() }).from(matching);
  const nameOf = (kind: string, text: string) =>
    named ? `${kind}_${createHash('sha1').update(text).digest('hex').slice(0, 20)}` : '';
  return {
    page: page.prepare(nameOf('list', page.toSQL().sql)),
    count: counted.prepare(nameOf('count', counted.toSQL().sql)),
  };
}

const teamWhere = (definition: ResourceDefinition, parsed: ParsedListQuery) =>
  inTeam(definition, { teamId: sql.placeholder('team') }, parsed.where);

/** A list's page, its team, page size and offset left as the placeholders `team`, `limit` and `offset`. */
export function listPageQuery(db: Database, definition: ResourceDefinition, parsed: ParsedListQuery) {
  return db
    .select(selection(definition))
    .from(definition.table)
    .where(teamWhere(definition, parsed))
    .orderBy(...parsed.orderBy)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}
