import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInTeams, type Caller, where } from '../helpers/callers.ts';
import { make } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** Ids are int4 identities: 2^31 and above answer 400 on the field, never a 500 from PostgreSQL. */
const TOO_BIG = 2_147_483_648;
const ID_MESSAGE = 'Use an id from 1 to 2147483647';

let t: TestApp;
let alice: Caller;

beforeAll(async () => {
  t = await buildTestApp();
  [alice] = (await signedInTeams(t, 1)) as [Caller];
});
afterAll(() => t.close());

describe('ids written other than in digits', () => {
  it.each(['0x10', '1e3', '%2016', '16.0', '+16'])('%s in a path is no id', async (id) => {
    const response = await alice.get(`/api/v2/brands/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ id: ID_MESSAGE });
  });

  it('true, "0x10" and " 7 " in a body are no references; a number or its digits are', async () => {
    const brand = await make(alice, 'brands');
    const response = await alice.post('/api/v2/products', { name: 'Phone', brand_id: true, category_id: '0x10' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(['brand_id', 'category_id']);
    expect((await alice.post('/api/v2/products', { name: 'Phone', brand_id: ` ${brand} ` })).statusCode).toBe(400);
    expect((await alice.post('/api/v2/products', { name: 'Phone', brand_id: String(brand) })).statusCode).toBe(201);
    expect((await alice.post('/api/v2/products', { name: 'Phone', brand_id: brand })).statusCode).toBe(201);
  });
});

describe('ids above 2147483647', () => {
  it.each([
    ['GET', `/api/v2/brands/${TOO_BIG}`],
    ['DELETE', `/api/v2/brands/${TOO_BIG}`],
    ['GET', '/api/v2/brands/99999999999999999999'],
    ['GET', `/api/inventory-items-detail/${TOO_BIG}`],
  ])('in the path of %s %s', async (method, url) => {
    const response = method === 'GET' ? await alice.get(url) : await alice.delete(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ id: ID_MESSAGE });
  });

  it('in the path of a PUT', async () => {
    const response = await alice.put(`/api/v2/brands/${TOO_BIG}`, { name: 'Sony' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ id: ID_MESSAGE });
  });

  it.each([
    ['an equality', { id: TOO_BIG }],
    ['an operator', { id: { gt: TOO_BIG } }],
    ['a list', { id: { in: [1, TOO_BIG] } }],
    ['a negative number below int4', { id: { gte: -2_147_483_649 } }],
    ['a reference column', { brand_id: String(TOO_BIG) }],
  ])('in a where filter: %s', async (_name, filter) => {
    const response = await alice.get(`/api/v2/products?${where(filter)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.where).toMatch(/must be a whole number from -2147483648 to 2147483647$/);
  });

  it('in a where filter of the export, before any byte is sent', async () => {
    const response = await alice.get(`/api/v2/products/export.csv?${where({ id: TOO_BIG })}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.where).toBe('id must be a whole number from -2147483648 to 2147483647');
  });

  it('in references of a body', async () => {
    const response = await alice.post('/api/v2/products', {
      name: 'Phone',
      brand_id: TOO_BIG,
      category_id: String(TOO_BIG),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      brand_id: 'Pick one (ids go up to 2147483647)',
      category_id: 'Pick one (ids go up to 2147483647)',
    });
  });

  it('in a required reference and in a list of ids', async () => {
    const product = await alice.post('/api/v2/inventory-items', { product_id: TOO_BIG });
    expect(product.json().fieldErrors).toEqual({ product_id: 'Pick a product (ids go up to 2147483647)' });
    const sale = await alice.post('/api/v2/sales', {
      sold_at: '2026-01-01',
      inventory_item_ids: [await make(alice, 'inventory-items'), TOO_BIG],
    });
    expect(sale.statusCode).toBe(400);
    expect(sale.json().fieldErrors).toEqual({ 'inventory_item_ids.1': 'Pick an item (ids go up to 2147483647)' });
  });

  it('in selected_team_id of GET /api/new-token', async () => {
    const response = await alice.get(`/api/new-token?selected_team_id=${TOO_BIG}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ selected_team_id: ID_MESSAGE });
  });

  it('in the default_team_id setting', async () => {
    const response = await alice.put('/api/user-settings/', { setting_key: 'default_team_id', setting_value: TOO_BIG });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ setting_value: ID_MESSAGE });
  });

  it.each([
    ['/api/analytics/monthly-sales', 'platform_id'],
    ['/api/analytics/monthly-purchases', 'category_id'],
    ['/api/inventory-items-detail', 'location_id'],
    ['/api/inventory-items-tracking', 'platform_id'],
  ])('in the query of %s (%s)', async (url, name) => {
    const response = await alice.get(`${url}?${name}=${TOO_BIG}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ [name]: ID_MESSAGE });
  });

  it('still finds the largest id there can be as a missing row', async () => {
    expect((await alice.get('/api/v2/brands/2147483647')).statusCode).toBe(404);
    expect((await alice.get(`/api/v2/products?${where({ id: 2_147_483_647 })}`)).json()).toEqual({
      rows: [],
      total: 0,
    });
  });
});
