import { screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../lib/session.ts';
import { fakeFetch, unauthorized } from '../test/fake-fetch.ts';
import { meAnswer, teamsAnswer } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { warmScreenOnIntent, warmScreensWhenIdle } from './warm-screens.ts';
import type { AppRoute } from './routes.tsx';

afterEach(() => vi.unstubAllGlobals());

/** A first screen whose data answers when the test says, and two screens whose code loads count. */
function appWithHeldData() {
  let answer: (rows: string) => void = () => undefined;
  function First() {
    const data = useQuery({
      queryKey: ['held'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    return <p>{data.data ?? 'loading'}</p>;
  }
  const loaded: string[] = [];
  const counted = (path: string) => async () => {
    loaded.push(path);
    return () => <p>{path}</p>;
  };
  const table: AppRoute[] = [
    { path: '/', meta: { title: 'First' }, page: async () => First },
    { path: '/login', meta: { title: 'Sign in', public: true, requiresAuth: false }, page: async () => () => null },
    { path: '/sales', meta: { title: 'Sales' }, page: counted('/sales') },
    { path: '/inventory', meta: { title: 'Inventory' }, page: counted('/inventory') },
    { path: '/brands', meta: { title: 'Brands' }, page: counted('/brands') },
  ];
  return { table, loaded, answer: (rows: string) => answer(rows) };
}

describe('warming the header screens', () => {
  it('loads their code once the first screen has had its data for a while, and only theirs', async () => {
    sessionStore.signIn(meAnswer);
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/teams': { body: teamsAnswer } }).fetch);
    const app = appWithHeldData();
    const { router } = renderApp('/', app.table);
    // Started once the screen is drawn: in the browser the shell's code is on its way before the screen's
    // is in, but here it can still be loading after the router is done.
    expect(await screen.findByText('loading')).toBeTruthy();
    const stop = warmScreensWhenIdle(router, app.table, ['/inventory', '/sales', '/nowhere']);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(app.loaded).toEqual([]);

    app.answer('24 items');
    expect(await screen.findByText('24 items')).toBeTruthy();
    await waitFor(() => expect(app.loaded).toEqual(['/inventory', '/sales']));
    stop();
  });

  it('waits for a sign-in', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'GET /api/auth/me': unauthorized, 'POST /api/refresh-token': unauthorized }).fetch,
    );
    const app = appWithHeldData();
    const { router } = renderApp('/login', app.table);
    const stop = warmScreensWhenIdle(router, app.table, ['/sales']);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(app.loaded).toEqual([]);

    sessionStore.signIn(meAnswer);
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/teams': { body: teamsAnswer } }).fetch);
    await router.navigate('/brands');
    await waitFor(() => expect(app.loaded).toEqual(['/brands', '/sales']));
    stop();
  });
});

describe('warming a screen when its link is about to be followed', () => {
  /** Screens whose code loads count, an item's page among them. */
  function countedScreens() {
    const loaded: string[] = [];
    const counted = (path: string) => async () => {
      loaded.push(path);
      return () => null;
    };
    const table: AppRoute[] = ['/inventory', '/inventory/tracking', '/inventory/:id', '/sales'].map((path) => ({
      path,
      meta: { title: path },
      page: counted(path),
    }));
    return { table, loaded };
  }

  const link = (href: string) => {
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.innerHTML = '<span>open</span>';
    document.body.append(anchor);
    return anchor;
  };

  it('loads the code of the screen a link points at, once, on pointing, focus or touch', () => {
    const { table, loaded } = countedScreens();
    const stop = warmScreenOnIntent(table);
    const item = link('/inventory/1234?tab=story');
    const other = link('/inventory/99');
    const tracking = link('/inventory/tracking');
    const sales = link('/sales');
    // The pointer enters the link's text: the event comes from inside the link.
    item.querySelector('span')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    other.dispatchEvent(new Event('pointerover', { bubbles: true }));
    tracking.dispatchEvent(new Event('focusin', { bubbles: true }));
    sales.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(loaded).toEqual(['/inventory/:id', '/inventory/tracking', '/sales']);
    stop();
    link('/inventory').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loaded).not.toContain('/inventory');
  });

  it('leaves links to other sites and to no screen alone', () => {
    const { table, loaded } = countedScreens();
    const stop = warmScreenOnIntent(table);
    link('https://www.ebay.com/inventory').dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('/nowhere').dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loaded).toEqual([]);
    stop();
  });
});
