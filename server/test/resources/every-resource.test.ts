import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/resource-registry.ts';
import { signedInTeams, type Caller, where } from '../helpers/callers.ts';
import { FIXTURES } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let alice: Caller;
let bob: Caller;

beforeAll(async () => {
  t = await buildTestApp();
  [alice, bob] = (await signedInTeams(t, 2)) as [Caller, Caller];
});
afterAll(() => t.close());

it('has a fixture for every registered resource, and 21 resources in all', () => {
  expect(RESOURCES.map((definition) => definition.contract.name).sort()).toEqual(Object.keys(FIXTURES).sort());
  expect(RESOURCES).toHaveLength(21);
});

describe.each(RESOURCES.map((definition) => [definition.contract.name, definition] as const))(
  '/api/v2/%s',
  (name, definition) => {
    const fixture = FIXTURES[name]!;
    const url = `/api/v2/${name}`;

    it('creates, reads, lists, updates and deletes a row', async () => {
      const input = await fixture.create(alice);
      const created = await alice.post(url, input);
      expect(created.statusCode, created.body).toBe(201);
      const row = created.json();
      expect(definition.contract.row.safeParse(row).success).toBe(true);
      expect(row).not.toHaveProperty('team_id');

      expect((await alice.get(`${url}/${row.id}`)).json()).toEqual(row);
      const listed = (await alice.get(`${url}?${where({ id: row.id })}`)).json();
      expect(listed.rows).toEqual([row]);
      expect(listed.total).toBe(1);

      const change = await fixture.change(alice);
      const updated = await alice.put(`${url}/${row.id}`, { ...input, ...change });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json()).toMatchObject({ id: row.id, created_at: row.created_at, ...change });
      // The web saves a form by sending back the row it read, computed and read-only fields included.
      const roundTrip = await alice.put(`${url}/${row.id}`, updated.json());
      expect(roundTrip.statusCode, roundTrip.body).toBe(200);
      expect({ ...roundTrip.json(), updated_at: null }).toEqual({ ...updated.json(), updated_at: null });

      expect((await alice.delete(`${url}/${row.id}`)).statusCode).toBe(204);
      expect((await alice.get(`${url}/${row.id}`)).statusCode).toBe(404);
    });

    it('answers 404 to another team on get, update and delete, and never lists the row for it', async () => {
      const input = await fixture.create(alice);
      const row = (await alice.post(url, input)).json();
      expect((await bob.get(`${url}/${row.id}`)).statusCode).toBe(404);
      expect((await bob.put(`${url}/${row.id}`, input)).statusCode).toBe(404);
      expect((await bob.delete(`${url}/${row.id}`)).statusCode).toBe(404);
      const bobsList = (await bob.get(`${url}?limit=500`)).json();
      expect(bobsList.rows.map((other: { id: number }) => other.id)).not.toContain(row.id);
      expect((await bob.get(`${url}/export.csv?${where({ id: row.id })}`)).body.trim().split('\r\n')).toHaveLength(1);
      expect((await alice.get(`${url}/${row.id}`)).json()).toEqual(row);
    });

    it('expands every relation with `with`', async () => {
      const row = (await alice.post(url, await fixture.create(alice))).json();
      const relations = definition.contract.relations;
      const read = await alice.get(`${url}/${row.id}?with=${relations.join(',')}`);
      expect(read.statusCode, read.body).toBe(200);
      for (const relation of relations) expect(read.json()).toHaveProperty(relation);
      const listed = await alice.get(`${url}?with=${relations.join(',')}&${where({ id: row.id })}`);
      for (const relation of relations) expect(listed.json().rows[0]).toHaveProperty(relation);
    });

    it('sorts by every sortable field and filters on every filterable one', async () => {
      const { sortable, filterable } = definition.contract;
      for (const field of sortable) {
        const response = await alice.get(`${url}?order_by=-${field}`);
        expect(response.statusCode, `${field}: ${response.body}`).toBe(200);
      }
      for (const field of filterable) {
        const response = await alice.get(`${url}?${where({ [field]: { null: false } })}`);
        expect(response.statusCode, `${field}: ${response.body}`).toBe(200);
      }
      expect((await alice.get(`${url}?q=zzz-nothing-matches`)).json().total).toBe(0);
    });

    it('answers 400 with field messages for an empty body', async () => {
      const response = await alice.post(url, {});
      if (name === 'chats') return expect(response.statusCode).toBe(201);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fieldErrors ?? {}).length).toBeGreaterThan(0);
    });
  },
);
