import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { signedInTeams, type Caller } from '../helpers/callers.ts';

let t: TestApp;
let alice: Caller;
let bob: Caller;

beforeAll(async () => {
  t = await buildTestApp();
  [alice, bob] = (await signedInTeams(t, 2)) as [Caller, Caller];
});
afterAll(() => t.close());

describe('POST /api/v2/brands', () => {
  it('creates a brand in the caller’s team and answers it with timestamps', async () => {
    const response = await alice.post('/api/v2/brands', { name: '  Apple ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      name: 'Apple',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updated_at: expect.any(String),
    });
    expect(response.json()).not.toHaveProperty('team_id');
  });

  it('answers 400 with field messages for bad input', async () => {
    const response = await alice.post('/api/v2/brands', { name: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { name: 'Enter a name' } });
  });

  it('answers 400 for a reference to another team’s row', async () => {
    const parent = (await bob.post('/api/v2/categories', { name: 'Bob only' })).json();
    const response = await alice.post('/api/v2/categories', { name: 'Child', parent_id: parent.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ parent_id: `No category with id ${parent.id}` });
  });
});

describe('GET /api/v2/{resource}', () => {
  beforeAll(async () => {
    for (const name of ['Sony', 'Samsung', 'Nintendo', 'Bose', 'Apple TV'])
      await alice.post('/api/v2/brands', { name });
    await bob.post('/api/v2/brands', { name: 'Secret Bob Brand' });
  });

  it('lists only the caller’s team, sorted by the default order, with the total', async () => {
    const body = (await alice.get('/api/v2/brands')).json();
    expect(body.rows.map((row: { name: string }) => row.name)).toEqual([
      'Apple',
      'Apple TV',
      'Bose',
      'Nintendo',
      'Samsung',
      'Sony',
    ]);
    expect(body.total).toBe(6);
  });

  it('pages with limit and offset while total counts every match', async () => {
    const body = (await alice.get('/api/v2/brands?order_by=-name&limit=2&offset=1')).json();
    expect(body.rows.map((row: { name: string }) => row.name)).toEqual(['Samsung', 'Nintendo']);
    expect(body.total).toBe(6);
  });

  it('searches with q, case-insensitively, and never across teams', async () => {
    expect((await alice.get('/api/v2/brands?q=APPLE')).json().total).toBe(2);
    expect((await alice.get('/api/v2/brands?q=secret')).json().total).toBe(0);
    expect((await alice.get('/api/v2/brands?q=50%25')).json().total).toBe(0);
  });

  it.each([
    ['eq', { name: 'Sony' }, ['Sony']],
    ['eq with operator', { name: { eq: 'Bose' } }, ['Bose']],
    ['ne', { name: { ne: 'Sony' } }, ['Apple', 'Apple TV', 'Bose', 'Nintendo', 'Samsung']],
    ['in', { name: { in: ['Sony', 'Bose'] } }, ['Bose', 'Sony']],
    ['nin', { name: { nin: ['Sony', 'Bose', 'Apple'] } }, ['Apple TV', 'Nintendo', 'Samsung']],
    ['like', { name: { like: 'sa' } }, ['Samsung']],
    ['gt/lt', { name: { gt: 'B', lt: 'O' } }, ['Bose', 'Nintendo']],
    ['gte/lte', { name: { gte: 'Nintendo', lte: 'Samsung' } }, ['Nintendo', 'Samsung']],
  ])('filters with %s', async (_name, where, expected) => {
    const body = (await alice.get(`/api/v2/brands?where=${encodeURIComponent(JSON.stringify(where))}`)).json();
    expect(body.rows.map((row: { name: string }) => row.name)).toEqual(expected);
  });

  it('filters null references', async () => {
    const root = (await alice.post('/api/v2/categories', { name: 'Electronics' })).json();
    await alice.post('/api/v2/categories', { name: 'Phones', parent_id: root.id });
    const roots = (await alice.get(`/api/v2/categories?where=${encodeURIComponent('{"parent_id":null}')}`)).json();
    expect(roots.rows.every((row: { parent_id: number | null }) => row.parent_id === null)).toBe(true);
    const children = (
      await alice.get(`/api/v2/categories?where=${encodeURIComponent(JSON.stringify({ parent_id: { null: false } }))}`)
    ).json();
    expect(children.rows.map((row: { name: string }) => row.name)).toEqual(['Phones']);
  });

  it('expands relations with `with`', async () => {
    const body = (
      await alice.get(`/api/v2/categories?with=parent&where=${encodeURIComponent('{"name":"Phones"}')}`)
    ).json();
    expect(body.rows[0].parent).toMatchObject({ name: 'Electronics' });
  });

  it.each([
    ['an unknown filter field', 'where={"colour":"red"}', "Unknown filter field 'colour' for brands"],
    ['an unknown operator', 'where={"name":{"near":"x"}}', "Unknown operator 'near' on name"],
    ['a bad type', 'where={"id":"abc"}', 'id must be a whole number'],
    ['broken JSON', 'where={oops', 'where must be a JSON object'],
    ['an unknown sort field', 'order_by=colour', "Cannot sort brands by 'colour'"],
    ['an unknown relation', 'with=owner', "Unknown relation 'owner' for brands"],
  ])('answers 400 naming %s', async (_name, query, message) => {
    const response = await alice.get(`/api/v2/brands?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('answers 400 for a limit over the maximum and for an unknown resource', async () => {
    expect((await alice.get('/api/v2/brands?limit=501')).statusCode).toBe(400);
    const unknown = await alice.get('/api/v2/unicorns');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Unknown resource 'unicorns'");
  });

  it('needs a signed-in caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/brands' })).statusCode).toBe(401);
  });
});

describe('GET/PUT/DELETE /api/v2/{resource}/{id}', () => {
  it('reads, updates with the full object and deletes a row', async () => {
    const created = (
      await alice.post('/api/v2/platforms', {
        name: 'eBay',
        url: 'https://www.ebay.com',
        fee_percent: 13.25,
        fee_fixed: '0.4',
      })
    ).json();
    expect(created.fee_percent).toBe('13.25');
    expect(created.fee_fixed).toBe('0.40');
    const negative = await alice.post('/api/v2/platforms', { name: 'Odd', fee_fixed: '-0.30' });
    expect(negative.statusCode).toBe(400);
    expect(Object.keys(negative.json().fieldErrors)).toEqual(['fee_fixed']);
    const read = await alice.get(`/api/v2/platforms/${created.id}`);
    expect(read.json()).toEqual(created);
    const updated = await alice.put(`/api/v2/platforms/${created.id}`, {
      ...created,
      name: 'eBay US',
      fee_percent: '12.9',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: created.id,
      name: 'eBay US',
      fee_percent: '12.90',
      created_at: created.created_at,
    });
    expect((await alice.delete(`/api/v2/platforms/${created.id}`)).statusCode).toBe(204);
    expect((await alice.get(`/api/v2/platforms/${created.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for another team’s row on get, update and delete, and leaves it alone', async () => {
    const bobs = (await bob.post('/api/v2/locations', { name: 'Bob’s garage' })).json();
    expect((await alice.get(`/api/v2/locations/${bobs.id}`)).statusCode).toBe(404);
    expect((await alice.put(`/api/v2/locations/${bobs.id}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await alice.delete(`/api/v2/locations/${bobs.id}`)).statusCode).toBe(404);
    expect((await bob.get(`/api/v2/locations/${bobs.id}`)).json().name).toBe('Bob’s garage');
  });

  it('refuses to delete a row others refer to, with a sentence naming them', async () => {
    const parent = (await alice.post('/api/v2/categories', { name: 'Audio' })).json();
    await alice.post('/api/v2/categories', { name: 'Headphones', parent_id: parent.id });
    await alice.post('/api/v2/categories', { name: 'Speakers', parent_id: parent.id });
    const response = await alice.delete(`/api/v2/categories/${parent.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Cannot delete this category: 2 categories sit under it.');
  });
});
