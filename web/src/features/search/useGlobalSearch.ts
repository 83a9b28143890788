import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { api } from '../../lib/api.ts';
import { useCurrency } from '../../lib/format.ts';
import { VIEWS, queryKeys } from '../../lib/query-keys.ts';
import { searchGroups, type SearchGroup } from './search-results.ts';

export const SEARCH_DEBOUNCE_MS = 200;

export type SearchState = { status: 'idle' | 'loading' | 'done' | 'failed'; groups: SearchGroup[]; query: string };

/**
 * GET /api/global-search?q= as the user types, 200 ms after the last keystroke. Each text has its own
 * query, so an older, slower answer never replaces a newer one (react-query cancels the one left behind);
 * the last hits stay shown while the next search runs.
 */
export function useGlobalSearch(query: string): SearchState {
  const typed = query.trim();
  const [q] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const currency = useCurrency();
  const search = useQuery({
    queryKey: queryKeys.views.query(VIEWS.globalSearch, { q }),
    queryFn: ({ signal }) => api.call('GET /global-search', { query: { q }, signal }),
    select: (answer) => searchGroups(answer, currency),
    placeholderData: keepPreviousData,
    enabled: q !== '',
  });

  if (!typed) return { status: 'idle', groups: [], query: '' };
  // Typed after an emptied box: the hits of the search before it are not shown again.
  if (typed !== q || search.isFetching) return { status: 'loading', groups: (q && search.data) || [], query: q };
  if (search.isError) return { status: 'failed', groups: [], query: q };
  return { status: 'done', groups: search.data ?? [], query: q };
}
