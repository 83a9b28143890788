import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { LIST_COUNT_CAP } from '@flipstack/contract';

/**
 * The ids a search finds (`matching`: a select of `id`s, limited here), when no more than LIST_COUNT_CAP rows
 * match; undefined when more do. A list searched for a rare term then sorts those few rows. Left to
 * PostgreSQL, which cannot tell how rare a term is, the list read its rows in the page's order testing each
 * one: every one of a team's 100,000 files to find a single match (137 ms); read through the trigram indexes,
 * the same search takes 2 ms.
 */
export async function fewMatchingIds(matching: {
  limit(count: number): PromiseLike<{ id: number }[]>;
}): Promise<number[] | undefined> {
  const found = await matching.limit(LIST_COUNT_CAP + 1);
  return found.length > LIST_COUNT_CAP ? undefined : [...new Set(found.map((row) => row.id))];
}

/** `column` is one of `ids`, which were read from the database (none: no row). */
export const oneOf = (column: PgColumn, ids: number[]): SQL =>
  ids.length > 0 ? sql`${column} = any(${sql.param(ids)}::int[])` : sql`false`;
