import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { inventoryDetailResponseSchema } from '@flipstack/contract';
import { rowsOf } from '../../src/db/raw.ts';
import { inventoryIdsByOffset, signedInTeams, type Caller } from '../helpers/callers.ts';
import { contractAnswer } from '../helpers/contract-answer.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertMixedItems } from '../helpers/mixed-items.ts';

let t: TestApp;
let erin: Caller;
let frank: Caller;
const ITEMS = 2_345;

type Page = { rows: { id: number }[]; total: number; next_after?: string };

/*
 * GET /inventory-items-detail?after=: the inventory screen's next page starts past the last row of the
 * page before it. Walked from the first page to the last through the marks, a list holds the rows its
 * pages by offset hold, in the same order: ties on every sort field, empty values on both sides of a
 * mark, and by days in stock the merge of the sold items (a sixth, their sale dates set) and the others.
 */
beforeAll(async () => {
  t = await buildTestApp();
  [erin, frank] = (await signedInTeams(t, 2)) as [Caller, Caller];
  const { db } = t.database;
  await db.execute(sql`
    insert into products (team_id, name) values (${erin.teamId}, 'Pixel 7'), (${erin.teamId}, 'Galaxy S23'),
      (${frank.teamId}, 'Lumix G9')`);
  await insertMixedItems(db, erin.teamId, ITEMS);
  await db.execute(sql`
    insert into inventory_items (team_id, product_id, cost, status, created_at)
    select ${frank.teamId}, (select id from products where team_id = ${frank.teamId}), 10, 'in_stock',
      timestamptz '2026-01-01 00:00:00+00' + g * interval '1 hour'
    from generate_series(1, 30) g`);
});
afterAll(() => t.close());

const detail = async (caller: Caller, query: string) =>
  (await contractAnswer(caller, `/api/inventory-items-detail?${query}`, inventoryDetailResponseSchema)) as Page;

/** The list's pages from the first, each past the mark of the one before it; every page's total and mark. */
async function walkMarks(caller: Caller, query: string, limit: number) {
  const pages: Page[] = [];
  let after = '';
  // Bounded: a mark that went nowhere would give the same page again and again.
  while (pages.length <= ITEMS / limit + 1) {
    const page = await detail(caller, `${query}&limit=${limit}${after}`);
    pages.push(page);
    if (!page.next_after) break;
    after = `&after=${page.next_after}`;
  }
  return { ids: pages.flatMap((page) => page.rows.map((row) => row.id)), pages };
}

/** The time a days-in-stock mark counts the unsold items' wait to: its first value. */
const countedTo = (mark: string) => (JSON.parse(Buffer.from(mark, 'base64url').toString('utf8')) as string[])[1]!;

describe('GET /api/inventory-items-detail past a mark', () => {
  it.each([
    '',
    'order_by=cost',
    'order_by=-cost',
    'order_by=serial_number',
    'order_by=-sold_at',
    'order_by=product_name',
    'order_by=created_at,-id',
    'status=in_stock,listed&order_by=cost',
    'q=SN1&order_by=-cost',
  ])('%s: the pages past each mark hold the list by offset, in order', async (query) => {
    const expected = await inventoryIdsByOffset(erin, query);
    const { ids, pages } = await walkMarks(erin, query, 37);
    expect(ids).toEqual(expected);
    expect(pages.every((page) => page.total === expected.length)).toBe(true);
    expect(pages.at(-1)!.next_after).toBeUndefined();
  });

  it.each([
    'order_by=days_in_stock',
    'order_by=-days_in_stock',
    'order_by=-days_in_stock,cost',
    'status=sold,listed&order_by=days_in_stock,-id',
  ])('%s: the pages hold every item once, by its wait counted to the time of the first page', async (query) => {
    const { ids, pages } = await walkMarks(erin, query, 41);
    const to = countedTo(pages[0]!.next_after!);
    const order = new URLSearchParams(query).get('order_by')!;
    const descending = order.startsWith('-') ? sql`desc` : sql`asc`;
    const statuses = new URLSearchParams(query).get('status')?.split(',') ?? ['in_stock', 'listed', 'sold'];
    const then = order.includes('cost')
      ? sql`cost asc nulls first, id asc`
      : sql`id ${order.endsWith('-id') ? sql`desc` : descending}`;
    const expected = await rowsOf<{ id: number }>(
      t.database.db,
      sql`select id from inventory_items where team_id = ${erin.teamId} and status = any(${sql.param(statuses)}::text[])
          order by coalesce(sold_at, ${to}::timestamptz) - stocked_at ${descending}, ${then}`,
    );
    expect(ids).toEqual(expected.map((row) => row.id));
    // Every page past a mark counts to the same time.
    expect(new Set(pages.slice(0, -1).map((page) => countedTo(page.next_after!)))).toEqual(new Set([to]));
  });

  it('applies an offset after the mark, and gives marks from a page reached by a deep offset', async () => {
    const expected = await inventoryIdsByOffset(erin, 'order_by=-cost');
    const first = await detail(erin, 'order_by=-cost&limit=50');
    const skipped = await detail(erin, `order_by=-cost&limit=5&offset=10&after=${first.next_after}`);
    expect(skipped.rows.map((row) => row.id)).toEqual(expected.slice(60, 65));
    for (const offset of [1_100, 2_000, ITEMS - 60]) {
      const deep = await detail(erin, `order_by=-cost&limit=50&offset=${offset}`);
      const next = await detail(erin, `order_by=-cost&limit=50&after=${deep.next_after}`);
      expect(
        next.rows.map((row) => row.id),
        `offset ${offset}`,
      ).toEqual(expected.slice(offset + 50, offset + 100));
    }
    const last = await detail(erin, `order_by=-cost&limit=50&offset=${ITEMS - 50}`);
    expect(last.next_after).toBeUndefined();
  });

  it('reads a mark in its own team only', async () => {
    const erinsPage = await detail(erin, 'limit=5');
    const franks = await detail(frank, `limit=50&after=${erinsPage.next_after}`);
    const teams = await rowsOf<{ team_id: number }>(
      t.database.db,
      sql`select distinct team_id from inventory_items where id = any(${sql.param(franks.rows.map((row) => row.id))}::int[])`,
    );
    expect(teams.map((row) => row.team_id)).toEqual(franks.rows.length > 0 ? [frank.teamId] : []);
  });

  it.each([
    [
      'a mark of another order',
      async () => (await detail(erin, 'order_by=cost&limit=5')).next_after!,
      'order_by=-cost',
    ],
    ['text that is no mark', async () => 'not-a-mark', ''],
    [
      'a days-in-stock mark whose wait is no interval',
      async () =>
        Buffer.from(JSON.stringify(['counted_to,days_in_stock,id', '2026-01-01', 'soon', '1'])).toString('base64url'),
      'order_by=days_in_stock',
    ],
  ])('answers 400 for %s', async (_, mark, query) => {
    const response = await erin.get(`/api/inventory-items-detail?${query}&after=${await mark()}`);
    expect(response.statusCode).toBe(400);
  });
});
