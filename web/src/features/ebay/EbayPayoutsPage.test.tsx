import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EbayPayout, EbayPayoutDetail } from '@flipstack/contract';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { meAnswer, settingsAnswer, teamsAnswer } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const payout = (id: number, values: Partial<EbayPayout> = {}): EbayPayout => ({
  id,
  payout_id: `600000000${id}`,
  account_id: 1,
  account_name: 'Main store',
  status: 'SUCCEEDED',
  payout_date: '2026-11-20T08:00:00.000Z',
  payout_day: '2026-11-20',
  amount: '40.52',
  currency: 'USD',
  transaction_count: 2,
  transactions_read: 2,
  reconciled: '40.52',
  difference: '0.00',
  instrument: 'Checking ••6789',
  flags: [],
  ...values,
});

const flagged = payout(2, {
  status: 'INITIATED',
  payout_day: '2026-11-21',
  amount: '45.62',
  transaction_count: 1,
  transactions_read: 1,
  reconciled: '47.62',
  difference: '-2.00',
  flags: ['Its transactions add up to 47.62 USD, not the 45.62 USD eBay paid.'],
});

const detail: EbayPayoutDetail = {
  ...flagged,
  transactions: [
    {
      transaction_id: 'T-1',
      transaction_type: 'SALE',
      fee_type: null,
      transaction_date: '2026-11-19T10:00:00.000Z',
      amount: '47.62',
      currency: 'USD',
      order_id: '12-03456-78901',
      ebay_order_id: 9,
      sale_id: 31,
      reason: null,
    },
    {
      transaction_id: 'T-2',
      transaction_type: 'REFUND',
      fee_type: null,
      transaction_date: '2026-11-19T11:00:00.000Z',
      amount: '-10.00',
      currency: 'USD',
      order_id: '12-99999-00000',
      ebay_order_id: null,
      sale_id: null,
      reason: 'The order is not in Flipstack.',
    },
  ],
};

/** The signed-in app's calls, and the payouts: one page of `rows` of `total`. */
function payoutsServer(rows: EbayPayout[], total = rows.length) {
  const server = fakeFetch({
    'GET /api/auth/me': { body: meAnswer },
    'GET /api/user-settings': { body: settingsAnswer() },
    'GET /api/teams': { body: teamsAnswer },
    'GET /api/ebay/payouts': { body: { rows, total } },
    'GET /api/ebay/payouts/2': { body: detail },
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/ebay-payouts', () => {
  it('shows each payout with its figures, and a flagged one with its reason', async () => {
    payoutsServer([flagged, payout(1)]);
    renderApp('/ebay-payouts');

    const bad = await screen.findByRole('article', { name: 'Payout 6000000002' });
    expect(within(bad).getByText('Flagged')).toBeTruthy();
    expect(within(bad).getByText('Preparing')).toBeTruthy();
    expect(within(bad).getByText('$45.62')).toBeTruthy();
    expect(within(bad).getByText('$47.62')).toBeTruthy();
    expect(within(bad).getByText('-$2.00')).toBeTruthy();
    expect(within(bad).getByText('Its transactions add up to 47.62 USD, not the 45.62 USD eBay paid.')).toBeTruthy();
    const good = screen.getByRole('article', { name: 'Payout 6000000001' });
    expect(within(good).getByText('Adds up')).toBeTruthy();
    expect(within(good).queryByText('Does not reconcile')).toBeNull();
    expect(screen.getByText('1 payout on this page does not reconcile')).toBeTruthy();
  });

  it('opens a payout on its transactions, each linking to its sale or saying why it has none', async () => {
    const server = payoutsServer([flagged]);
    const user = userEvent.setup();
    renderApp('/ebay-payouts');

    await user.click(await screen.findByRole('button', { name: 'Show transactions' }));
    const list = await screen.findByRole('list', { name: 'Transactions of payout 6000000002' });
    const [sale, refund] = within(list).getAllByRole('listitem');
    expect(within(sale!).getByRole('link', { name: 'Sale #31' }).getAttribute('href')).toBe('/sales/31');
    expect(sale!.textContent).toContain('12-03456-78901');
    expect(refund!.textContent).toContain('-$10.00');
    expect(within(refund!).getByText('The order is not in Flipstack.')).toBeTruthy();
    expect(within(refund!).queryByRole('link')).toBeNull();
    expect(server.calls.filter((call) => call.path === '/api/ebay/payouts/2')).toHaveLength(1);
  });

  it('asks for the days picked, and pages through the payouts', async () => {
    const server = payoutsServer(
      Array.from({ length: 25 }, (_, index) => payout(index + 10)),
      30,
    );
    const user = userEvent.setup();
    renderApp('/ebay-payouts?from=2026-11-01&to=2026-11-30');

    expect(await screen.findByText('30 payouts')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'next page' }));
    const reads = () =>
      server.calls
        .filter((call) => call.path === '/api/ebay/payouts')
        .map((call) => Object.fromEntries(call.url.searchParams));
    await vi.waitFor(() => expect(reads()).toHaveLength(2));
    expect(reads()).toEqual([
      { from: '2026-11-01', to: '2026-11-30', limit: '25', offset: '0' },
      { from: '2026-11-01', to: '2026-11-30', limit: '25', offset: '25' },
    ]);
  });

  it('says so when there is no payout yet', async () => {
    payoutsServer([]);
    renderApp('/ebay-payouts');
    expect(await screen.findByText(/No payouts here yet/)).toBeTruthy();
  });
});
