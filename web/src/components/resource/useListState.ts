import { useSearchParams } from 'react-router';
import { readListState, writeListState, type ListState } from '../../lib/list-url.ts';

/**
 * The list's search, filters, sort and page, read from and written to the URL. A new search, filter or
 * sort starts again at page 1; each change replaces the history entry (Back leaves the list).
 */
export function useListState(): [ListState, (change: Partial<ListState>) => void] {
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const update = (change: Partial<ListState>) => {
    setParams(
      (current) => {
        const previous = readListState(current);
        const page = change.page ?? 1;
        return writeListState(current, { ...previous, ...change, page });
      },
      { replace: true },
    );
  };
  return [state, update];
}
