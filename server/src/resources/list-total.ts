import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { LIST_COUNT_CAP } from '@flipstack/contract';
import type { Database } from '../db/client.ts';

export type ListTotal = { total: number; total_is_estimate?: true };

/**
 * A list's total, as the /v2 lists give it: exact for free when the page shows where the list ends (a page
 * by offset that is not full), else counted up to LIST_COUNT_CAP, past which it is a lower bound. Counting
 * every one of a team's 600,000 files on each page cost 40 ms, and 370 ms filtered by what they belong to.
 */
export async function listTotal(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  page: { offset: number; limit: number; found: number },
): Promise<ListTotal> {
  if (page.found < page.limit && (page.found > 0 || page.offset === 0)) return { total: page.offset + page.found };
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(LIST_COUNT_CAP + 1)
    .as('matching');
  const [counted] = await db.select({ total: count() }).from(matching);
  const total = counted?.total ?? 0;
  return total > LIST_COUNT_CAP ? { total: LIST_COUNT_CAP, total_is_estimate: true } : { total };
}
