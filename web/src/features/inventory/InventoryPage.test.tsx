import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { meAnswer, settingsAnswer, teamsAnswer } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

/** A team's items as GET /api/inventory-items-detail answers them: by offset, or past a page's mark. */
const ITEMS = 120;
const detailPage = (_init: RequestInit | undefined, url: URL) => {
  const limit = Number(url.searchParams.get('limit'));
  const after = url.searchParams.get('after');
  const start = (after ? Number(after.replace('mark-', '')) : 0) + Number(url.searchParams.get('offset'));
  const rows = Array.from({ length: Math.max(0, Math.min(limit, ITEMS - start)) }, (_, index) => ({
    id: start + index + 1,
    serial_number: `SN${start + index + 1}`,
    tag_number: null,
    condition: null,
    status: 'in_stock',
    cost: '10.00',
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
  }));
  const next = start + limit < ITEMS ? { next_after: `mark-${start + limit}` } : {};
  const totals = { count: ITEMS, cost: '1200.00', listed_value: '0.00' };
  return { body: { rows, total: ITEMS, totals, ...next } };
};

const PIXEL = {
  id: 1,
  name: 'Pixel 7',
  brand_id: null,
  category_id: null,
  sku: null,
  mpn: null,
  upc: null,
  description: null,
  msrp: null,
  image_url: null,
  image_file_id: null,
  created_at: '2026-01-02T10:00:00.000Z',
  updated_at: '2026-01-02T10:00:00.000Z',
};

function serve() {
  const server = fakeFetch({
    'GET /api/auth/me': { body: meAnswer },
    'GET /api/user-settings': { body: settingsAnswer() },
    'GET /api/teams': { body: teamsAnswer },
    'GET /api/inventory-items-detail': detailPage,
    'GET /api/v2/products/1': { body: PIXEL },
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

const pageReads = (server: ReturnType<typeof serve>) =>
  server.calls
    .filter((call) => call.path === '/api/inventory-items-detail')
    .map((call) => ({ offset: call.url.searchParams.get('offset'), after: call.url.searchParams.get('after') }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the inventory screens’ pages', () => {
  it('reads each next page past the mark of the page before it', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderApp('/inventory');

    expect(await screen.findByText('SN1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('SN26')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('SN51')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('SN26')).toBeTruthy();

    expect(pageReads(server)).toEqual([
      { offset: '0', after: null },
      { offset: '0', after: 'mark-25' },
      { offset: '0', after: 'mark-50' },
    ]);
  });

  it('opens a page by its address by offset', async () => {
    const server = serve();
    renderApp('/inventory?page=4');

    expect(await screen.findByText('SN76')).toBeTruthy();
    expect(pageReads(server)).toEqual([{ offset: '75', after: null }]);
  });

  it('reads the product page’s next page of items past the mark of the page before it', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderApp('/products/1');

    const items = await screen.findByRole('region', { name: 'Inventory items' });
    expect(await within(items).findByText('SN1')).toBeTruthy();
    await user.click(within(items).getByRole('button', { name: 'Next page' }));
    expect(await within(items).findByText('SN26')).toBeTruthy();
    expect(pageReads(server)).toEqual([
      { offset: '0', after: null },
      { offset: '0', after: 'mark-25' },
    ]);
  });

  it('reads the legacy view’s next page past the mark of the page before it', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderApp('/inventory/legacy');

    expect(await screen.findAllByText('SN100')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findAllByText('SN120')).not.toHaveLength(0);
    expect(pageReads(server)).toEqual([
      { offset: '0', after: null },
      { offset: '0', after: 'mark-100' },
    ]);
  });
});
