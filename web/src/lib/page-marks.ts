import type { Query } from './api.ts';
import { toListQuery, type ListState, type PageOptions } from './list-url.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { sessionStore } from './session.ts';

/*
 * The next page of a long list is read past the `next_after` mark of the page before it (as fast at row
 * 200,000 as at row 20, and the only way past the server's count cap) rather than by offset. Marks are kept
 * in the query cache beside the pages, by team, and go with them: a page opened without one (a link, a
 * jump, a while later) reads by offset.
 */

const markKey = (resource: string, query: Query) =>
  queryKeys.resources.pageMark(resource, sessionStore.getState().teamId, query);

/** The GET /v2/{resource} query of a list page: past the page before it when the tab has its mark. */
export function pageQuery(resource: string, state: ListState, options: PageOptions = {}): Query {
  const query = toListQuery(state, options);
  const after = queryClient.getQueryData<string>(markKey(resource, query));
  return after ? { ...query, offset: 0, after } : query;
}

/** Keeps the `next_after` of the page `state` shows for the page after it. */
export function rememberNextPage(resource: string, state: ListState, options: PageOptions, nextAfter: string): void {
  queryClient.setQueryData(markKey(resource, toListQuery({ ...state, page: state.page + 1 }, options)), nextAfter);
}
