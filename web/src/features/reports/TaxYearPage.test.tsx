import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TaxYearResponse } from '@flipstack/contract';
import { queryClient } from '../../lib/query-client.ts';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { meAnswer, settingsAnswer, teamsAnswer } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { taxYearCsvRows } from './tax-year-csv.ts';

const market = (platform: string, platform_id: number | null, reported: string, booked: string) => ({
  platform_id,
  platform,
  sales: 2,
  reported_gross: reported,
  sold_outside_year_locally: '59.00',
  sold_only_in_year_locally: '75.60',
  marketplace_taxes: '13.60',
  shipping_income: '10.00',
  refunds: '20.00',
  fees: '22.00',
  booked_item_sales: booked,
  gross_receipts: '180.00',
  form_1099k_gross: null as string | null,
  unexplained: null as string | null,
});

const report = (coffeeLine: '27a' | '24b'): TaxYearResponse => ({
  year: 2025,
  time_zone: 'Europe/Berlin',
  starts_at: '2024-12-31T23:00:00.000Z',
  ends_at: '2025-12-31T23:00:00.000Z',
  gross_receipts: '261.00',
  returns: '23.00',
  cost_of_goods: '100.00',
  gross_profit: '138.00',
  other_income: '5.00',
  total_expenses: '44.45',
  net_profit: '98.55',
  marketplace_taxes: '17.20',
  inventory: {
    beginning_inventory: '125.00',
    beginning_units: 3,
    purchases: '65.00',
    purchased_units: 3,
    ending_inventory: '90.00',
    ending_units: 2,
    cost_of_goods: '100.00',
    sold_cost: '85.00',
    written_off_cost: '15.00',
  },
  expenses: [
    {
      line: '10',
      label: 'Commissions and fees',
      amount: '36.95',
      parts: [{ name: 'Commission', kind: 'sale_cost', amount: '36.95' }],
    },
    {
      line: coffeeLine,
      label: coffeeLine === '24b' ? 'Deductible meals' : 'Other expenses',
      amount: '7.50',
      parts: [{ name: 'Coffee', kind: 'category', amount: '7.50' }],
    },
  ],
  schedule_c_lines: coffeeLine === '24b' ? { Coffee: '24b' } : {},
  marketplaces: [market('eBay', 3, '177.00', '128.00'), market('No platform', null, '30.00', '30.00')],
});

function serve() {
  let coffeeLine: '27a' | '24b' = '27a';
  const server = fakeFetch({
    'GET /api/auth/me': { body: meAnswer },
    'GET /api/user-settings': { body: settingsAnswer() },
    'GET /api/teams': { body: teamsAnswer },
    'GET /api/reports/tax-year': () => ({ body: report(coffeeLine) }),
    'PUT /api/team-settings': () => {
      coffeeLine = '24b';
      const answer = settingsAnswer();
      return { body: { ...answer, team_settings: { ...answer.team_settings, schedule_c_lines: { Coffee: '24b' } } } };
    },
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('/reports/tax-year', () => {
  it('shows Schedule C, the inventory at each year end and each marketplace’s 1099-K for the year asked', async () => {
    const server = serve();
    renderApp('/reports/tax-year?year=2025');
    const scheduleC = await screen.findByRole('table', { name: 'Schedule C' });
    expect(within(screen.getByTestId('schedule-c-1')).getByText('€261.00')).toBeTruthy();
    expect(within(screen.getByTestId('schedule-c-31')).getByText('€98.55')).toBeTruthy();
    expect(within(scheduleC).getByText('Commissions and fees')).toBeTruthy();
    const goods = screen.getByRole('table', { name: 'Cost of goods sold' });
    expect(within(goods).getByText('Inventory at beginning of year').closest('tr')!.textContent).toContain('€125.00');
    expect(within(goods).getByText('of which units written off').closest('tr')!.textContent).toContain('€15.00');
    const form1099k = screen.getByRole('table', { name: '1099-K reconciliation' });
    expect(
      within(form1099k)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Line', 'eBay', 'No platform']);
    expect(screen.getByTestId('form-1099k-reported_gross').textContent).toContain('€177.00');
    expect(screen.getByTestId('form-1099k-booked_item_sales').textContent).toContain('€128.00');
    const asked = server.calls.find((call) => call.path === '/api/reports/tax-year');
    expect(asked?.url.searchParams.get('year')).toBe('2025');
  });

  it('moves an expense to the line chosen beside it and keeps the choice for the team', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderApp('/reports/tax-year?year=2025');
    await user.click(await screen.findByRole('combobox', { name: 'Schedule C line for Coffee' }));
    await user.click(await screen.findByRole('option', { name: '24b Deductible meals' }));
    await waitFor(() => expect(screen.getByTestId('schedule-c-24b').textContent).toContain('Deductible meals'));
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      setting_key: 'schedule_c_lines',
      setting_value: { Coffee: '24b' },
    });
  });

  it('keeps the gross typed from a marketplace’s own 1099-K, by year and platform', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderApp('/reports/tax-year?year=2025');
    await user.type(await screen.findByRole('textbox', { name: "Gross on eBay's 1099-K" }), '$180.00');
    await user.tab();
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        setting_key: 'form_1099k_gross',
        setting_value: { '2025:3': '180.00' },
      }),
    );
    expect(screen.queryByRole('textbox', { name: "Gross on No platform's 1099-K" })).toBeNull();
  });

  it('writes every line, Part III and each marketplace’s steps to the CSV', () => {
    const rows = taxYearCsvRows(report('27a'));
    expect(rows[0]).toEqual(['Schedule C', '1', 'Gross receipts or sales', '', '', '261.00']);
    expect(rows).toContainEqual(['Schedule C', '27a', 'Other expenses', 'Coffee', '', '7.50']);
    expect(rows).toContainEqual([
      'Cost of goods sold (Part III)',
      '35',
      'Inventory at beginning of year',
      '',
      '3',
      '125.00',
    ]);
    expect(rows.filter((row) => row[0] === '1099-K: eBay').map((row) => row.at(-1))).toEqual([
      '177.00',
      '59.00',
      '75.60',
      '13.60',
      '10.00',
      '20.00',
      '22.00',
      '128.00',
      '180.00',
      '',
      '',
    ]);
  });
});
