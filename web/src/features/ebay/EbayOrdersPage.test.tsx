import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { meAnswer, settingsAnswer, teamsAnswer } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

/** 10,030 orders, of which the server counts 10,000 (LIST_COUNT_CAP), as GET /api/ebay/orders answers. */
const ORDERS = 10_030;
const ordersPage = (_init: RequestInit | undefined, url: URL) => {
  const limit = Number(url.searchParams.get('limit'));
  const after = url.searchParams.get('after');
  const offset = (after ? Number(after.replace('mark-', '')) : 0) + Number(url.searchParams.get('offset'));
  const rows = Array.from({ length: Math.max(0, Math.min(limit, ORDERS - offset)) }, (_, index) => ({
    id: offset + index + 1,
    order_id: `12-${offset + index + 1}`,
    account_id: 1,
    account_name: 'Main store',
    fulfillment_status: 'FULFILLED',
    payment_status: 'PAID',
    cancel_state: null,
    buyer_username: 'buyer',
    created_on_ebay_at: '2026-01-02T10:00:00.000Z',
    subtotal: '10.00',
    shipping: '0.00',
    taxes: '0.00',
    marketplace_fee: '1.00',
    total: '10.00',
    sale_id: null,
    lines: [],
  }));
  const counted =
    rows.length < limit && rows.length > 0 && !after ? { total: ORDERS } : { total: 10_000, total_is_estimate: true };
  const next = offset + limit < ORDERS ? { next_after: `mark-${offset + limit}` } : {};
  return { body: { rows, ...counted, ...next } };
};

const failure = {
  order_id: '12-77777',
  account_id: 1,
  account_name: 'Main store',
  reason: 'Its shipping fulfillment: eBay answered 500: internal error',
  attempts: 3,
  failing_since: '2026-01-02T10:00:00.000Z',
  retry_at: '2026-01-02T10:08:00.000Z',
};

/** The signed-in app's calls, and the orders above page by page. */
function ordersServer(failures: (typeof failure)[] = []) {
  const server = fakeFetch({
    'GET /api/auth/me': { body: meAnswer },
    'GET /api/user-settings': { body: settingsAnswer() },
    'GET /api/teams': { body: teamsAnswer },
    'GET /api/ebay/accounts': { body: { configured: true, missing_settings: [], poll_seconds: 60, rows: [] } },
    'GET /api/ebay/orders': ordersPage,
    'GET /api/ebay/order-failures': { body: { rows: failures, total: failures.length } },
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/ebay-orders', () => {
  it('says "more than" while the server stops counting, and the exact count on the last page', async () => {
    ordersServer();
    const user = userEvent.setup();
    renderApp('/ebay-orders?page=400');

    expect(await screen.findByText('more than 10,000 orders')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'next page' }));
    expect(await screen.findByText('more than 10,025 orders')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'next page' }));
    expect(await screen.findByText('10,030 orders')).toBeTruthy();
    expect(screen.getByText('12-10030')).toBeTruthy();
  });

  it('reads each next page past the mark of the page before it', async () => {
    const server = ordersServer();
    const user = userEvent.setup();
    renderApp('/ebay-orders');

    expect(await screen.findByText('12-1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'next page' }));
    expect(await screen.findByText('12-26')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'next page' }));
    expect(await screen.findByText('12-51')).toBeTruthy();
    const reads = server.calls
      .filter((call) => call.path === '/api/ebay/orders')
      .map((call) => [call.url.searchParams.get('offset'), call.url.searchParams.get('after')]);
    expect(reads).toEqual([
      ['0', null],
      ['0', 'mark-25'],
      ['0', 'mark-50'],
    ]);
  });

  it('names each order the sync could not finish, with its reason, above the orders', async () => {
    ordersServer([failure]);
    renderApp('/ebay-orders');

    expect(await screen.findByText('1 order could not be synced')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'eBay orders that could not be synced' });
    expect(table.textContent).toContain('12-77777');
    expect(table.textContent).toContain('Its shipping fulfillment: eBay answered 500: internal error');
  });
});

describe('/ebay-orders: what eBay pays', () => {
  it("shows an order's payout against what Flipstack books, and names the difference", async () => {
    const order = { ...ordersPage(undefined, new URL('http://x/?limit=1&offset=0')).body.rows[0]!, sale_id: 5 };
    const part = (name: string, label: string, ebay: string, booked: string, reason: string | null = null) => ({
      part: name,
      label,
      ebay,
      booked,
      difference: (Number(booked) - Number(ebay)).toFixed(2),
      reason,
    });
    const server = fakeFetch({
      'GET /api/auth/me': { body: meAnswer },
      'GET /api/user-settings': { body: settingsAnswer() },
      'GET /api/teams': { body: teamsAnswer },
      'GET /api/ebay/accounts': { body: { configured: true, missing_settings: [], poll_seconds: 60, rows: [] } },
      'GET /api/ebay/orders': { body: { rows: [order], total: 1 } },
      'GET /api/ebay/order-failures': { body: { rows: [], total: 0 } },
      'GET /api/ebay/orders/1/payout': {
        body: {
          order_id: order.order_id,
          currency: 'USD',
          sale_id: 5,
          is_posted: true,
          parts: [
            part('sale', "Sale, after eBay's fees", '47.62', '47.62'),
            part('refunds', 'Refunds, less the fees eBay credits back', '0.00', '0.00'),
            part('labels', 'Shipping labels', '-7.10', '-9.00', "The sale's shipping cost was changed in Flipstack."),
            part('other', 'Ad fees and credits', '0.00', '0.00'),
          ],
          ebay_pays: '40.52',
          flipstack_books: '38.62',
          difference: '-1.90',
        },
      },
    });
    vi.stubGlobal('fetch', server.fetch);
    const user = userEvent.setup();
    renderApp('/ebay-orders');

    await user.click(await screen.findByRole('button', { name: 'eBay pays vs booked' }));
    const table = await screen.findByRole('table', {
      name: `What eBay pays for ${order.order_id} and what Flipstack books`,
    });
    // In eBay's currency (the team's is the euro).
    expect(table.textContent).toContain('$40.52');
    expect(table.textContent).toContain('$38.62');
    expect(await screen.findByText(/Differs by -\$1\.90/)).toBeTruthy();
    expect(screen.getByText(/Shipping labels: -\$1\.90\. The sale's shipping cost was changed/)).toBeTruthy();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('table', { name: table.getAttribute('aria-label')! })).toBeNull());
  });
});
