import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify.ts';
import { queryClient } from '../../lib/query-client.ts';
import { forgetShownWarnings } from '../../lib/query-feedback.ts';
import { fakeFetch, type FakeAnswer } from '../../test/fake-fetch.ts';
import { meAnswer, settingsAnswer, teamsAnswer } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const item = {
  id: 12,
  serial_number: 'SN12',
  tag_number: null,
  condition: null,
  status: 'in_stock',
  cost: null,
  listed_price: null,
  listed_value: null,
  received_at: null,
  created_at: '2026-01-02T10:00:00.000Z',
  product: { id: 1, name: 'Pixel 7', sku: null },
  brand: null,
  category: null,
  location: null,
  days_in_stock: 3,
  purchase: null,
  active_listings: [],
  sale: null,
};
const PAGE = {
  rows: [item],
  total: 1,
  totals: { count: 1, cost: '0.00', listed_value: '0.00' },
  warning: 'Inventory item #12 has no cost.',
};
const UNAVAILABLE = { status: 503, body: { code: 'UNAVAILABLE', message: 'The database is not answering right now.' } };

/** The app's API where `view` answers `answer()` after `delay` ms (a database restarting). */
function serve(view: string, answer: () => FakeAnswer, delay: number) {
  const server = fakeFetch({
    'GET /api/auth/me': { body: meAnswer },
    'GET /api/user-settings': { body: settingsAnswer() },
    'GET /api/teams': { body: teamsAnswer },
    [`GET /api/${view}`]: answer,
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (url.includes(view)) await new Promise((resolve) => setTimeout(resolve, delay));
    return server.fetch(input, init);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  queryClient.clear();
  forgetShownWarnings();
});

describe('a screen whose data failed to load', () => {
  it(
    '/inventory says so, toasts once and asks again, where it showed “No inventory items yet”',
    { timeout: 30_000 },
    async () => {
      const error = vi.spyOn(notify, 'error');
      let isDown = true;
      // Slow enough that the screen mounts while its route's early request is under way, and reads that one.
      serve('inventory-items-detail', () => (isDown ? UNAVAILABLE : { body: PAGE }), 1500);
      renderApp('/inventory');

      expect(await screen.findByText('Inventory could not be loaded', {}, { timeout: 12_000 })).toBeTruthy();
      expect(screen.queryByText('No inventory items yet')).toBeNull();
      expect(error.mock.calls.map(([message]) => message)).toEqual(['Error fetching inventory']);

      isDown = false;
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('SN12', {}, { timeout: 12_000 })).toBeTruthy();
      expect(screen.queryByText('Inventory could not be loaded')).toBeNull();
    },
  );

  it('/inventory/tracking says so with a retry', async () => {
    const error = vi.spyOn(notify, 'error');
    serve('inventory-items-tracking', () => UNAVAILABLE, 400);
    renderApp('/inventory/tracking');
    expect(await screen.findByText('Inventory tracking could not be loaded', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(error.mock.calls.map(([message]) => message)).toEqual(['Error fetching inventory tracking']);
  });

  it('/inventory shows the server’s warning as the /v2 lists do', async () => {
    const warning = vi.spyOn(notify, 'warning');
    serve('inventory-items-detail', () => ({ body: PAGE }), 0);
    renderApp('/inventory');
    expect(await screen.findByText('SN12')).toBeTruthy();
    expect(warning).toHaveBeenCalledWith('Inventory item #12 has no cost.');
  });
});
