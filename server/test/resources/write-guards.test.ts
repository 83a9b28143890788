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

// Rows of a file's tests share its database: each test names its own brands.
const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

describe('a brand’s name', () => {
  it('is refused on the name when the team has a brand of that name in any case', async () => {
    const name = unique('Sony');
    expect((await alice.post('/api/v2/brands', { name })).statusCode).toBe(201);
    const second = await alice.post('/api/v2/brands', { name: `  ${name.toUpperCase()} ` });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: `A brand named '${name}' already exists.`,
      fieldErrors: { name: `A brand named '${name}' already exists.` },
    });
    // Another team's brands are its own.
    expect((await bob.post('/api/v2/brands', { name })).statusCode).toBe(201);
  });

  it('may be written again by its own brand, in another case too, and not renamed to another’s', async () => {
    const name = unique('Nintendo');
    const own = (await alice.post('/api/v2/brands', { name })).json<{ id: number }>();
    const other = (await alice.post('/api/v2/brands', { name: unique('Sega') })).json<{ id: number }>();
    expect((await alice.put(`/api/v2/brands/${own.id}`, { id: own.id, name: name.toUpperCase() })).statusCode).toBe(
      200,
    );
    const renamed = await alice.put(`/api/v2/brands/${other.id}`, { name: name.toLowerCase() });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().fieldErrors).toEqual({ name: `A brand named '${name.toUpperCase()}' already exists.` });
  });

  it('is taken by one of two writes of the same name at once', async () => {
    const name = unique('Apple');
    const answers = await Promise.all([1, 2, 3].map(() => alice.post('/api/v2/brands', { name })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400]);
    const list = await alice.get(`/api/v2/brands?q=${encodeURIComponent(name)}`);
    expect(list.json().total).toBe(1);
  });
});

describe('PUT /api/v2/{resource}/{id}', () => {
  it('answers 400 on the id when the body names another row, and changes nothing', async () => {
    const name = unique('Canon');
    const brand = (await alice.post('/api/v2/brands', { name })).json<{ id: number }>();
    const response = await alice.put(`/api/v2/brands/${brand.id}`, { id: brand.id + 1, name: unique('Nikon') });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { id: `The id in the body (${brand.id + 1}) is not the id in the address (${brand.id}).` },
    });
    expect((await alice.get(`/api/v2/brands/${brand.id}`)).json().name).toBe(name);
  });

  it('takes the body’s own id, as a number or as text, or none', async () => {
    const seller = (await alice.post('/api/v2/sellers', { name: unique('Elm St') })).json<{ id: number }>();
    for (const id of [seller.id, String(seller.id), undefined, null]) {
      const response = await alice.put(`/api/v2/sellers/${seller.id}`, { id, name: unique('Elm St') });
      expect(response.statusCode, JSON.stringify(id)).toBe(200);
    }
    const text = await alice.put(`/api/v2/sellers/${seller.id}`, { id: 'abc', name: 'x' });
    expect(text.statusCode).toBe(400);
    expect(text.json().fieldErrors).toHaveProperty('id');
  });
});
