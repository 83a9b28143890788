import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { GlobalSearchResponse } from '@flipstack/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, useGlobalSearch } from './useGlobalSearch.ts';
import { requestUrl } from '../../test/fake-fetch.ts';

const answerFor = (name: string): GlobalSearchResponse => ({
  products: [{ id: 1, name, sku: null, mpn: null, upc: null, image_file_id: null }],
  inventoryItems: [],
  sales: [],
  purchases: [],
  sellers: [],
});

/** A fetch whose answers the test releases by hand, in any order; aborted requests reject like a browser's. */
function controlledFetch() {
  const pending: { q: string; release: () => void; signal: AbortSignal }[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const q = new URL(requestUrl(input), 'http://localhost').searchParams.get('q') ?? '';
    return new Promise<Response>((resolve, reject) => {
      const signal = init!.signal!;
      signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      pending.push({
        q,
        signal,
        release: () => resolve(new Response(JSON.stringify(answerFor(`answer to ${q}`)), { status: 200 })),
      });
    });
  });
  return { fetch, pending };
}

/** The hook inside a cache of its own, so no answer outlives its test. */
const searchFor = (q: string) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(({ q }) => useGlobalSearch(q), { initialProps: { q }, wrapper });
};

const flush = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

describe('useGlobalSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits 200 ms after the last keystroke and sends one request', async () => {
    const server = controlledFetch();
    vi.stubGlobal('fetch', server.fetch);
    const { rerender, result } = searchFor('');
    rerender({ q: 's' });
    rerender({ q: 'sw' });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50));
    rerender({ q: 'swi' });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1));
    expect(server.fetch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(server.pending.map((call) => call.q)).toEqual(['swi']);
    server.pending[0]!.release();
    await flush();
    expect(result.current.status).toBe('done');
    expect(result.current.groups[0]!.hits[0]!.label).toBe('answer to swi');
  });

  it('aborts the older search, so its late answer never replaces the newer one', async () => {
    const server = controlledFetch();
    vi.stubGlobal('fetch', server.fetch);
    const { rerender, result } = searchFor('');
    rerender({ q: 'swi' });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    rerender({ q: 'switch' });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(server.pending.map((call) => [call.q, call.signal.aborted])).toEqual([
      ['swi', true],
      ['switch', false],
    ]);
    server.pending[1]!.release();
    server.pending[0]!.release();
    await flush();
    expect(result.current.query).toBe('switch');
    expect(result.current.groups[0]!.hits[0]!.label).toBe('answer to switch');
  });

  it('an emptied box searches nothing', async () => {
    const server = controlledFetch();
    vi.stubGlobal('fetch', server.fetch);
    const { result } = searchFor('   ');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2));
    expect(server.fetch).not.toHaveBeenCalled();
    expect(result.current.status).toBe('idle');
  });
});
