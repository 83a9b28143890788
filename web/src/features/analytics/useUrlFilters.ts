import { useSearchParams } from 'react-router';
import { displayText } from '@flipstack/contract';

export type UrlFilters<Key extends string> = Record<Key, string | undefined>;

/** Plain string filters kept in the URL (?from=&to=&platform_id=); a change replaces the history entry. */
export function useUrlFilters<Key extends string>(
  keys: readonly Key[],
): [UrlFilters<Key>, (change: Partial<UrlFilters<Key>>) => void] {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) || undefined])) as UrlFilters<Key>;
  const update = (change: Partial<UrlFilters<Key>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value === undefined || value === null || value === '') next.delete(key);
          else next.set(key, displayText(value));
        }
        return next;
      },
      { replace: true },
    );
  return [values, update];
}
