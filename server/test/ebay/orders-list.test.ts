import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP } from '@flipstack/contract';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { make } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let alice: Caller;
let bob: Caller;

beforeAll(async () => {
  t = await buildTestApp();
  [alice, bob] = (await signedInTeams(t, 2)) as [Caller, Caller];
});
afterAll(() => t.close());

type Order = {
  order_id: string;
  account_id: number;
  created_on_ebay_at: string;
  total: string;
  lines: { title: string; inventory_item: unknown }[];
};
type Orders = { rows: Order[]; total: number; total_is_estimate?: true; next_after?: string };

/**
 * `count` orders of `caller`'s team, made in SQL (the fake eBay makes a few a second), order n created n
 * minutes ago: one line each, titled 'Sony headphones' (every third 'Pixel phone'), every tenth line waiting
 * for its item, every 25th order cancelled. Buyer n % 7, order numbers 12-00000n.
 */
async function seedOrders(caller: Caller, count: number): Promise<void> {
  const account = await make(caller, 'accounts');
  const item = await make(caller, 'inventory-items');
  await t.database.db.execute(sql`
    insert into ebay_orders (team_id, account_id, order_id, cancel_state, buyer_username, created_on_ebay_at,
      modified_on_ebay_at, subtotal, shipping, taxes, marketplace_fee, total, raw)
    select ${caller.teamId}, ${account}, '12-' || lpad(n::text, 6, '0'),
      case when n % 25 = 0 then 'CANCELED' else 'NONE_REQUESTED' end, 'buyer_' || (n % 7),
      now() - make_interval(mins => n), now(), 10, 0, 0, 1, 10, '{}'::jsonb
    from generate_series(1, ${count}) n`);
  await t.database.db.execute(sql`
    insert into ebay_order_lines (team_id, ebay_order_id, line_item_id, sku, title, quantity, price, inventory_item_id)
    select team_id, id, 'L' || id, 'SKU-' || order_id,
      case when substr(order_id, 4)::int % 3 = 0 then 'Pixel phone' else 'Sony headphones' end, 1, 10,
      case when substr(order_id, 4)::int % 10 = 0 then null else ${item}::int end
    from ebay_orders where team_id = ${caller.teamId}`);
}

