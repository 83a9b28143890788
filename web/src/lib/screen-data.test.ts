import { screen, waitFor } from '@testing-library/react';
import { notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type FakeAnswer } from '../test/fake-fetch.ts';
import { meAnswer, settingsAnswer, teamsAnswer } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

const brand = { id: 7, name: 'Apple', created_at: '2026-01-02T10:00:00.000Z', updated_at: '2026-01-02T10:00:00.000Z' };
const toasts = () => notificationsStore.getState().notifications.map((toast) => toast.message);

function serve(brands: FakeAnswer) {
  const server = fakeFetch({
    'GET /api/auth/me': { body: meAnswer },
    'GET /api/user-settings': { body: settingsAnswer() },
    'GET /api/teams': { body: teamsAnswer },
    'GET /api/v2/brands': brands,
  });
  vi.stubGlobal('fetch', server.fetch);
  return () => server.calls.filter((call) => call.path === '/api/v2/brands');
}

describe('a list screen opened', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the page in its address once: the route starts it and the screen uses it', async () => {
    const calls = serve({ body: { rows: [brand], total: 30 } });
    renderApp('/brands?page=2&q=app');
    expect(await screen.findByRole('button', { name: 'Apple' })).toBeTruthy();
    expect(calls().map((call) => call.url.search)).toEqual(['?q=app&limit=25&offset=25']);
  });

  it('reports a failed page once, from the screen', async () => {
    const calls = serve({ status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } });
    renderApp('/brands');
    await waitFor(() => expect(toasts()).toEqual(['Error fetching brand: Something went wrong']));
    expect(calls().length).toBeGreaterThanOrEqual(1);
  });
});

describe('a record screen opened', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for its record once: the route starts it and the screen uses it', async () => {
    const server = fakeFetch({
      'GET /api/auth/me': { body: meAnswer },
      'GET /api/user-settings': { body: settingsAnswer() },
      'GET /api/teams': { body: teamsAnswer },
      'GET /api/v2/purchases/31': {
        body: { id: 31, purchased_at: '2026-01-02', seller_id: null, items: [], created_at: brand.created_at },
      },
    });
    vi.stubGlobal('fetch', server.fetch);
    renderApp('/purchases/31');
    // The attachments ask for their files once the record is on screen.
    await waitFor(() => expect(server.calls.some((call) => call.path === '/api/files')).toBe(true));
    const record = server.calls.filter((call) => call.path === '/api/v2/purchases/31');
    expect(record.map((call) => call.url.searchParams.get('with'))).toEqual(['items,products']);
  });
});
