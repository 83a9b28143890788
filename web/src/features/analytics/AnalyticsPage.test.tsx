import { screen, within } from '@testing-library/react';
import type {
  MonthlySalesResponse,
  PlatformSalesRow,
  ProfitAndLossFigures,
  ProfitAndLossResponse,
} from '@flipstack/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { meAnswer, settingsAnswer, teamsAnswer } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const numbers = (
  count: number,
  revenue: string,
  profit: string,
): Omit<PlatformSalesRow, 'platform_id' | 'platform_name'> => ({
  count,
  items: count,
  revenue_subtotal: revenue,
  revenue_shipping: '0.00',
  revenue_taxes: '0.00',
  revenue_other: '0.00',
  revenue_refunds: '0.00',
  revenue_total: revenue,
  cost_shipping: '0.00',
  cost_commission: '0.00',
  cost_payment: '0.00',
  cost_other: '0.00',
  cost_total: '0.00',
  cost_of_goods: '0.00',
  profit,
  margin_percent: null,
  avg_days_to_sell: null,
});

// 25 platforms with sales, more than the breakdown used to show, highest revenue first as the server sends them.
const BY_PLATFORM: PlatformSalesRow[] = [
  { platform_id: 3, platform_name: 'eBay', ...numbers(1, '900.00', '300.00') },
  { platform_id: null, platform_name: null, ...numbers(1, '200.00', '80.00') },
  ...Array.from({ length: 23 }, (_, index) => ({
    platform_id: 100 + index,
    platform_name: `Shop ${index + 1}`,
    ...numbers(1, '10.00', '2.00'),
  })),
];

/** The profit and loss figures of a month whose sales made `profit`, with these expenses and mileage. */
function netFigures(profit: string, expenses: string, mileage: string, net: string): ProfitAndLossFigures {
  const zero = '0.00';
  return {
    sales: 0,
    item_sales: zero,
    shipping_income: zero,
    other_revenue: zero,
    gross_sales: zero,
    marketplace_taxes: zero,
    refunds: zero,
    cost_of_goods: zero,
    commission: zero,
    payment_fees: zero,
    shipping_labels: zero,
    other_sale_costs: zero,
    selling_costs: zero,
    sales_profit: profit,
    other_income: zero,
    expenses,
    expenses_by_category: [],
    mileage,
    miles: '0.0',
    net_profit: net,
  };
}

function serve(byPlatform: PlatformSalesRow[]) {
  const month = byPlatform.length ? numbers(25, '1330.00', '426.00') : numbers(0, '0.00', '0.00');
  const net = byPlatform.length
    ? netFigures('426.00', '36.99', '17.22', '371.79')
    : netFigures('0.00', '0.00', '0.00', '0.00');
  const profitAndLossAnswer: ProfitAndLossResponse = {
    from: '2026-11',
    to: '2026-11',
    time_zone: 'Europe/Berlin',
    months: [{ month: '2026-11', ...net }],
    total: net,
    expense_categories: [],
  };
  const salesAnswer: MonthlySalesResponse = {
    rows: [{ month: '2026-11', ...month }],
    totals: month,
    by_platform: byPlatform,
    time_zone: 'Europe/Berlin',
  };
  const server = fakeFetch({
    'GET /api/auth/me': { body: meAnswer },
    'GET /api/user-settings': { body: settingsAnswer() },
    'GET /api/teams': { body: teamsAnswer },
    'GET /api/analytics/monthly-purchases': {
      body: {
        rows: [{ month: '2026-11', count: 0, items: 0, spend: '0.00' }],
        totals: { count: 0, items: 0, spend: '0.00' },
        time_zone: 'Europe/Berlin',
      },
    },
    'GET /api/analytics/monthly-sales': { body: salesAnswer },
    'GET /api/reports/profit-and-loss': { body: profitAndLossAnswer },
    'GET /api/v2/platforms': { body: { rows: [], total: 0 } },
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/analytics', () => {
  it("shows every platform of the one monthly-sales answer in its order, sales without a platform as 'No platform'", async () => {
    const server = serve(BY_PLATFORM);
    renderApp('/analytics?from=2026-11&to=2026-11');

    const table = await screen.findByRole('table', { name: 'Sales by platform' });
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(names).toEqual(BY_PLATFORM.map((row) => row.platform_name ?? 'No platform'));
    expect(within(screen.getByTestId('platform-No platform')).getByText('€200.00')).toBeTruthy();
    expect(server.calls.filter((call) => call.path === '/api/analytics/monthly-sales')).toHaveLength(1);
  });

  it('shows expenses, mileage and net profit beside the sales profit, and hides them for one platform', async () => {
    serve(BY_PLATFORM);
    renderApp('/analytics?from=2026-11&to=2026-11');
    const totals = await screen.findByTestId('analytics-totals');
    expect(await within(totals).findByText('€371.79')).toBeTruthy();
    expect(within(totals).getByText('€36.99')).toBeTruthy();
    expect(within(totals).getByText('€17.22')).toBeTruthy();
  });

  it('says in words that the range has no sales, in the breakdown and in place of a flat chart', async () => {
    serve([]);
    renderApp('/analytics?from=2026-11&to=2026-11');
    expect(await screen.findByText('No sales in this range.')).toBeTruthy();
    expect(await screen.findByText('No sales, purchases or expenses in these months.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Revenue and spend by month/ })).toBeNull();
  });
});
