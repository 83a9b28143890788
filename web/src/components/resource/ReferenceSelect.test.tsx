import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accounts, brands } from '@flipstack/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders.tsx';
import { queryClient } from '../../lib/query-client.ts';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { ReferenceSelect } from './ReferenceSelect.tsx';

const at = '2026-01-02T10:00:00.000Z';
const brand = (id: number, name: string) => ({ id, name, created_at: at, updated_at: at });

function serve() {
  const server = fakeFetch({
    'GET /api/v2/brands': (_init, url) => ({
      body: url.searchParams.get('where')
        ? { rows: [brand(7, 'Sony')], total: 1 }
        : { rows: [brand(1, 'Apple'), brand(2, 'Nintendo')], total: 2 },
    }),
  });
  vi.stubGlobal('fetch', server.fetch);
  return () => server.calls.map((call) => call.url.searchParams.toString());
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('ReferenceSelect', () => {
  it('asks only for its chosen row while closed, and for the first page once opened', async () => {
    const calls = serve();
    render(
      <AppProviders queryClient={queryClient} env="test">
        <ReferenceSelect contract={brands} label="Brand" value={7} />
      </AppProviders>,
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveProperty('value', 'Sony'));
    expect(calls()).toEqual([`where=${encodeURIComponent('{"id":{"in":[7]}}')}&limit=20`]);

    await userEvent.click(screen.getByRole('combobox', { name: 'Brand' }));
    expect(await screen.findByRole('option', { name: 'Nintendo' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Sony' })).toBeTruthy();
    expect(calls()).toHaveLength(2);
    expect(calls()[1]).toBe('limit=20');
  });

  it('keeps the chosen row when it is chosen again', async () => {
    serve();
    const onChange = vi.fn();
    render(
      <AppProviders queryClient={queryClient} env="test">
        <ReferenceSelect contract={brands} label="Brand" value={7} onChange={onChange} required />
      </AppProviders>,
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveProperty('value', 'Sony'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Brand' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sony' }));
    expect(onChange).not.toHaveBeenCalledWith(null);
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveProperty('value', 'Sony');
  });

  it('asks for nothing while closed and empty', async () => {
    const calls = serve();
    render(
      <AppProviders queryClient={queryClient} env="test">
        <ReferenceSelect contract={brands} label="Brand" placeholder="Any" />
      </AppProviders>,
    );
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveProperty('placeholder', 'Any');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls()).toEqual([]);
  });

  it('creates a name that is not there and chooses it, keeping the form', async () => {
    const server = fakeFetch({
      'GET /api/v2/brands': (_init, url) => ({
        body: url.searchParams.get('q') ? { rows: [], total: 0 } : { rows: [brand(1, 'Apple')], total: 1 },
      }),
      'POST /api/v2/brands': (init) => ({
        status: 201,
        body: brand(9, (JSON.parse(init?.body as string) as { name: string }).name),
      }),
    });
    vi.stubGlobal('fetch', server.fetch);
    const onChange = vi.fn();
    render(
      <AppProviders queryClient={queryClient} env="test">
        <ReferenceSelect contract={brands} label="Brand" canCreate onChange={onChange} />
      </AppProviders>,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Brand' }), 'Pixel');
    await userEvent.click(await screen.findByRole('option', { name: 'Create “Pixel”' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(9));
    expect(server.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ name: 'Pixel' }]);
  });

  it('offers no create for a name that is there, whatever its case', async () => {
    serve();
    render(
      <AppProviders queryClient={queryClient} env="test">
        <ReferenceSelect contract={brands} label="Brand" canCreate />
      </AppProviders>,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Brand' }), 'apple');
    expect(await screen.findByRole('option', { name: 'Apple' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('option', { name: /Create/ })).toBeNull();
  });

  it('asks for the platform of a new account in a dialog', async () => {
    const server = fakeFetch({
      'GET /api/v2/accounts': { body: { rows: [], total: 0 } },
      'GET /api/v2/platforms': {
        body: {
          rows: [{ id: 3, name: 'eBay', url: null, fee_percent: null, created_at: at, updated_at: at }],
          total: 1,
        },
      },
      'POST /api/v2/accounts': (init) => ({
        status: 201,
        body: {
          id: 4,
          username: null,
          created_at: at,
          updated_at: at,
          ...(JSON.parse(init?.body as string) as object),
        },
      }),
    });
    vi.stubGlobal('fetch', server.fetch);
    const onChange = vi.fn();
    render(
      <AppProviders queryClient={queryClient} env="test">
        <ReferenceSelect contract={accounts} label="Account" canCreate onChange={onChange} />
      </AppProviders>,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Account' }), 'Main store');
    await userEvent.click(await screen.findByRole('option', { name: 'Create “Main store”' }));
    const dialog = await screen.findByRole('dialog', { name: 'New account' });
    expect(dialog.querySelector('input')?.value).toBe('Main store');
    await userEvent.click(screen.getByRole('combobox', { name: 'Platform' }));
    await userEvent.click(await screen.findByRole('option', { name: 'eBay' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(4));
    expect(server.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { name: 'Main store', platform_id: 3 },
    ]);
  });
});
