import { useEffect, useState } from 'react';
import type { GlobalSearchResponse } from '@flipstack/contract';
import { api } from '../../lib/api.ts';
import { searchGroups, type SearchGroup } from './search-results.ts';

export const SEARCH_DEBOUNCE_MS = 200;

export type SearchState = { status: 'idle' | 'loading' | 'done' | 'failed'; groups: SearchGroup[]; query: string };
const IDLE: SearchState = { status: 'idle', groups: [], query: '' };

/**
 * GET /api/global-search?q= as the user types: 200 ms after the last keystroke, each new search aborts
 * the one before, so an older, slower answer can never replace a newer one.
 */
export function useGlobalSearch(query: string): SearchState {
  const [state, setState] = useState<SearchState>(IDLE);
  const q = query.trim();

  useEffect(() => {
    if (!q) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- replaced by a query with a debounced key
      setState(IDLE);
      return undefined;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, status: 'loading' }));
    const timer = setTimeout(() => {
      api
        .get<GlobalSearchResponse>('/global-search', { query: { q }, signal: controller.signal })
        .then((answer) => {
          if (!controller.signal.aborted) setState({ status: 'done', groups: searchGroups(answer), query: q });
        })
        .catch(() => {
          if (!controller.signal.aborted) setState({ status: 'failed', groups: [], query: q });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);

  return state;
}
