import { QueryClient, type QueryKey } from '@tanstack/react-query';
import * as contract from '@flipstack/contract';
import { describe, expect, it } from 'vitest';
import { invalidateAfterFileWrite, invalidateAfterWrite, keysChangedBy } from './data-dependencies.ts';
import { VIEWS, queryKeys } from './query-keys.ts';

const isResource = (value: unknown): value is { name: string } =>
  Boolean(value && typeof value === 'object' && 'name' in value && 'row' in value && 'relations' in value);
const resourceNames = (Object.values(contract) as unknown[])
  .filter(isResource)
  .map((resource) => resource.name)
  .sort();

/** A cache holding one answer under each key, as if each had been fetched. */
function cacheWith(keys: QueryKey[]) {
  const queryClient = new QueryClient();
  for (const queryKey of keys) queryClient.setQueryData(queryKey, { rows: [] });
  const isStale = (queryKey: QueryKey) =>
    queryClient.getQueryCache().find({ queryKey, exact: true })!.state.isInvalidated;
  return { queryClient, isStale };
}

const { WRITE_CHANGES } = contract;

describe('WRITE_CHANGES', () => {
  it('names every /v2 resource, and only those', () => {
    expect(Object.keys(WRITE_CHANGES).sort()).toEqual(resourceNames);
    const named = Object.values(WRITE_CHANGES).flatMap((changes) => changes.resources);
    expect(named.filter((name) => !resourceNames.includes(name))).toEqual([]);
  });
});

describe('keysChangedBy', () => {
  it('a sale update: its lists, its one detail, its items, the sales analytics and the inventory views', () => {
    const keys = keysChangedBy('sales', 'updating', 5);
    expect(keys).toContainEqual(queryKeys.resources.lists('sales'));
    expect(keys).toContainEqual(queryKeys.resources.detail('sales', 5));
    expect(keys).toContainEqual(queryKeys.resources.all('inventory-items'));
    expect(keys).toContainEqual(queryKeys.views.all(VIEWS.monthlySales));
    expect(keys).toContainEqual(queryKeys.views.all(VIEWS.inventoryDetail));
    expect(keys).not.toContainEqual(queryKeys.resources.all('sales'));
    expect(keys).not.toContainEqual(queryKeys.resources.all('brands'));
    expect(keys).not.toContainEqual(queryKeys.views.all(VIEWS.monthlyPurchases));
  });

  it('a create or a delete names no detail of the written resource', () => {
    for (const action of ['creating', 'deleting'] as const)
      expect(keysChangedBy('reminders', action, 3)).toEqual([queryKeys.resources.lists('reminders')]);
  });
});

describe('invalidateAfterWrite', () => {
  const saleFive = queryKeys.resources.one('sales', 5, 'items');
  const keys = {
    salesList: queryKeys.resources.list('sales', { limit: 25 }),
    saleFive,
    saleSix: queryKeys.resources.one('sales', 6),
    itemsList: queryKeys.resources.list('inventory-items', { where: '{"product_id":1}' }),
    itemDetail: queryKeys.resources.one('inventory-items', 9),
    monthlySales: queryKeys.views.query(VIEWS.monthlySales, { from: '2026-01' }),
    onHand: queryKeys.views.query(VIEWS.inventoryDetail, { status: 'in_stock', limit: 1 }),
    monthlyPurchases: queryKeys.views.query(VIEWS.monthlyPurchases, {}),
    brands: queryKeys.resources.list('brands'),
    reminders: queryKeys.resources.list('reminders', { limit: 3 }),
    teams: queryKeys.teams(),
  };

  it('makes stale what a sale write changes, and nothing else', async () => {
    const { queryClient, isStale } = cacheWith(Object.values(keys));
    await invalidateAfterWrite(queryClient, 'sales', 'updating', 5);
    const stale = Object.entries(keys)
      .filter(([, key]) => isStale(key))
      .map(([name]) => name);
    expect(stale).toEqual(['salesList', 'saleFive', 'itemsList', 'itemDetail', 'monthlySales', 'onHand']);
  });

  it('a reminder write leaves the sales, items and views alone (the dashboard reads reminders lists)', async () => {
    const { queryClient, isStale } = cacheWith(Object.values(keys));
    await invalidateAfterWrite(queryClient, 'reminders', 'creating');
    expect(Object.values(keys).filter(isStale)).toEqual([keys.reminders]);
  });

  it('a deleted row keeps its detail as it was (the page leaving it would fetch a 404)', async () => {
    const { queryClient, isStale } = cacheWith([keys.salesList, keys.saleFive]);
    await invalidateAfterWrite(queryClient, 'sales', 'deleting', 5);
    expect([isStale(keys.salesList), isStale(keys.saleFive)]).toEqual([true, false]);
  });
});

describe('invalidateAfterFileWrite', () => {
  it('makes stale every files query and the detail of each record the file was linked to', async () => {
    const keys = {
      teamFiles: queryKeys.files.list({ limit: 24 }),
      productFiles: queryKeys.files.list({ entity: 'products', entity_id: 4 }),
      productFour: queryKeys.resources.one('products', 4, 'brand'),
      productFive: queryKeys.resources.one('products', 5),
      products: queryKeys.resources.list('products'),
    };
    const { queryClient, isStale } = cacheWith(Object.values(keys));
    await invalidateAfterFileWrite(queryClient, [{ entity: 'products', entity_id: 4 }]);
    expect(Object.values(keys).map(isStale)).toEqual([true, true, true, false, false]);
  });
});
