import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/raw.ts';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { make } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const onPostgres = process.env['TEST_DATABASE'] === 'postgres';

/** Two writers that lock the same rows in opposite orders deadlock; PostgreSQL rolls one back, and we run it again. */
describe.skipIf(!onPostgres)('a transaction rolled back by a deadlock', () => {
  let t: TestApp;
  let caller: Caller;
  beforeAll(async () => {
    t = await buildTestApp();
    [caller] = (await signedInTeams(t, 1)) as [Caller];
  });
  afterAll(() => t.close());

  it('runs again and both writers succeed', async () => {
    const [first, second] = [await make(caller, 'brands'), await make(caller, 'brands')];
    let attempts = 0;
    let arrived = 0;
    let bothHoldOne!: () => void;
    const barrier = new Promise<void>((resolve) => (bothHoldOne = resolve));

    const writer = (ids: [number, number], name: string) =>
      t.database.db.transaction(async (tx) => {
        attempts += 1;
        await tx.execute(sql`update brands set name = ${name} where id = ${ids[0]}`);
        if ((arrived += 1) === 2) bothHoldOne();
        await barrier;
        await tx.execute(sql`update brands set name = ${name} where id = ${ids[1]}`);
      });

    await Promise.all([writer([first, second], 'one'), writer([second, first], 'two')]);
    expect(attempts).toBe(3);
    const names = await rowsOf<{ name: string }>(
      t.database.db,
      sql`select name from brands where id in (${first}, ${second})`,
    );
    expect(new Set(names.map((row) => row.name)).size).toBe(1);
  });
});
