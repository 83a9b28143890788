import { vi } from 'vitest';

export type FakeAnswer = { status?: number; body?: unknown };
type Handler = FakeAnswer | FakeAnswer[] | ((init: RequestInit | undefined, url: URL) => FakeAnswer);

export type RecordedCall = {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  credentials: RequestCredentials | undefined;
  headers: Record<string, string>;
};

/**
 * A fetch that answers from a table keyed "METHOD /api/path"; an array answers in turn (its last
 * answer repeats); a function may also throw. Unknown calls answer 404. `calls` records what was sent.
 */
export function fakeFetch(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const turns = new Map<string, number>();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(requestUrl(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const key = `${method} ${url.pathname}`;
    calls.push({
      method,
      path: url.pathname,
      url,
      body: init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(init.body as string) : undefined,
      credentials: init?.credentials,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
    });
    let handler = routes[key];
    if (Array.isArray(handler)) {
      const turn = turns.get(key) ?? 0;
      turns.set(key, turn + 1);
      handler = handler[Math.min(turn, handler.length - 1)];
    }
    const answer =
      typeof handler === 'function'
        ? handler(init, url)
        : (handler ?? { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } });
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** A fetch that fails like an unreachable server. */
export const offlineFetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof globalThis.fetch;

export const unauthorized = { status: 401, body: { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' } };

/** The address a fetch was called with, whichever form it came in. */
export const requestUrl = (input: RequestInfo | URL): string =>
  input instanceof Request ? input.url : input.toString();
