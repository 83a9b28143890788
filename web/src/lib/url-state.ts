import { useState } from 'react';
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
  const [asked, setAsked] = useState<Asked | null>(null);
  // The router renders a move in a transition, after the page's data: until then the screen shows the last
  // change asked for (its pager on the new page at once), and a second change builds on it, so two quick
  // clicks on Next move two pages. A move the screen did not ask for (Back, a link) shows as it is.
  const onTheWay = asked?.pathname === pathname && asked.along.includes(search) ? asked : null;
  const params = new URLSearchParams(onTheWay ? onTheWay.search : search);
  const update = (change: Partial<State>) => {
    const query = codec.write(params, { ...codec.read(params), ...codec.resetOnChange, ...change }).toString();
    const next = query ? `?${query}` : '';
    // From where the address is now: the router never goes back to an earlier change.
    const along = onTheWay ? onTheWay.along.slice(onTheWay.along.indexOf(search)) : [search];
    setAsked({ pathname, search: next, along: [...along, next] });
    void navigate({ pathname, search: next }, { replace: !codec.push });
  };
  return [codec.read(params), update];
}

/** The last change a screen asked for, and the addresses on the way to it (where it started, and its own). */
type Asked = { pathname: string; search: string; along: string[] };

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
