import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { meAnswer, settingsAnswer, teamsAnswer } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const EMPTY_FIGURES = {
  sales: 0,
  item_sales: '0.00',
  shipping_income: '0.00',
  other_revenue: '0.00',
  gross_sales: '0.00',
  marketplace_taxes: '0.00',
  refunds: '0.00',
  cost_of_goods: '0.00',
  commission: '0.00',
  payment_fees: '0.00',
  shipping_labels: '0.00',
  other_sale_costs: '0.00',
  selling_costs: '0.00',
  sales_profit: '0.00',
  other_income: '0.00',
  expenses: '0.00',
  expenses_by_category: [],
  mileage: '0.00',
  miles: '0.0',
  net_profit: '0.00',
};

function serve(journal: { status?: number; body?: unknown }) {
  const server = fakeFetch({
    'GET /api/auth/me': { body: meAnswer },
    'GET /api/user-settings': { body: settingsAnswer() },
    'GET /api/teams': { body: teamsAnswer },
    'GET /api/reports/profit-and-loss': {
      body: {
        from: '2025-01',
        to: '2025-12',
        time_zone: 'UTC',
        months: [],
        total: EMPTY_FIGURES,
        expense_categories: [],
      },
    },
    'GET /api/reports/journal': journal,
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  queryClient.clear();
});

describe('/reports: Export journal', () => {
  it('downloads the picked period’s journal as the file of the program chosen', async () => {
    const server = serve({ body: 'Narration,Date' });
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:journal');
    const downloaded: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloaded.push(this.download);
    });
    const user = userEvent.setup();
    renderApp('/reports?from=2025-01&to=2025-12');
    await user.click(await screen.findByRole('button', { name: 'Export journal' }));
    screen.getByRole('menuitem', { name: 'QuickBooks Online' });
    await user.click(screen.getByRole('menuitem', { name: 'Xero' }));
    await waitFor(() => expect(downloaded).toEqual(['journal-2025-01-2025-12-xero.csv']));
    expect(createUrl).toHaveBeenCalledWith(expect.any(Blob));
    const asked = server.calls.filter((call) => call.path === '/api/reports/journal');
    expect(asked.map((call) => Object.fromEntries(call.url.searchParams))).toEqual([
      { from: '2025-01', to: '2025-12', format: 'xero' },
    ]);
  });

  it('says so when the journal cannot be made, and downloads nothing', async () => {
    serve({ status: 400, body: { code: 'BAD_REQUEST', message: 'Ask for at most 120 months' } });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    const user = userEvent.setup();
    renderApp('/reports?from=2025-01&to=2025-12');
    await user.click(await screen.findByRole('button', { name: 'Export journal' }));
    await user.click(screen.getByRole('menuitem', { name: 'QuickBooks Online' }));
    await screen.findByText(/Ask for at most 120 months/);
    expect(clicked).not.toHaveBeenCalled();
  });
});
