import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInTeams, where, type Caller } from '../helpers/callers.ts';
import { make } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { answerText, streamEvents } from './stream-events.ts';
import { suggestionsAfter } from '../../src/assistant/suggestions.ts';
import { writeTeamSettings } from '../../src/settings/store/settings-store.ts';

let t: TestApp;
let caller: Caller;
let neighbour: Caller;
let chatId: number;
const ids: Record<string, number> = {};

const DAY = 86_400_000;
/**
 * The file's clock, held still from here on (beforeAll): the months and days the answers name, the sales placed
 * in this month and the last, and the server's "this month" and "tomorrow" are all taken at this one moment, so
 * a month or day that ends while the file runs changes none of them.
 */
const now = new Date();
const day = (offset: number) => new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);
/** Received `days` and a half ago: whole days in stock that a few seconds between the clocks cannot move. */
const daysAgo = (days: number) => new Date(now.getTime() - (days + 0.5) * DAY).toISOString();
const month = (offset: number) => {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return date.toISOString().slice(0, 7);
};
/** "December 2026": a month as the answers write it. */
const monthName = (offset: number) =>
  new Date(`${month(offset)}-15T00:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
/** The 2nd of a month, so it stays in that month whatever today is. */
const inMonth = (offset: number) => `${month(offset)}-02T12:00:00.000Z`;

beforeAll(async () => {
  // Date only: a PostgreSQL server's now() runs on, a few seconds ahead by the end of the file.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  t = await buildTestApp();
  const [owner, other] = (await signedInTeams(t, 2)) as [Caller, Caller];
  caller = owner;
  neighbour = other;
  ids['switch'] = await make(caller, 'products', { name: 'Nintendo Switch' });
  ids['ebay'] = await make(caller, 'platforms', { name: 'eBay' });
  const item = (serial: string, cost: string, received: string) =>
    make(caller, 'inventory-items', { product_id: ids['switch'], serial_number: serial, cost, received_at: received });
  ids['old'] = await item('F2LXK0', '80.00', daysAgo(120));
  ids['recent'] = await item('QC45-077342', '95.50', daysAgo(3));
  ids['soldLast'] = await item('SOLD-LAST', '100.00', daysAgo(70));
  ids['soldThis'] = await item('SOLD-THIS', '60.25', daysAgo(50));
  await make(caller, 'sales', {
    sold_at: inMonth(-1),
    revenue_subtotal: '180.00',
    cost_commission: '23.40',
    platform_id: ids['ebay'],
    inventory_item_ids: [ids['soldLast']],
  });
  await make(caller, 'sales', {
    sold_at: inMonth(0),
    revenue_subtotal: '99.99',
    revenue_shipping: '10.00',
    cost_shipping: '8.10',
    inventory_item_ids: [ids['soldThis']],
  });
  // Another team's rows count nowhere.
  const theirProduct = await make(neighbour, 'products', { name: 'Nintendo Switch' });
  await make(neighbour, 'inventory-items', {
    product_id: theirProduct,
    serial_number: 'F2LXK0-THEIRS',
    cost: '1.00',
    received_at: daysAgo(200),
  });
  await make(neighbour, 'sales', { sold_at: inMonth(-1), revenue_subtotal: '1000.00' });
  chatId = (await caller.post('/api/chats', {})).json().id;
}, 120_000);
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

async function ask(userMessage: string, asker = caller, chat = chatId) {
  const response = await asker.post('/api/completion-stream-runs', { chatId: chat, userMessage });
  expect(response.statusCode, response.body).toBe(200);
  const { events } = streamEvents(response.body);
  const call = events.find((event) => event.type === 'function_call_message');
  const completion = events.find((event) => event.type === 'function_call_completion');
  const suggestions = events.find((event) => event.type === 'suggestions');
  const proposal = events.find((event) => event.type === 'confirmation');
  return {
    text: answerText(events),
    call,
    completion,
    proposal,
    suggestions,
    types: events.map((event) => event.type),
  };
}

/** A write request: it is proposed as a card, accepted as the card's button does, then described. */
async function askAndAccept(userMessage: string) {
  const proposed = await ask(userMessage);
  const response = await caller.post('/api/completion-stream-runs', {
    chatId,
    userMessage: 'Yes',
    confirmation: { message_id: proposed.proposal!.message_id, accept: true },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { events } = streamEvents(response.body);
  return {
    proposal: proposed.proposal,
    text: answerText(events),
    call: events.find((event) => event.type === 'function_call_message'),
    completion: events.find((event) => event.type === 'function_call_completion'),
  };
}

describe('the built-in assistant (no LLM_BASE_URL)', () => {
  it('says what the team made last month and this month, from the sales', async () => {
    // 180.00 − 23.40 fees − 100.00 cost of goods
    const last = await ask('What did I make last month?');
    expect(last.types).toEqual(['function_call_message', 'function_call_completion', 'text', 'suggestions']);
    expect(last.call).toMatchObject({ name: 'sales_summary', arguments: { period: 'last_month' } });
    expect(last.text).toContain(`Last month (${monthName(-1)}) you made a profit of $56.60`);
    expect(last.text).toContain('on 1 sale of 1 item: revenue $180.00');
    // 109.99 − 8.10 − 60.25
    const current = await ask('sales this month');
    expect(current.text).toContain(`This month (${monthName(0)}) you made a profit of $41.64`);
    expect(current.suggestions).toMatchObject({ suggestions: expect.arrayContaining([expect.any(String)]) });
  });

  it('takes expenses and mileage off the profit: the net profit of the profit and loss report', async () => {
    // Two months back, so the other answers' months keep their figures.
    const named = new Date(`${month(-2)}-15T00:00:00Z`);
    const question = `What did I make in ${named.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${named.getUTCFullYear()}?`;
    const before = await ask(question);
    expect(before.text).toContain('After expenses $0.00 and mileage $0.00, net profit is $0.00.');
    await make(caller, 'transactions', {
      type: 'expense',
      occurred_at: inMonth(-2),
      amount: '12.00',
      description: 'Tape',
    });
    // 24.6 miles at the IRS rate the team was given (0.70 from 2025 on): 17.22.
    await make(caller, 'mileage-trips', { trip_date: inMonth(-2).slice(0, 10), purpose: 'Sourcing', miles: '24.6' });
    const after = await ask(question);
    expect(after.text).toContain(
      'there were no sales. After expenses $12.00 and mileage $17.22, net profit is -$29.22.',
    );
  });

  it('takes a month named without its year as the latest one begun in the team’s time zone', async () => {
    await writeTeamSettings(t.database.db, neighbour.teamId, { time_zone: 'Pacific/Auckland' });
    const chat = (await neighbour.post('/api/chats', {})).json().id as number;
    // 10:00 on New Year's Day in Auckland, still 31 December in UTC (a moment before the sign-ins, which hold).
    vi.setSystemTime(new Date('2025-12-31T21:00:00Z'));
    try {
      const january = await ask('What did I make in January?', neighbour, chat);
      expect(january.call).toMatchObject({ arguments: { from_month: '2026-01', to_month: '2026-01' } });
      const december = await ask('sales in december', neighbour, chat);
      expect(december.call).toMatchObject({ arguments: { from_month: '2025-12', to_month: '2025-12' } });
    } finally {
      vi.setSystemTime(now);
    }
  });

  it('counts the stock on hand and finds what has waited over 90 days', async () => {
    const stock = await ask('how many items in stock');
    expect(stock.call).toMatchObject({ name: 'stock_summary' });
    expect(stock.text).toContain('You have 2 items in stock (cost $175.50)');
    const old = await ask('What has been in stock over 90 days?');
    expect(old.call).toMatchObject({ name: 'stock_summary', arguments: { older_than_days: 90 } });
    expect(old.text).toContain('1 unsold item has been in stock over 90 days (cost $80.00)');
    // Items bought in a purchase get the team's next tag number.
    expect(old.text).toMatch(new RegExp(`#${ids['old']} Nintendo Switch \\(serial F2LXK0, tag FS\\d+\\)`));
    expect(old.text).not.toContain('THEIRS');
  });

  it('finds an item by its serial', async () => {
    const found = await ask('find F2LXK0');
    expect(found.call).toMatchObject({ name: 'find_items', arguments: { text: 'F2LXK0' } });
    expect(found.text).toContain('I found 1 item matching F2LXK0:');
    expect(found.text).toMatch(
      new RegExp(
        `#${ids['old']} Nintendo Switch \\(serial F2LXK0, tag FS\\d+\\): in stock, 120 days in stock, cost \\$80\\.00`,
      ),
    );
  });

  it('adds a reminder and lists an item, through the API’s rules', async () => {
    const reminder = await askAndAccept('remind me to ship the Switch tomorrow');
    expect(reminder.completion).toMatchObject({ ok: true, changed_data: true, changed_resources: ['reminders'] });
    const [row] = (await caller.get(`/api/v2/reminders?${where({ title: 'Ship the Switch' })}`)).json().rows;
    expect(row.due_at).toBe(`${day(1)}T00:00:00.000Z`);
    expect(reminder.text).toContain(`Done: reminder "Ship the Switch" for ${day(1)}`);

    const listed = await askAndAccept('mark QC45-077342 listed on eBay at 129');
    expect(listed.call).toMatchObject({
      name: 'create_listing',
      arguments: { item_codes: ['QC45-077342'], platform_name: 'eBay', price: '129.00' },
    });
    expect(listed.completion).toMatchObject({ ok: true, changed_data: true });
    expect((await caller.get(`/api/v2/inventory-items/${ids['recent']}`)).json().status).toBe('listed');
    const [listing] = (await caller.get(`/api/v2/listings?${where({ platform_id: ids['ebay'] })}`)).json().rows;
    expect(listing).toMatchObject({ title: 'Nintendo Switch', price: '129.00', status: 'active' });
  });

  it('asks which item when several unsold ones match the name, and proposes the one named by its serial', async () => {
    const pixel = await make(caller, 'products', { name: 'Google Pixel 8' });
    for (const serial of ['PX8-AAA', 'PX8-BBB']) {
      await make(caller, 'inventory-items', {
        product_id: pixel,
        serial_number: serial,
        status: 'in_stock',
        cost: '90',
      });
    }
    const ambiguous = await ask('sold the pixel 8 for 200 on ebay');
    expect(ambiguous.proposal).toBeUndefined();
    expect(ambiguous.completion).toMatchObject({ ok: false, changed_data: false });
    expect(ambiguous.text).toContain('PX8-AAA');
    expect(ambiguous.text).toContain('PX8-BBB');
    expect(ambiguous.text).toContain('Say which one');

    const named = await ask('sold PX8-BBB for 200 on ebay, 26 dollars fees');
    expect(named.proposal).toMatchObject({
      name: 'create_sale',
      title: 'Record a sale',
      lines: expect.arrayContaining([
        { label: 'Item', value: 'Google Pixel 8 (serial PX8-BBB), cost $90.00' },
        { label: 'Fees', value: '$26.00' },
        { label: 'Profit', value: '$84.00' },
      ]),
    });
    // Proposed, not written: both are still in stock.
    const items = (await caller.get(`/api/v2/inventory-items?${where({ product_id: pixel })}`)).json().rows;
    expect(items.map((item: { status: string }) => item.status)).toEqual(['in_stock', 'in_stock']);
  });

  it('explains a refusal and what it cannot do', async () => {
    const missing = await ask('mark NOPE-1 shipped');
    expect(missing.completion).toMatchObject({ ok: false, changed_data: false, changed_resources: [] });
    expect(missing.text).toMatch(/^I could not do that: No item .*NOPE-1/);
    const unknown = await ask('Write me a poem about eBay fees');
    expect(unknown.types).toEqual(['text', 'suggestions']);
    expect(unknown.text).toContain('no language model is configured');
    expect(unknown.text).toContain('LLM_BASE_URL');
  });
});

describe('suggestions', () => {
  it('never offers the question just asked, however it was worded', () => {
    const asked = 'What has been in stock for more than 90 days?';
    const offered = suggestionsAfter(['stock_summary'], asked);
    expect(offered).toHaveLength(3);
    expect(offered).not.toContain('What has been in stock over 90 days?');
    expect(suggestionsAfter(['sales_summary'], 'what did i make last month')).not.toContain(
      'What did I make last month?',
    );
    expect(suggestionsAfter(['sales_summary'], 'What did I make last month?')).toContain('What did I make this month?');
  });
});