const list = async (caller: Caller, query = '') => {
  const response = await caller.get(`/api/ebay/orders?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Orders>();
};
const numbers = (answer: Orders) => answer.rows.map((row) => row.order_id);

describe('GET /api/ebay/orders at a team’s scale', () => {
  beforeAll(() => seedOrders(alice, LIST_COUNT_CAP + 500));

  it('pages newest first, counting up to the cap, and gives the exact count on the last page', async () => {
    const first = await list(alice, 'limit=3');
    expect(numbers(first)).toEqual(['12-000001', '12-000002', '12-000003']);
    expect([first.total, first.total_is_estimate]).toEqual([LIST_COUNT_CAP, true]);
    const last = await list(alice, `limit=25&offset=${LIST_COUNT_CAP + 490}`);
    expect(numbers(last)).toEqual([
      '12-010491',
      '12-010492',
      '12-010493',
      '12-010494',
      '12-010495',
      '12-010496',
      '12-010497',
      '12-010498',
      '12-010499',
      '12-010500',
    ]);
    expect([last.total, last.total_is_estimate]).toEqual([LIST_COUNT_CAP + 500, undefined]);
    expect(await list(bob)).toEqual({ rows: [], total: 0 });
  });

  it('reads each next page past the mark of the page before it, filters and all', async () => {
    const first = await list(alice, 'show=to_match&limit=2');
    const second = await list(alice, `show=to_match&limit=2&after=${first.next_after}`);
    expect([numbers(second), second.total]).toEqual([['12-000030', '12-000040'], 1050 - 210]);
    const skipping = await list(alice, `show=to_match&limit=2&offset=2&after=${first.next_after}`);
    expect(numbers(skipping)).toEqual(['12-000060', '12-000070']);
    const last = await list(alice, `limit=3&offset=${LIST_COUNT_CAP + 496}`);
    expect([numbers(last), last.next_after]).toEqual([['12-010497', '12-010498', '12-010499'], expect.any(String)]);
    const end = await list(alice, `limit=3&after=${last.next_after}`);
    expect([numbers(end), end.next_after, end.total]).toEqual([['12-010500'], undefined, LIST_COUNT_CAP]);
    const bad = await alice.get('/api/ebay/orders?after=bm90IGEgbWFyaw');
    expect([bad.statusCode, bad.json().fieldErrors]).toEqual([
      400,
      { after: "after must be a page's next_after from this list in the same order_by" },
    ]);
  });

  it('shows the orders to match, matched and cancelled, exactly counted', async () => {
    // Every tenth waits (1,050), less the cancelled among them (every 50th: 210).
    const toMatch = await list(alice, 'show=to_match&limit=2');
    expect([numbers(toMatch), toMatch.total]).toEqual([['12-000010', '12-000020'], 1050 - 210]);
    expect(toMatch.rows[0]!.lines[0]!.inventory_item).toBeNull();
    const cancelled = await list(alice, 'show=cancelled&limit=1');
    expect([numbers(cancelled), cancelled.total]).toEqual([['12-000025'], 420]);
    const matched = await list(alice, 'show=matched&limit=2');
    expect([numbers(matched), matched.total_is_estimate]).toEqual([['12-000001', '12-000002'], undefined]);
    expect(matched.total).toBe(LIST_COUNT_CAP + 500 - 420 - (1050 - 210));
  });

  it('filters by account and by when the order was made, each filter answering for its own values', async () => {
    const [newest] = (await list(alice, 'limit=1')).rows;
    const other = await make(alice, 'accounts');
    expect(numbers(await list(alice, `account_id=${newest!.account_id}&limit=2`))).toEqual(['12-000001', '12-000002']);
    expect(await list(alice, `account_id=${other}`)).toEqual({ rows: [], total: 0 });
    // Order n was made n - 1 minutes before the newest.
    const minutesBefore = (minutes: number) =>
      new Date(Date.parse(newest!.created_on_ebay_at) - minutes * 60_000).toISOString();
    const between = async (from: number, to: number) =>
      list(alice, `from=${minutesBefore(from)}&to=${minutesBefore(to)}&limit=25`);
    const older = await between(9.5, 4.5);
    expect([numbers(older), older.total]).toEqual([
      ['12-000006', '12-000007', '12-000008', '12-000009', '12-000010'],
      5,
    ]);
    expect(numbers(await between(2.5, -0.5))).toEqual(['12-000001', '12-000002', '12-000003']);
    expect(numbers(await list(alice, `from=${minutesBefore(1.5)}&limit=25`))).toEqual(['12-000001', '12-000002']);
  });

  it('takes `to` as the API wrote a time, to its millisecond, and a day as the whole day', async () => {
    const third = (await list(alice, 'limit=3')).rows[2]!;
    // Stored to the microsecond; up to the time the API answers for it, the order is in.
    expect(numbers(await list(alice, `to=${third.created_on_ebay_at}&limit=1`))).toEqual(['12-000003']);
    expect(numbers(await list(alice, `from=${third.created_on_ebay_at}&to=${third.created_on_ebay_at}`))).toEqual([
      '12-000003',
    ]);
    // Up to the day before the newest order's: the first order made before that day's midnight.
    const newest = (await list(alice, 'limit=1')).rows[0]!.created_on_ebay_at;
    const day = newest.slice(0, 10);
    const dayBefore = new Date(Date.parse(day) - 86_400_000).toISOString().slice(0, 10);
    const lastOfDayBefore = Math.floor((Date.parse(newest) - Date.parse(day)) / 60_000) + 2;
    expect(numbers(await list(alice, `to=${dayBefore}&limit=1`))).toEqual([
      `12-${String(lastOfDayBefore).padStart(6, '0')}`,
    ]);
    expect(numbers(await list(alice, `from=${day}&to=${day}&limit=1`))).toEqual(['12-000001']);
    const refused = await alice.get('/api/ebay/orders?to=2026-02-30');
    expect(refused.statusCode).toBe(400);
  });

  it('finds orders by number, buyer, line title or SKU, whether the term is rare or in most orders', async () => {
    expect(numbers(await list(alice, 'q=12-000123'))).toEqual(['12-000123']);
    expect(numbers(await list(alice, 'q=sku-12-00024'))).toEqual([
      '12-000240',
      '12-000241',
      '12-000242',
      '12-000243',
      '12-000244',
      '12-000245',
      '12-000246',
      '12-000247',
      '12-000248',
      '12-000249',
    ]);
    const buyer = await list(alice, 'q=BUYER_3&limit=2');
    expect([numbers(buyer), buyer.total]).toEqual([['12-000003', '12-000010'], 1500]);
    const pixel = await list(alice, 'q=pixel&limit=2');
    expect([numbers(pixel), pixel.total]).toEqual([['12-000003', '12-000006'], 3500]);
    const sony = await list(alice, 'q=sony&limit=3');
    expect([numbers(sony), sony.total]).toEqual([['12-000001', '12-000002', '12-000004'], 7000]);
    // In every order's number and SKU: more rows match than the cap, so the term is tested as the list is read.
    const everyOrder = await list(alice, 'q=12-0&limit=3&offset=1');
    expect([numbers(everyOrder), everyOrder.total, everyOrder.total_is_estimate]).toEqual([
      ['12-000002', '12-000003', '12-000004'],
      LIST_COUNT_CAP,
      true,
    ]);
    const pastMark = await list(alice, `q=pixel&limit=2&after=${pixel.next_after}`);
    expect([numbers(pastMark), pastMark.total]).toEqual([['12-000009', '12-000012'], 3500]);
    // Found in more orders than the cap, then filtered: counted.
    const cancelledOfAll = await list(alice, 'q=12-0&show=cancelled&limit=1');
    expect([numbers(cancelledOfAll), cancelledOfAll.total, cancelledOfAll.total_is_estimate]).toEqual([
      ['12-000025'],
      420,
      undefined,
    ]);
    const waitingPixel = await list(alice, 'q=pixel&show=to_match&limit=2');
    expect([numbers(waitingPixel), waitingPixel.total]).toEqual([['12-000030', '12-000060'], 350 - 70]);
    expect(await list(bob, 'q=sony')).toEqual({ rows: [], total: 0 });
  });
});

describe('GET /api/ebay/orders?show=to_match', () => {
  it('follows the lines as they are matched or put back to match by their item’s deletion', async () => {
    const [carol] = (await signedInTeams(t, 1)) as [Caller];
    await seedOrders(carol, 30);
    // Orders 10, 20 and 30 wait; 25 is cancelled.
    const waiting = await list(carol, 'show=to_match');
    expect([numbers(waiting), waiting.total]).toEqual([['12-000010', '12-000020', '12-000030'], 3]);
    const sold = (await list(carol, 'limit=1')).rows[0]!.lines[0]!.inventory_item as { id: number };
    expect((await carol.delete(`/api/v2/inventory-items/${sold.id}`)).statusCode).toBe(204);
    expect((await list(carol, 'show=to_match&limit=1')).total).toBe(29);
    const [line] = (await list(carol, 'q=12-000001')).rows[0]!.lines as unknown as { id: number }[];
    const item = await make(carol, 'inventory-items');
    // As matching by hand writes it (these orders made in SQL have no sale for the endpoint to take it).
    await t.database.db.execute(sql`update ebay_order_lines set inventory_item_id = ${item} where id = ${line!.id}`);
    expect((await list(carol, 'show=to_match&limit=1')).total).toBe(28);
    expect((await list(carol, 'show=matched&limit=1')).total).toBe(1);
  });
});
