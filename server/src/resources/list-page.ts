import type { Database } from '../db/client.ts';
import { markValues, nextAfter } from './kit/keyset.ts';
import { pageStatements, type KeptList } from './list-statements.ts';
import { cappedTotal, totalShownByPage, type ListTotal } from './list-total.ts';

type PageQuery = { after?: string | undefined; limit: number; offset: number };

/**
 * A page of a list's kept statements: from the first row by offset, or past an `after` mark, the offset
 * then counting from the mark. The page past a mark starts there through the order's index, as fast
 * 250,000 rows deep as on the first page, where an offset reads and drops every row before it. `values`
 * are the team and the list's own placeholders'. Its total is counted (capped) beside it, unless the caller
 * knows it (`known`) or a page by offset shows where the list ends.
 */
export async function readListPage<Row>(
  db: Database,
  list: KeptList,
  query: PageQuery,
  values: Record<string, unknown> & { team: number },
  known?: ListTotal,
): Promise<{ rows: Row[]; next_after?: string } & ListTotal> {
  const { statements, mark } = pageStatements(db, list, query.after);
  // One row past the page says whether there is a next one.
  const all = { ...values, limit: query.limit + 1, offset: query.offset, ...markValues(mark) };
  // The count stops past LIST_COUNT_CAP: a total above it is a lower bound.
  const countAll = async () => known ?? cappedTotal((await statements.count.execute(all))[0]?.total ?? 0);
  let found: unknown[];
  let totals: ListTotal;
  if (mark) {
    [found, totals] = await Promise.all([statements.page.execute(all), countAll()]);
  } else {
    // A page reached by offset that is not full shows where the list ends, so its total is exact without
    // a count: a list that fits one page (most teams' brands, platforms, locations …) is one statement.
    found = await statements.page.execute(all);
    totals = totalShownByPage({ ...all, found: found.length }) ?? (await countAll());
  }
  const more = found.length > query.limit;
  const rows = (more ? found.slice(0, query.limit) : found) as Row[];
  const next_after = nextAfter(list.source.order, rows as object[], more);
  return { rows, ...totals, ...(next_after ? { next_after } : {}) };
}
