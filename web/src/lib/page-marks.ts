import { useEffect, useEffectEvent } from 'react';
import type { Query } from './api.ts';
import { toListQuery, type ListState, type PageOptions } from './list-url.ts';
import { queryClient } from './query-client.ts';
import { queryKeys, type View } from './query-keys.ts';
import { sessionStore } from './session.ts';

/*
 * The next page of a long list is read past the `next_after` mark of the page before it (as fast at row
 * 200,000 as at row 20, and the only way past the server's count cap) rather than by offset. Marks are kept
 * in the query cache beside the pages, by team, and go with them: a page opened without one (a link, a
 * jump, a while later) reads by offset.
 */

const teamId = () => sessionStore.getState().teamId;

/** `query`, past the page before it when the tab has that page's mark (kept under `markKey`). */
function pastKeptMark(markKey: readonly unknown[], query: Query): Query {
  const after = queryClient.getQueryData<string>(markKey);
  return after ? { ...query, offset: 0, after } : query;
}

/** The GET /v2/{resource} query of a list page: past the page before it when the tab has its mark. */
export function pageQuery(resource: string, state: ListState, options: PageOptions = {}): Query {
  const query = toListQuery(state, options);
  return pastKeptMark(queryKeys.resources.pageMark(resource, teamId(), query), query);
}

/** Keeps the `next_after` of the page `state` shows for the page after it. */
export function rememberNextPage(resource: string, state: ListState, options: PageOptions, nextAfter: string): void {
  const next = toListQuery({ ...state, page: state.page + 1 }, options);
  queryClient.setQueryData(queryKeys.resources.pageMark(resource, teamId(), next), nextAfter);
}

/** A view's page query (by offset): past the page before it when the tab has its mark. */
export const viewPageQuery = (view: View, query: Query): Query =>
  pastKeptMark(queryKeys.views.pageMark(view, teamId(), query), query);

/** Keeps a view page's `next_after` for the page after it, `next` (its query by offset). */
export function rememberNextViewPage(view: View, next: Query, nextAfter: string): void {
  queryClient.setQueryData(queryKeys.views.pageMark(view, teamId(), next), nextAfter);
}

/**
 * Hands `keep` the `next_after` of each page that arrives, once: not for a page shown as a placeholder while
 * the next one loads, and not again on every render (the screens build their query afresh on each).
 */
export function useNextPageMark(
  page: { data?: { next_after?: string | undefined }; isPlaceholderData: boolean },
  keep: (nextAfter: string) => void,
): void {
  const keepMark = useEffectEvent(keep);
  const arrived = page.isPlaceholderData ? undefined : page.data;
  useEffect(() => {
    if (arrived?.next_after) keepMark(arrived.next_after);
  }, [arrived]);
}
