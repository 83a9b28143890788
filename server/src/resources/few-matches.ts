import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { LIST_COUNT_CAP } from '@flipstack/contract';
import { cappedTotal, type ListTotal } from './list-total.ts';

/**
 * What a search finds, looked up first: the ids when no more than LIST_COUNT_CAP rows match (`ids`), else
 * only that there are more, and the list's capped total when those rows alone show it (`total`: more than
 * the cap, each a row of its own). A list searched for a rare term then sorts those few rows. Left to
 * PostgreSQL, which cannot tell how rare a term is, the list read its rows in the page's order testing each
 * one: every one of a team's files to find a single match, where the trigram indexes find it at once.
 */
export type Matches = { ids: number[] } | { ids: undefined; total: ListTotal | undefined };

/** The matches of `matching`, a select of the `id`s a search finds (limited here). */
export async function fewMatchingIds(matching: {
  limit(count: number): PromiseLike<{ id: number }[]>;
}): Promise<Matches> {
  const found = await matching.limit(LIST_COUNT_CAP + 1);
  const ids = [...new Set(found.map((row) => row.id))];
  if (found.length <= LIST_COUNT_CAP) return { ids };
  return { ids: undefined, total: ids.length > LIST_COUNT_CAP ? cappedTotal(ids.length) : undefined };
}

/**
 * Up to this many found rows are read by id and sorted; more are met as the list's order index is walked.
 * PostgreSQL takes matches to lie evenly along the list's order and walks its index testing each row
 * against the ids, which reads a long way when they sit together at its far end (the orders of one buyer
 * among a team's many); but many thousands of ids read one by one cost more than the walk that meets the
 * page's rows early.
 */
const READ_BY_ID = 1_000;

/** How a statement meets a search's found ids: none (no row), few (read by id), many (met along the list's order). */
export type FoundIds = 'none' | 'few' | 'many';

export const foundIds = (ids: number[]): FoundIds =>
  ids.length === 0 ? 'none' : ids.length <= READ_BY_ID ? 'few' : 'many';

/** `column` is one of the found ids, the placeholder `ids`, which were read from the database. */
export function oneOf(column: PgColumn, found: FoundIds): SQL {
  if (found === 'none') return sql`false`;
  const ids = sql`${sql.placeholder('ids')}::int[]`;
  return found === 'few' ? sql`${column} in (select unnest(${ids}))` : sql`${column} = any(${ids})`;
}
