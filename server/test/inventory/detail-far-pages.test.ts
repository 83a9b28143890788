import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { inventoryDetailResponseSchema } from '@flipstack/contract';
import { signedInTeams, walkIds, type Caller } from '../helpers/callers.ts';
import { contractAnswer } from '../helpers/contract-answer.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let erin: Caller;
const ITEMS = 1_230;

type Page = { rows: { id: number; days_in_stock: number }[]; total: number };

/*
 * Pages past offset 1,000 in the second half of the list are read from its end (listDetailJson's farPage).
 * Checked against the same list walked from the start through /v2's after marks, and, by days in stock
 * (which /v2 cannot sort by), by walking every page and finding each item once, in order.
 */
beforeAll(async () => {
  t = await buildTestApp();
  [erin] = (await signedInTeams(t, 1)) as [Caller];
  const { db } = t.database;
  await db.execute(sql`insert into products (team_id, name) values (${erin.teamId}, 'Pixel 7')`);
  // Repeated costs and times so that the ties are broken by id; a tenth without a serial, the others out of id order; some sold.
  await db.execute(sql`
    insert into inventory_items (team_id, product_id, cost, status, serial_number, created_at)
    select ${erin.teamId}, (select id from products where team_id = ${erin.teamId}), (g % 17) * 5,
      case when g % 6 = 0 then 'sold' when g % 6 = 1 then 'listed' else 'in_stock' end,
      case when g % 10 = 0 then null else 'SN' || ((g * 37) % 1231) end,
      timestamptz '2026-01-01 00:00:00+00' + (g % 300) * interval '1 hour'
    from generate_series(1, ${ITEMS}) g`);
});
afterAll(() => t.close());

const detail = (query: string) =>
  contractAnswer(erin, `/api/inventory-items-detail?${query}`, inventoryDetailResponseSchema);

describe('GET /api/inventory-items-detail, deep pages', () => {
  it.each([
    ['', ''],
    ['order_by=serial_number', 'order_by=serial_number'],
    ['order_by=-cost', 'order_by=-cost'],
    ['order_by=created_at,-id', 'order_by=created_at,-id'],
    [
      'status=in_stock&status=listed&order_by=cost',
      `order_by=cost&where=${encodeURIComponent('{"status":{"in":["in_stock","listed"]}}')}`,
    ],
  ])('%s: every page past the middle holds the rows the list has there', async (query, v2Query) => {
    const expected = await walkIds(erin, `/api/v2/inventory-items?${v2Query}`);
    for (const [offset, limit] of [
      [1_000, 50],
      [1_101, 25],
      [expected.length - 50, 50],
      [expected.length - 7, 50],
      [expected.length - 1, 1],
      [expected.length, 50],
      [expected.length + 10_000, 50],
    ] as const) {
      const page = (await detail(`${query}&offset=${offset}&limit=${limit}`)) as Page;
      expect(page.total).toBe(expected.length);
      expect(
        page.rows.map((row) => row.id),
        `offset ${offset}`,
      ).toEqual(expected.slice(offset, offset + limit));
    }
  });

  it.each(['order_by=days_in_stock', 'order_by=-days_in_stock'])(
    '%s: the pages from first to last hold every item once, in order',
    async (query) => {
      const seen: Page['rows'] = [];
      for (let offset = 0; offset < ITEMS; offset += 100) {
        seen.push(...((await detail(`${query}&offset=${offset}&limit=100`)) as Page).rows);
      }
      expect(new Set(seen.map((row) => row.id)).size).toBe(ITEMS);
      const days = seen.map((row) => row.days_in_stock);
      const sorted = [...days].sort((a, b) => (query.includes('-') ? b - a : a - b));
      expect(days).toEqual(sorted);
    },
  );
});
