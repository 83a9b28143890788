import { useEffect, useEffectEvent } from 'react';
import type { Query } from './api.ts';
import { toListQuery, type ListState, type PageOptions } from './list-url.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { sessionStore } from './session.ts';

/*
 * The next page of a long list is read past the `next_after` mark of the page before it (as fast at row
 * 200,000 as at row 20, and the only way past the server's count cap) rather than by offset. Marks are kept
 * in the query cache beside the list's pages (`list` is the key its pages sit under), by team, and go with
 * them: a page opened without one (a link, a jump, a while later) reads by offset.
 */

const markKey = (list: readonly unknown[], query: Query) =>
  [...list, 'page-mark', sessionStore.getState().teamId, query] as const;

/** A page's query by offset (`query`), past the page before it when the tab has that page's mark. */
export function pastKeptMark(list: readonly unknown[], query: Query): Query {
  const after = queryClient.getQueryData<string>(markKey(list, query));
  return after ? { ...query, offset: 0, after } : query;
}

/** Keeps a page's `next_after` for the page after it, `next` (its query by offset). */
const rememberMark = (list: readonly unknown[], next: Query, nextAfter: string) =>
  queryClient.setQueryData(markKey(list, next), nextAfter);

/** The GET /v2/{resource} query of a list page: past the page before it when the tab has its mark. */
export const pageQuery = (resource: string, state: ListState, options: PageOptions = {}): Query =>
  pastKeptMark(queryKeys.resources.all(resource), toListQuery(state, options));

/** Keeps the `next_after` of the page `state` shows for the page after it. */
export const rememberNextPage = (resource: string, state: ListState, options: PageOptions, nextAfter: string) =>
  rememberMark(queryKeys.resources.all(resource), toListQuery({ ...state, page: state.page + 1 }, options), nextAfter);

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

type MarkedPage = { data?: { next_after?: string | undefined }; isPlaceholderData: boolean };

/**
 * A page of `list` asked for by limit and offset (`query`) through `useList`: past the page before it when
 * the tab has that page's mark, else by offset; its own mark is kept for the page after it.
 */
export function usePagePastMarks<Page extends MarkedPage>(
  list: readonly unknown[],
  query: Query,
  useList: (query: Query) => Page,
): Page {
  const page = useList(pastKeptMark(list, query));
  useNextPageMark(page, (nextAfter) => {
    const next = { ...query, offset: Number(query['offset'] ?? 0) + Number(query['limit']) };
    rememberMark(list, next, nextAfter);
  });
  return page;
}
