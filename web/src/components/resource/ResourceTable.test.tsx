import { screen, waitFor, within } from '@testing-library/react';
import { notificationsStore } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { meAnswer, settingsAnswer, teamsAnswer } from '../../test/fixtures.ts';
import { setMediaQuery } from '../../test/media.ts';
import { renderApp } from '../../test/render-app.tsx';
import { PHONE_QUERY } from './ServerTable.tsx';

/** More brands than the server counts (LIST_COUNT_CAP): it answers as GET /api/v2/brands does. */
const BRANDS = 10_030;
const brandsPage = (_init: RequestInit | undefined, url: URL) => {
  const limit = Number(url.searchParams.get('limit'));
  const after = url.searchParams.get('after');
  const start = after ? Number(after.replace('mark-', '')) : Number(url.searchParams.get('offset'));
  const rows = Array.from({ length: Math.max(0, Math.min(limit, BRANDS - start)) }, (_, index) => ({
    id: start + index + 1,
    name: `Brand ${start + index + 1}`,
    created_at: '2026-01-02T10:00:00.000Z',
    updated_at: '2026-01-02T10:00:00.000Z',
  }));
  const next = start + limit < BRANDS ? { next_after: `mark-${start + limit}` } : {};
  const warning = { warning: `Page from row ${start + 1} has a warning.` };
  return { body: { rows, total: 10_000, total_is_estimate: true, ...next, ...warning } };
};

function serve() {
  const server = fakeFetch({
    'GET /api/auth/me': { body: meAnswer },
    'GET /api/user-settings': { body: settingsAnswer() },
    'GET /api/teams': { body: teamsAnswer },
    'GET /api/v2/brands': brandsPage,
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

const pageReads = (server: ReturnType<typeof serve>) =>
  server.calls
    .filter((call) => call.path === '/api/v2/brands')
    .map((call) => ({ offset: call.url.searchParams.get('offset'), after: call.url.searchParams.get('after') }));

const toasts = () => notificationsStore.getState().notifications.map((toast) => toast.message);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a list longer than the server counts', () => {
  it('pages past the count cap by each page’s mark and shows the exact count on the last page', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderApp('/brands?page=400');

    expect(await screen.findByText('9,976–10,000 of more than 10,000')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('10,001–10,025 of more than 10,025')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Brand 10001' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('10,026–10,030 of 10,030')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next page' }).disabled).toBe(true);

    // The opened page by offset, each next one past the mark of the page before it.
    expect(pageReads(server)).toEqual([
      { offset: '9975', after: null },
      { offset: '0', after: 'mark-10000' },
      { offset: '0', after: 'mark-10025' },
    ]);
  });

  it('shows one warning toast for the list, with the warning of the page on screen', async () => {
    serve();
    const user = userEvent.setup();
    renderApp('/brands?page=400');

    await waitFor(() => expect(toasts()).toEqual(['Page from row 9976 has a warning.']));
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(toasts()).toContain('Page from row 10001 has a warning.'));
    expect(toasts()).toEqual(['Page from row 10001 has a warning.']);
  });

  it('opens a deep page without a mark by its offset', async () => {
    const server = serve();
    renderApp('/brands?page=402');

    expect(await screen.findByText('10,026–10,030 of 10,030')).toBeTruthy();
    expect(pageReads(server)).toEqual([{ offset: '10025', after: null }]);
  });
});

describe('a list on a phone', () => {
  it('draws one card a row, pages and sorts like the table, and folds the filters behind a button', async () => {
    setMediaQuery(PHONE_QUERY, true);
    const server = serve();
    const user = userEvent.setup();
    const { router } = renderApp('/brands?page=400');

    const cards = await screen.findByRole('list', { name: 'Brands' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(25);
    expect(within(cards).getAllByRole('listitem')[0]!.textContent).toContain('Brand 9976');
    expect(screen.getByText('9,976–10,000 of more than 10,000')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('10,001–10,025 of more than 10,025')).toBeTruthy();
    expect(pageReads(server).at(-1)).toEqual({ offset: '0', after: 'mark-10000' });

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Name, descending' }));
    await waitFor(() => expect(router.state.location.search).toContain('order_by=-name'));

    // The search stays in reach; export waits behind Filters.
    expect(screen.getByRole('textbox', { name: 'Search brands' })).toBeTruthy();
    const filters = screen.getByRole('button', { name: 'Filters' });
    expect(filters.getAttribute('aria-expanded')).toBe('false');
    await user.click(filters);
    expect(filters.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toBeTruthy();
  });
});
