import { useLocation } from 'react-router';
import { useAppNavigate } from './navigation.tsx';

/** How one screen's state lives in its URL: read from the parameters, written back over them. */
export type UrlCodec<State> = {
  read: (params: URLSearchParams) => State;
  /** The new parameters; defaults are left out so a clean screen keeps a clean URL. */
  write: (current: URLSearchParams, state: State) => URLSearchParams;
  /** Applied under every change, e.g. `{ page: 1 }`: a new search, filter or sort starts again at page 1. */
  resetOnChange?: Partial<State>;
  /** Each change adds a history entry, for a flow's steps that Back should walk back through. */
  push?: true;
};

/**
 * The one hook for state kept in the URL (a reload or a shared link keeps it). Each change replaces the
 * history entry, so Back leaves the screen instead of stepping through its filters (unless `push`).
 */
export function useUrlState<State>(codec: UrlCodec<State>): [State, (change: Partial<State>) => void] {
  // The location and a navigate that stays the same: useSearchParams would render the screen again on every
  // router update (see navigation.tsx).
  const { pathname, search } = useLocation();
  const navigate = useAppNavigate();
  const params = new URLSearchParams(search);
  const update = (change: Partial<State>) => {
    const next = codec.write(params, { ...codec.read(params), ...codec.resetOnChange, ...change });
    void navigate({ pathname, search: `?${next.toString()}` }, { replace: !codec.push });
  };
  return [codec.read(params), update];
}

export type StringParams<Key extends string> = Record<Key, string | undefined>;

/** Plain text parameters (?from=&to=&platform_id=): an empty value removes its key, other keys stay. */
export function stringParams<Key extends string>(keys: readonly Key[]): UrlCodec<StringParams<Key>> {
  return {
    read: (params) => Object.fromEntries(keys.map((key) => [key, params.get(key) || undefined])) as StringParams<Key>,
    write: (current, state) => {
      const next = new URLSearchParams(current);
      for (const key of keys) {
        const value = state[key];
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    },
  };
}
