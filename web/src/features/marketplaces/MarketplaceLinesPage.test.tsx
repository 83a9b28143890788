import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarketplaceLine } from '@flipstack/contract';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { meAnswer, settingsAnswer, teamsAnswer } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

/** A Mercari sale whose item the import did not find, as GET /api/marketplace-lines answers it. */
const waiting: MarketplaceLine = {
  id: 7,
  marketplace: 'Mercari',
  order_id: 'm22222222222',
  unit: 1,
  sold_at: '2025-03-10T00:00:00.000Z',
  title: 'Pokemon Card Lot',
  sku: null,
  buyer: null,
  price: '40.00',
  shipping: '0.00',
  fees: '5.86',
  shipping_label: '0.00',
  inventory_item_id: null,
  sale_id: null,
};
const item = {
  id: 12,
  serial_number: null,
  tag_number: 'T-900',
  status: 'in_stock',
  product: { name: 'Pokemon cards' },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/marketplace-sales', () => {
  it('shows a sale waiting for its item, and matching it records the sale and empties the list', async () => {
    let isMatched = false;
    const server = fakeFetch({
      'GET /api/auth/me': { body: meAnswer },
      'GET /api/user-settings': { body: settingsAnswer() },
      'GET /api/teams': { body: teamsAnswer },
      'GET /api/marketplace-lines': () => ({
        body: isMatched ? { rows: [], total: 0 } : { rows: [waiting], total: 1 },
      }),
      'GET /api/v2/inventory-items': { body: { rows: [item], total: 1 } },
      'POST /api/marketplace-lines/7/match': () => {
        isMatched = true;
        return { body: { sale_id: 3 } };
      },
    });
    vi.stubGlobal('fetch', server.fetch);
    const user = userEvent.setup();
    renderApp('/marketplace-sales');

    const table = await screen.findByRole('table', { name: 'Marketplace sales' });
    expect(table.textContent).toContain('Pokemon Card Lot');
    expect(table.textContent).toContain('Order m22222222222');
    // In the team's currency (the fixtures' team keeps euros).
    expect(table.textContent).toMatch(/5[.,]86/);

    await user.click(screen.getByRole('combobox', { name: 'Item sold as “Pokemon Card Lot”' }));
    await user.click(await screen.findByRole('option', { name: /Pokemon cards/ }));
    await user.click(screen.getByRole('button', { name: 'Match' }));

    await waitFor(() =>
      expect(server.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        { inventory_item_id: 12 },
      ]),
    );
    expect(await screen.findByText('Every imported sale is matched to an inventory item.')).toBeTruthy();
  });

  it('records a unit Flipstack never had, with a new product, and matches the line with it', async () => {
    const server = fakeFetch({
      'GET /api/auth/me': { body: meAnswer },
      'GET /api/user-settings': { body: settingsAnswer() },
      'GET /api/teams': { body: teamsAnswer },
      'GET /api/marketplace-lines': { body: { rows: [waiting], total: 1 } },
      'GET /api/v2/inventory-items': { body: { rows: [], total: 0 } },
      'GET /api/v2/products': { body: { rows: [], total: 0 } },
      'POST /api/v2/products': { status: 201, body: { id: 31, name: 'Pokemon binder' } },
      'POST /api/v2/inventory-items': { status: 201, body: { id: 40, product_id: 31, status: 'in_stock' } },
      'POST /api/marketplace-lines/7/match': { body: { sale_id: 3 } },
    });
    vi.stubGlobal('fetch', server.fetch);
    const user = userEvent.setup();
    renderApp('/marketplace-sales');

    await user.click(await screen.findByRole('button', { name: 'New item' }));
    const dialog = await screen.findByRole('dialog', { name: 'New item' });
    expect(dialog.textContent).toContain('Sold as “Pokemon Card Lot”');
    await user.type(screen.getByRole('combobox', { name: /Product/ }), 'Pokemon binder');
    await user.click(await screen.findByRole('option', { name: 'Create “Pokemon binder”' }));
    await user.type(screen.getByRole('textbox', { name: 'Serial number' }), 'PB-1');
    await user.type(screen.getByRole('textbox', { name: 'Cost' }), '12.5');
    await user.click(screen.getByRole('button', { name: 'Create and match' }));

    await waitFor(() =>
      expect(server.calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body])).toEqual([
        ['/api/v2/products', { name: 'Pokemon binder' }],
        [
          '/api/v2/inventory-items',
          expect.objectContaining({ product_id: 31, serial_number: 'PB-1', cost: '12.50', status: 'in_stock' }),
        ],
        ['/api/marketplace-lines/7/match', { inventory_item_id: 40 }],
      ]),
    );
  });
});
