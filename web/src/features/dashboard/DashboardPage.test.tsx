import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { meAnswer, settingsAnswer, teamsAnswer } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const ZERO = '0.00';
const salesRow = (month: string, revenue: string, items: number) => ({
  month,
  count: items,
  items,
  revenue_subtotal: revenue,
  revenue_shipping: ZERO,
  revenue_taxes: ZERO,
  revenue_other: ZERO,
  revenue_refunds: ZERO,
  revenue_total: revenue,
  cost_shipping: ZERO,
  cost_commission: ZERO,
  cost_payment: ZERO,
  cost_other: ZERO,
  cost_total: ZERO,
  cost_of_goods: ZERO,
  profit: revenue,
  margin_percent: null,
  avg_days_to_sell: null,
});
const purchasesRow = (month: string, spend: string) => ({ month, count: 1, items: 1, spend });
const tracking = {
  statuses: ['in_transit', 'in_stock', 'listed', 'sold', 'shipped', 'returned', 'written_off'].map((status) => ({
    status,
    count: status === 'in_stock' ? 4 : 0,
    cost: ZERO,
    listed_value: ZERO,
  })),
  aging: [
    { bucket: '0-30', count: 3, cost: ZERO },
    { bucket: '31-60', count: 0, cost: ZERO },
    { bucket: '61-90', count: 0, cost: ZERO },
    { bucket: '90+', count: 1, cost: ZERO },
  ],
  slowest: [],
  unlisted: { count: 3, items: [] },
};

function serveDashboard() {
  const server = fakeFetch({
    'GET /api/auth/me': { body: meAnswer },
    'GET /api/user-settings': { body: settingsAnswer() },
    'GET /api/teams': { body: teamsAnswer },
    // Last month's first day alone, or the twelve months to this one.
    'GET /api/analytics/monthly-sales': (_init, url) => ({
      body: url.searchParams.get('through_day')
        ? { rows: [salesRow('2026-11', '40.00', 1)], totals: {}, by_platform: [], time_zone: 'Europe/Berlin' }
        : {
            rows: [salesRow('2026-11', '900.00', 9), salesRow('2026-12', '50.00', 1)],
            totals: {},
            by_platform: [],
            time_zone: 'Europe/Berlin',
          },
    }),
    'GET /api/analytics/monthly-purchases': (_init, url) => ({
      body: {
        rows: url.searchParams.get('through_day')
          ? [purchasesRow('2026-11', '10.00')]
          : [purchasesRow('2026-11', '500.00'), purchasesRow('2026-12', '30.00')],
        totals: {},
        time_zone: 'Europe/Berlin',
      },
    }),
    'GET /api/inventory-items-tracking': { body: tracking },
    'GET /api/inventory-items-detail': {
      body: { rows: [], total: 0, totals: { count: 0, cost: ZERO, listed_value: ZERO } },
    },
    'GET /api/v2/reminders': { body: { rows: [], total: 0 } },
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('the dashboard', () => {
  it('compares the 1st of the month with the 1st of the last, and lists what needs attention', async () => {
    // 1 December 09:00 in Berlin, the team's time zone.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T08:00:00Z'));
    const server = serveDashboard();
    renderApp('/');

    const revenue = await screen.findByTestId('card-revenue');
    await vi.waitFor(() => expect(within(revenue).getByTestId('card-revenue-value').textContent).toBe('€50.00'));
    // +10.00 against 1 November's 40.00, not −850.00 against all of November.
    expect(revenue.textContent).toMatch(/\+€10\.00 \(\+25%\) vs Nov/);
    expect(screen.getByTestId('card-spend').textContent).toMatch(/\+€20\.00 \(\+200%\) vs Nov/);
    const asked = server.calls
      .filter((call) => call.path === '/api/analytics/monthly-sales')
      .map((call) => call.url.searchParams.toString());
    expect(asked).toContain('from=2026-11&to=2026-11&through_day=1');

    const attention = screen.getByRole('region', { name: 'Needs attention' });
    const links = await within(attention).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['3 items not listed anywhere', '/inventory/tracking'],
      [
        '1 item in stock over 90 days',
        '/inventory?status=in_transit%2Cin_stock%2Clisted%2Creturned&age=90%2B&order_by=-days_in_stock',
      ],
    ]);
    expect(screen.getByRole('link', { name: 'New purchase' }).getAttribute('href')).toBe('/purchases/create');
  });
});
