import { useSearchParams } from 'react-router';
import { readInventoryFilters, writeInventoryFilters, type InventoryFilters } from './inventory-url.ts';

/**
 * /inventory's filters, sort and page in the URL. A new search, filter or sort starts again at page 1;
 * each change replaces the history entry, like the resource lists.
 */
export function useInventoryFilters(): [InventoryFilters, (change: Partial<InventoryFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = readInventoryFilters(params);
  const update = (change: Partial<InventoryFilters>) =>
    setParams(
      (current) => writeInventoryFilters({ ...readInventoryFilters(current), ...change, page: change.page ?? 1 }),
      { replace: true },
    );
  return [filters, update];
}
