import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { signedInTeams, type Caller, where } from '../helpers/callers.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let alice: Caller;
let bob: Caller;

type Page = { rows: { id: number }[]; total: number; next_after?: string };

beforeAll(async () => {
  t = await buildTestApp();
  [alice, bob] = (await signedInTeams(t, 2)) as [Caller, Caller];
  // 47 products: repeated names and prices, a fifth without a price, and created_at values that tie
  // exactly or differ only in their microseconds (which the rows' times, to the millisecond, do not show).
  await t.database.db.execute(sql`
    insert into products (team_id, name, msrp, created_at)
    select ${alice.teamId}, 'Product ' || (g % 7), case when g % 5 = 0 then null else (g % 9) * 10.5 end,
      timestamptz '2026-03-01 10:00:00.123456+00' + (g % 4) * interval '1 microsecond' + (g % 3) * interval '1 day'
    from generate_series(1, 47) g`);
  await t.database.db.execute(sql`insert into products (team_id, name) values (${bob.teamId}, 'Bob''s only')`);
});
afterAll(() => t.close());

/** Every page of a list walked with `after`, and the ids in the order they came. */
async function walk(caller: Caller, query: string, limit: number): Promise<{ ids: number[]; pages: Page[] }> {
  const pages: Page[] = [];
  let after: string | undefined;
  do {
    const response = await caller.get(
      `/api/v2/products?${query}&limit=${limit}${after ? `&after=${encodeURIComponent(after)}` : ''}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<Page>();
    pages.push(page);
    after = page.next_after;
  } while (after && pages.length < 100);
  return { ids: pages.flatMap((page) => page.rows.map((row) => row.id)), pages };
}

const oneList = async (query: string) =>
  (await alice.get(`/api/v2/products?${query}&limit=500`)).json<Page>().rows.map((row) => row.id);

describe('GET /api/v2/{resource}?after=', () => {
  it.each([
    'order_by=',
    'order_by=name',
    'order_by=-name',
    'order_by=msrp',
    'order_by=-msrp',
    'order_by=created_at',
    'order_by=-created_at',
    'order_by=-msrp,name',
    'order_by=name,-msrp,-id',
    'order_by=id',
    `order_by=-created_at&${where({ msrp: { gt: 20 } })}`,
    'order_by=-msrp&q=Product 3',
  ])('walks %s page by page in the order of one long page, no row twice or missed', async (query) => {
    const expected = await oneList(query);
    for (const limit of [1, 4, 10]) {
      const { ids, pages } = await walk(alice, query, limit);
      expect(ids, `limit ${limit}`).toEqual(expected);
      // Only a page with rows after it gives a mark: the last page has none, and no page is empty.
      expect(pages.every((page) => page.rows.length > 0 || expected.length === 0)).toBe(true);
      expect(pages.at(-1)!.next_after).toBeUndefined();
      expect(pages.every((page) => page.total === expected.length)).toBe(true);
    }
  });

  it('answers rows without the mark columns, and no next_after when the page holds the rest', async () => {
    const page = (await alice.get('/api/v2/products?limit=10')).json<Page>();
    expect(Object.keys(page.rows[0]!).some((key) => key.startsWith('__'))).toBe(false);
    expect(page.next_after).toEqual(expect.any(String));
    expect((await alice.get('/api/v2/products?limit=47')).json<Page>().next_after).toBeUndefined();
  });

  it('takes offset after the mark, and a mark past the last row gives an empty page', async () => {
    const expected = await oneList('order_by=-msrp');
    const first = (await alice.get('/api/v2/products?order_by=-msrp&limit=5')).json<Page>();
    const skipped = (
      await alice.get(`/api/v2/products?order_by=-msrp&limit=5&offset=3&after=${first.next_after}`)
    ).json<Page>();
    expect(skipped.rows.map((row) => row.id)).toEqual(expected.slice(8, 13));
    const last = (await alice.get(`/api/v2/products?order_by=-msrp&limit=1&offset=46`)).json<Page>();
    expect(last.rows.map((row) => row.id)).toEqual(expected.slice(46));
    const beforeLast = (await alice.get(`/api/v2/products?order_by=-msrp&limit=1&offset=45`)).json<Page>();
    const end = (await alice.get(`/api/v2/products?order_by=-msrp&after=${beforeLast.next_after}`)).json<Page>();
    expect(end.rows.map((row) => row.id)).toEqual(expected.slice(46));
  });

  it.each(['-msrp', 'msrp', '-msrp,name'])(
    'by %s (a field with empty values), takes any offset from any mark, across the empty values’ edge',
    async (order) => {
      // Past a mark before the edge, the page is read as the rest of the mark's side and then the other
      // side from its start; an offset that the first side cannot fill goes on into the second.
      const expected = await oneList(`order_by=${order}`);
      const { pages } = await walk(alice, `order_by=${order}`, 1);
      for (const [index, page] of pages.slice(0, -1).entries()) {
        for (const offset of [0, 1, 3, 9, 20]) {
          const response = await alice.get(
            `/api/v2/products?order_by=${order}&limit=4&offset=${offset}&after=${page.next_after}`,
          );
          const ids = response.json<Page>().rows.map((row) => row.id);
          expect(ids, `after row ${index}, offset ${offset}`).toEqual(
            expected.slice(index + 1 + offset, index + 5 + offset),
          );
        }
      }
    },
  );

  it("is a position, not a key to another team's rows", async () => {
    const page = (await alice.get('/api/v2/products?order_by=-name&limit=1')).json<Page>();
    const bobs = (await bob.get(`/api/v2/products?order_by=-name&after=${page.next_after}`)).json<Page>();
    expect(bobs.rows.map((row) => (row as { name?: string }).name)).toEqual(["Bob's only"]);
  });

  it.each([
    ['text that is not a mark', 'not-a-mark'],
    ['a mark of another order', 'order_by=-name'],
    ['a mark of the wrong length', ['-msrp,-id', '10.50']],
    ['an empty value where there is always one', ['-msrp,-id', null, null]],
    ['a value that is not text', ['-msrp,-id', 10.5, '3']],
    ['a NUL in a value', ['-msrp,-id', '1\u0000', '3']],
  ])('answers 400 on the after field for %s', async (_name, mark) => {
    let after: string;
    if (typeof mark === 'string' && mark.startsWith('order_by=')) {
      after = (await alice.get(`/api/v2/products?${mark}&limit=1`)).json<Page>().next_after!;
    } else if (typeof mark === 'string') after = mark;
    else after = Buffer.from(JSON.stringify(mark)).toString('base64url');
    const response = await alice.get(`/api/v2/products?order_by=-msrp&after=${encodeURIComponent(after)}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty('after');
  });

  it('answers 400, not 500, for a value its field cannot hold', async () => {
    const after = Buffer.from(JSON.stringify(['-created_at,-id', 'yesterday-ish', '3'])).toString('base64url');
    const response = await alice.get(`/api/v2/products?order_by=-created_at&after=${after}`);
    expect(response.statusCode, response.body).toBe(400);
  });
});
