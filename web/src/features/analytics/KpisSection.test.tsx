import { act, fireEvent, screen, within } from '@testing-library/react';
import type { KpisResponse, KpisRow } from '@flipstack/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { meAnswer, settingsAnswer, teamsAnswer } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const figures = (units_sold: number, sell_through_rate: number | null, roi: number | null, days: number | null) => ({
  units_sold,
  units_available: 6,
  sell_through_rate,
  profit: `${units_sold * 10}.00`,
  cost: '50.00',
  roi,
  avg_days_to_sell: days,
  units_listed: 1,
  avg_days_to_list: 14,
});

const ROWS: KpisRow[] = [
  { group_id: 1, group_name: 'Phones', ...figures(2, 0.6667, 0.8, 31) },
  { group_id: 2, group_name: 'Cameras', ...figures(1, 1, 0.4, 27.5) },
  { group_id: null, group_name: null, ...figures(1, 1, null, null) },
];

const answer = (by: KpisResponse['by']): KpisResponse => ({
  by,
  from: '2026-11',
  to: '2026-11',
  rows: by === 'category' ? ROWS : [{ group_id: 7, group_name: 'Apple', ...figures(4, 0.8, 0.75, 26) }],
  totals: figures(4, 0.8, 0.75, 26),
  time_zone: 'Europe/Berlin',
});

/** The page's other answers, empty: the section is what is looked at. */
function serve() {
  const zero = '0.00';
  const sales = {
    count: 0,
    items: 0,
    revenue_subtotal: zero,
    revenue_shipping: zero,
    revenue_taxes: zero,
    revenue_other: zero,
    revenue_refunds: zero,
    revenue_total: zero,
    cost_shipping: zero,
    cost_commission: zero,
    cost_payment: zero,
    cost_other: zero,
    cost_total: zero,
    cost_of_goods: zero,
    profit: zero,
    margin_percent: null,
    avg_days_to_sell: null,
  };
  const server = fakeFetch({
    'GET /api/auth/me': { body: meAnswer },
    'GET /api/user-settings': { body: settingsAnswer() },
    'GET /api/teams': { body: teamsAnswer },
    'GET /api/analytics/monthly-purchases': {
      body: { rows: [], totals: { count: 0, items: 0, spend: zero }, time_zone: 'Europe/Berlin' },
    },
    'GET /api/analytics/monthly-sales': {
      body: { rows: [], totals: sales, by_platform: [], time_zone: 'Europe/Berlin' },
    },
    'GET /api/reports/profit-and-loss': { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } },
    'GET /api/v2/platforms': { body: { rows: [], total: 0 } },
    'GET /api/analytics/kpis': (_init, url) => ({ body: answer(url.searchParams.get('by') as KpisResponse['by']) }),
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

/** The browser's IntersectionObserver, whose targets come into view when the test says. */
function fakeViewport() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class FakeIntersectionObserver {
    targets: Element[] = [];
    constructor(callback: IntersectionObserverCallback) {
      observers.push({ callback, targets: this.targets });
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      this.targets.length = 0;
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    show: () =>
      act(() => {
        for (const { callback, targets } of observers)
          if (targets.length)
            callback(
              targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
              {} as IntersectionObserver,
            );
      }),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const kpiCalls = (server: ReturnType<typeof serve>) =>
  server.calls.filter((call) => call.path === '/api/analytics/kpis');
const groupNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1, -1)
    .map((row) => within(row).getAllByRole('rowheader')[0]!.textContent);

describe('/analytics KPIs', () => {
  it('asks for the KPIs only once the section is shown, for the page’s months', async () => {
    const server = serve();
    const viewport = fakeViewport();
    renderApp('/analytics?from=2026-11&to=2026-11');
    await screen.findByRole('heading', { name: 'KPIs' });
    await screen.findByRole('table', { name: 'Monthly figures' });
    expect(kpiCalls(server)).toHaveLength(0);

    viewport.show();
    const table = await screen.findByRole('table', { name: 'KPIs by category' });
    expect(Object.fromEntries(kpiCalls(server)[0]!.url.searchParams)).toEqual({
      from: '2026-11',
      to: '2026-11',
      by: 'category',
    });
    expect(groupNames(table)).toEqual(['Phones', 'Cameras', 'None']);
    const phones = within(table).getByRole('row', { name: /Phones/ });
    expect(
      within(phones)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['66.7%', '80.0%', '€20.00', '31.0', '14.0', '2']);
    const none = within(table).getByRole('row', { name: /None/ });
    expect(within(none).getAllByRole('cell')[1]!.textContent).toBe('—');
    const totals = within(screen.getByTestId('kpis-totals')).getAllByRole('cell');
    expect(totals.map((cell) => cell.textContent)).toEqual(['80.0%', '75.0%', '€40.00', '26.0', '14.0', '4']);
  });

  it('groups by another choice and sorts by a column, highest first then lowest', async () => {
    const server = serve();
    const viewport = fakeViewport();
    renderApp('/analytics?from=2026-11&to=2026-11');
    await screen.findByRole('heading', { name: 'KPIs' });
    viewport.show();
    const table = await screen.findByRole('table', { name: 'KPIs by category' });

    fireEvent.click(within(table).getByRole('button', { name: 'Avg days to sell' }));
    expect(groupNames(table)).toEqual(['Phones', 'Cameras', 'None']);
    fireEvent.click(within(table).getByRole('button', { name: /Avg days to sell/ }));
    expect(groupNames(table)).toEqual(['Cameras', 'Phones', 'None']);
    expect(
      within(table)
        .getByRole('columnheader', { name: /Avg days to sell/ })
        .getAttribute('aria-sort'),
    ).toBe('ascending');

    fireEvent.click(screen.getByRole('radio', { name: 'Brand' }));
    const brands = await screen.findByRole('table', { name: 'KPIs by brand' });
    expect(groupNames(brands)).toEqual(['Apple']);
    expect(kpiCalls(server).map((call) => call.url.searchParams.get('by'))).toEqual(['category', 'brand']);
  });
});
