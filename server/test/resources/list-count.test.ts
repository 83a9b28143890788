import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP } from '@flipstack/contract';
import { signedInTeams, where, type Caller } from '../helpers/callers.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let big: Caller;
let small: Caller;

beforeAll(async () => {
  t = await buildTestApp();
  [big, small] = (await signedInTeams(t, 2)) as [Caller, Caller];
  await t.app.db.execute(
    sql`insert into brands (team_id, name) select ${big.teamId}, 'Brand ' || g from generate_series(1, ${LIST_COUNT_CAP + 50}) g`,
  );
  await t.app.db.execute(sql`insert into brands (team_id, name) values (${small.teamId}, 'Only one')`);
});
afterAll(() => t.close());

describe('list totals', () => {
  it('stop counting past LIST_COUNT_CAP and say the total is a lower bound', async () => {
    const page = await big.get('/api/v2/brands?limit=5');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: LIST_COUNT_CAP, total_is_estimate: true });
    expect(page.json().rows).toHaveLength(5);
    // The last page the count reaches still answers rows.
    const deep = await big.get(`/api/v2/brands?limit=50&offset=${LIST_COUNT_CAP}`);
    expect(deep.json().rows).toHaveLength(50);
  });

  it('are exact, without the flag, up to the cap: a filter, another team', async () => {
    const filtered = await big.get(`/api/v2/brands?${where({ name: { like: 'Brand 1000' } })}`);
    // Brand 1000, 10000..10009
    expect(filtered.json()).toEqual(expect.objectContaining({ total: 11 }));
    expect(filtered.json()).not.toHaveProperty('total_is_estimate');
    const exactly = await big.get(`/api/v2/brands?${where({ id: { lte: 0 } })}`);
    expect(exactly.json()).toEqual({ rows: [], total: 0 });
    expect((await small.get('/api/v2/brands')).json()).toMatchObject({ total: 1 });
  });

  it('are read off a page that is not full, exact past the cap too, and counted when an offset overshoots', async () => {
    const all = LIST_COUNT_CAP + 50;
    const last = await big.get(`/api/v2/brands?limit=50&offset=${all - 20}`);
    expect(last.json().rows).toHaveLength(20);
    expect(last.json()).toMatchObject({ total: all });
    expect(last.json()).not.toHaveProperty('total_is_estimate');
    // The one row asked past a page says whether the page is the last, full or not.
    const fullLast = await big.get(`/api/v2/brands?limit=20&offset=${all - 20}`);
    expect(fullLast.json()).toMatchObject({ total: all });
    const oneBefore = await big.get(`/api/v2/brands?limit=20&offset=${all - 21}`);
    expect(oneBefore.json()).toMatchObject({ total: LIST_COUNT_CAP, total_is_estimate: true });
    const past = await big.get(`/api/v2/brands?limit=50&offset=${all + 5}`);
    expect(past.json()).toMatchObject({ rows: [], total: LIST_COUNT_CAP, total_is_estimate: true });
    const beyond = await small.get('/api/v2/brands?offset=3');
    expect(beyond.json()).toEqual({ rows: [], total: 1 });
    // A page past an `after` mark tells nothing of the rows before it: the count still runs.
    const first = (await big.get('/api/v2/brands?limit=2')).json<{ next_after: string }>();
    const afterMark = await big.get(`/api/v2/brands?limit=50&after=${encodeURIComponent(first.next_after)}`);
    expect(afterMark.json()).toMatchObject({ total: LIST_COUNT_CAP, total_is_estimate: true });
    const filtered = `${where({ name: { like: 'Brand 1000' } })}`;
    const filteredFirst = (await big.get(`/api/v2/brands?limit=10&${filtered}`)).json<{ next_after: string }>();
    const filteredRest = await big.get(
      `/api/v2/brands?limit=10&${filtered}&after=${encodeURIComponent(filteredFirst.next_after)}`,
    );
    expect(filteredRest.json()).toMatchObject({ rows: [expect.anything()], total: 11 });
  });

  it('come from statements kept per shape that still answer each team its own rows, long filters too', async () => {
    // The same shape, kept once and run for both teams in turn.
    for (let round = 0; round < 2; round += 1) {
      expect((await small.get('/api/v2/brands?limit=3')).json()).toMatchObject({
        total: 1,
        rows: [{ name: 'Only one' }],
      });
      const bigPage = (await big.get('/api/v2/brands?limit=3')).json<{ rows: { name: string }[] }>();
      expect(bigPage.rows).toHaveLength(3);
      expect(bigPage.rows.every((row) => row.name.startsWith('Brand '))).toBe(true);
    }
    // A filter too long to keep (a thousand ids) is built for its call and answers the same.
    const ownId = (await small.get('/api/v2/brands')).json<{ rows: { id: number }[] }>().rows[0]!.id;
    const ids = [ownId, ...Array.from({ length: 999 }, (_, index) => 1_000_000 + index)];
    for (let round = 0; round < 2; round += 1) {
      const page = await small.get(`/api/v2/brands?${where({ id: { in: ids } })}`);
      expect(page.json()).toMatchObject({ total: 1, rows: [{ id: ownId, name: 'Only one' }] });
    }
  });
});
