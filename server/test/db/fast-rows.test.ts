import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setApartOf, withFastRows } from '../../src/db/fast-rows.ts';
import { markColumn } from '../../src/resources/kit/keyset.ts';
import { parseListQuery } from '../../src/resources/kit/list-query.ts';
import { listPageQuery } from '../../src/resources/list-statements.ts';
import { RESOURCES } from '../../src/resource-registry.ts';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { FIXTURES, make } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let erin: Caller;

beforeAll(async () => {
  t = await buildTestApp();
  erin = (await signedInTeams(t, 1))[0]!;
  // Two rows of each (each fixture also makes what it refers to): times, money, empty values, computed columns.
  for (const name of Object.keys(FIXTURES)) for (let copy = 0; copy < 2; copy++) await make(erin, name);
});

afterAll(async () => {
  await t?.close();
});

describe('list rows mapped with decoders found once', () => {
  it.each(RESOURCES.map((definition) => [definition.contract.name, definition] as const))(
    '%s: the same rows as drizzle maps them',
    async (_name, definition) => {
      const parsed = parseListQuery(definition, {});
      const values = { team: erin.teamId, limit: 50, offset: 0 };
      const marks = parsed.order.map((_, index) => markColumn(index));
      const drizzles = await listPageQuery(t.database.db, definition, parsed).prepare('').execute(values);
      const fast = await withFastRows(listPageQuery(t.database.db, definition, parsed).prepare(''), marks).execute(
        values,
      );
      expect(drizzles.length).toBeGreaterThan(0);
      // The marks come apart from the row's keys, in their order.
      const withoutMarks = drizzles.map((row) =>
        Object.fromEntries(Object.entries(row).filter(([key]) => !marks.includes(key))),
      );
      expect(fast.map((row) => Object.fromEntries(Object.entries(row)))).toEqual(withoutMarks);
      expect(fast.map((row) => Object.keys(row))).toEqual(withoutMarks.map((row) => Object.keys(row)));
      expect(fast.map((row) => setApartOf(row))).toEqual(
        drizzles.map((row) => marks.map((key) => (row as Record<string, unknown>)[key])),
      );
    },
  );
});
