/**
 * A controllable matchMedia: every query is false except the empty one (Mantine probes it), until a
 * test says otherwise; `setMediaQuery` also fires the change listeners, like a system theme switch.
 */
type Listener = (event: MediaQueryListEvent) => void;

const matches = new Map<string, boolean>();
const listeners = new Map<string, Set<Listener>>();

export function resetMediaQueries(): void {
  matches.clear();
  listeners.clear();
}

export function setMediaQuery(query: string, value: boolean): void {
  matches.set(query, value);
  for (const listener of listeners.get(query) ?? []) listener({ matches: value, media: query } as MediaQueryListEvent);
}

function matchMedia(query: string): MediaQueryList {
  const subscribers = listeners.get(query) ?? new Set<Listener>();
  listeners.set(query, subscribers);
  return {
    get matches() {
      return matches.get(query) ?? query === '';
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: Listener) => subscribers.add(listener),
    removeEventListener: (_type: string, listener: Listener) => subscribers.delete(listener),
    addListener: (listener: Listener) => subscribers.add(listener),
    removeListener: (listener: Listener) => subscribers.delete(listener),
    dispatchEvent: () => true,
  } as unknown as MediaQueryList;
}

Object.defineProperty(window, 'matchMedia', { writable: true, configurable: true, value: matchMedia });
