import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brands } from '@flipstack/contract';
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
});
