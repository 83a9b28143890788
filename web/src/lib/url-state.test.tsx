import type { ReactNode } from 'react';
import { act, render, renderHook } from '@testing-library/react';
import { MemoryRouter, Outlet, RouterProvider, createMemoryRouter, useLocation, useNavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listUrl } from './list-url.ts';
import { NavigateProvider } from './navigation.tsx';
import { stringParams, useUrlState, type UrlCodec } from './url-state.ts';

/** The hook on a screen opened at `url`, with the location it leaves behind. */
function openAt<State>(url: string, codec: UrlCodec<State>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/start', url]}>
      <NavigateProvider>{children}</NavigateProvider>
    </MemoryRouter>
  );
  const { result } = renderHook(
    () => {
      const [state, update] = useUrlState(codec);
      const location = useLocation();
      return { state, update, search: location.search, navigation: useNavigationType() };
    },
    { wrapper },
  );
  return result;
}

describe('useUrlState', () => {
  it('reads the typed state of the URL', () => {
    const screen = openAt('/brands?q=sony&page=3&where={"platform_id":2}&tab=x', listUrl);
    expect(screen.current.state).toEqual({ q: 'sony', orderBy: '', page: 3, where: { platform_id: 2 } });
  });

  it('a change starts again at page 1, keeps the keys it does not own and replaces the history entry', () => {
    const screen = openAt('/brands?q=sony&page=3&tab=x', listUrl);
    act(() => screen.current.update({ orderBy: '-name' }));
    expect(screen.current.state).toEqual({ q: 'sony', orderBy: '-name', page: 1, where: {} });
    expect(new URLSearchParams(screen.current.search).toString()).toBe('q=sony&tab=x&order_by=-name');
    expect(screen.current.navigation).toBe('REPLACE');
  });

  it('a page change keeps the page it asks for', () => {
    const screen = openAt('/brands?q=sony', listUrl);
    act(() => screen.current.update({ page: 4 }));
    expect(screen.current.state.page).toBe(4);
    expect(screen.current.search).toBe('?q=sony&page=4');
  });

  it('plain parameters: an emptied value leaves the URL, the others stay', () => {
    const screen = openAt('/analytics?from=2026-01&platform_id=2', stringParams(['from', 'to', 'platform_id']));
    expect(screen.current.state).toEqual({ from: '2026-01', to: undefined, platform_id: '2' });
    act(() => screen.current.update({ platform_id: undefined, to: '2026-06' }));
    expect(screen.current.search).toBe('?from=2026-01&to=2026-06');
    expect(screen.current.state).toEqual({ from: '2026-01', to: '2026-06', platform_id: undefined });
  });

  /** A screen on a data router whose loader holds each move until `release`, as a screen's data does. */
  async function heldScreen() {
    const held: (() => void)[] = [];
    const seen: { state?: { page: number }; update?: (change: { page: number }) => void; search?: string } = {};
    function Screen() {
      const [state, update] = useUrlState(listUrl);
      Object.assign(seen, { state, update, search: useLocation().search });
      return null;
    }
    const layout = (
      <NavigateProvider>
        <Outlet />
      </NavigateProvider>
    );
    const loader = () => new Promise((done) => held.push(() => done(null)));
    const router = createMemoryRouter(
      [{ element: layout, children: [{ path: '/brands', element: <Screen />, loader }] }],
      {
        initialEntries: ['/brands'],
      },
    );
    render(<RouterProvider router={router} />);
    const release = () => act(async () => held.splice(0).forEach((done) => done()));
    await release();
    return { seen, router, release };
  }

  it('a second change made before the router has moved builds on the first (two quick clicks on Next)', async () => {
    const { seen, release } = await heldScreen();
    expect(seen.state?.page).toBe(1);
    act(() => seen.update!({ page: seen.state!.page + 1 }));
    expect(seen.search).toBe('');
    expect(seen.state?.page).toBe(2);
    act(() => seen.update!({ page: seen.state!.page + 1 }));
    expect(seen.state?.page).toBe(3);
    await release();
    expect(seen.search).toBe('?page=3');
    expect(seen.state?.page).toBe(3);
  });

  it('a move the screen did not ask for (Back, a link) shows as it is', async () => {
    const { seen, router, release } = await heldScreen();
    act(() => seen.update!({ page: 5 }));
    expect(seen.state?.page).toBe(5);
    let moved: Promise<void> | undefined;
    act(() => void (moved = router.navigate('/brands?page=7')));
    // The loaders start a moment after the move.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await release();
    await act(() => moved!);
    expect(seen.search).toBe('?page=7');
    expect(seen.state?.page).toBe(7);
  });
});
