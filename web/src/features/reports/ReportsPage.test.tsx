import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfitAndLossFigures, ProfitAndLossResponse } from '@flipstack/contract';
import { queryClient } from '../../lib/query-client.ts';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { meAnswer, settingsAnswer, teamsAnswer } from '../../test/fixtures.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';

const figures = (net: string): ProfitAndLossFigures => ({
  sales: 1,
  item_sales: net,
  shipping_income: '0.00',
  other_revenue: '0.00',
  gross_sales: net,
  marketplace_taxes: '0.00',
  refunds: '0.00',
  cost_of_goods: '0.00',
  commission: '0.00',
  payment_fees: '0.00',
  shipping_labels: '0.00',
  other_sale_costs: '0.00',
  selling_costs: '0.00',
  sales_profit: net,
  other_income: '0.00',
  expenses: '0.00',
  expenses_by_category: [],
  mileage: '0.00',
  miles: '0.0',
  net_profit: net,
});

/** By month unless a group is asked for; a quarter is named by its first month. */
const answer = (group: string | null): ProfitAndLossResponse => ({
  from: '2026-01',
  to: '2026-06',
  time_zone: 'Europe/Berlin',
  months:
    group === 'quarter'
      ? [
          { month: '2026-01', ...figures('30.00') },
          { month: '2026-04', ...figures('12.00') },
        ]
      : [{ month: '2026-01', ...figures('42.00') }],
  total: figures('42.00'),
  expense_categories: [],
});

function serve() {
  const server = fakeFetch({
    'GET /api/auth/me': { body: meAnswer },
    'GET /api/user-settings': { body: settingsAnswer() },
    'GET /api/teams': { body: teamsAnswer },
    'GET /api/reports/profit-and-loss': (_init, url) => ({ body: answer(url.searchParams.get('group')) }),
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('/reports', () => {
  it('sums the months per quarter when asked, keeping the choice in the address', async () => {
    const server = serve();
    const user = userEvent.setup();
    const { router } = renderApp('/reports?from=2026-01&to=2026-06');
    await screen.findByRole('table', { name: 'Profit and loss' });
    await user.click(screen.getByRole('radio', { name: 'Quarters' }));
    await waitFor(() => expect(currentPath(router)).toBe('/reports?from=2026-01&to=2026-06&group=quarter'));
    const statement = await screen.findByRole('region', { name: 'Profit and loss by quarter' });
    await waitFor(() =>
      expect(
        within(statement)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Line', 'Total', 'Q1 2026', 'Q2 2026']),
    );
    const asked = server.calls.filter((call) => call.path === '/api/reports/profit-and-loss');
    expect(asked.map((call) => call.url.searchParams.get('group'))).toEqual([null, 'quarter']);
    expect(screen.getByRole('link', { name: 'Tax year: Schedule C and 1099-K' }).getAttribute('href')).toBe(
      '/reports/tax-year',
    );
  });
});
