import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { make } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { answerText, streamEvents } from './stream-events.ts';
import { describeResult } from '../../src/assistant/offline/describe-result.ts';
import { formatFor } from '../../src/assistant/offline/format.ts';
import { writeTeamSettings } from '../../src/settings/store/settings-store.ts';

let t: TestApp;
let caller: Caller;
let neighbour: Caller;
let chatId: number;
const ids: Record<string, number> = {};

const DAY = 86_400_000;
/** The file's clock, held still (beforeAll): this month's sales and the days in stock are taken at this moment. */
const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - (days + 0.5) * DAY).toISOString();
/** An hour ago, but never before this month began: a sale of this month. */
const thisMonthSale = () =>
  new Date(
    Math.max(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 0, 1), now.getTime() - 3_600_000),
  ).toISOString();
const monthName = now.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  t = await buildTestApp();
  [caller, neighbour] = (await signedInTeams(t, 2)) as [Caller, Caller];
  const ebay = await make(caller, 'platforms', { name: 'eBay' });
  const shelf = await make(caller, 'locations', { name: 'Shelf B' });
  const seller = await make(caller, 'sellers', { name: 'John Miller' });
  const product = (name: string) => make(caller, 'products', { name });
  const [pixel, iphone, kindle, nintendo] = await Promise.all([
    product('Pixel 7'),
    product('iPhone 12'),
    product('Kindle Paperwhite'),
    product('Nintendo Switch'),
  ]);
  ids['lot'] = await make(caller, 'purchases', {
    purchased_at: daysAgo(40),
    subtotal: '330.00',
    seller_id: seller,
    items: [
      { product_id: pixel, serial_number: 'PX7-001', cost: '100.00' },
      { product_id: iphone, serial_number: 'IP12-777', cost: '200.00' },
      { product_id: kindle, serial_number: 'KND-5', cost: '30.00', location_id: shelf, received_at: daysAgo(150) },
    ],
  });
  const items = (await caller.get(`/api/v2/inventory-items?limit=10&order_by=id`)).json().rows as {
    id: number;
    serial_number: string;
  }[];
  const item = (serial: string) => items.find((row) => row.serial_number === serial)!.id;
  await make(caller, 'sales', {
    sold_at: thisMonthSale(),
    revenue_subtotal: '260.00',
    cost_commission: '30.00',
    platform_id: ebay,
    inventory_item_ids: [item('IP12-777')],
  });
  await make(caller, 'sales', {
    sold_at: thisMonthSale(),
    revenue_subtotal: '80.00',
    cost_shipping: '10.00',
    platform_id: ebay,
    inventory_item_ids: [item('PX7-001')],
  });
  const switchItem = await make(caller, 'inventory-items', {
    product_id: nintendo,
    serial_number: 'SW-1',
    cost: '150.00',
    received_at: daysAgo(60),
  });
  await make(caller, 'listings', {
    platform_id: ebay,
    title: 'Nintendo Switch',
    price: '199.00',
    status: 'active',
    listed_at: daysAgo(45),
    inventory_item_ids: [switchItem],
  });
  // Another team's losing sale and old item count nowhere.
  const theirs = await make(neighbour, 'products', { name: 'Their Phone' });
  await make(neighbour, 'inventory-items', {
    product_id: theirs,
    serial_number: 'THEIRS-1',
    cost: '5.00',
    received_at: daysAgo(900),
  });
  await make(neighbour, 'sales', { sold_at: thisMonthSale(), revenue_subtotal: '1.00', cost_other: '50.00' });
  chatId = (await caller.post('/api/chats', {})).json().id;
}, 120_000);
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

async function ask(userMessage: string) {
  const response = await caller.post('/api/completion-stream-runs', { chatId, userMessage });
  expect(response.statusCode, response.body).toBe(200);
  const { events } = streamEvents(response.body);
  // A write is proposed for confirmation, or called at once: either names the tool and its arguments.
  const call = events.find((event) => event.type === 'function_call_message' || event.type === 'confirmation');
  return { text: answerText(events), call };
}

describe('the built-in assistant names the items it answers about', () => {
  it('names the oldest item, its days in stock and cost', async () => {
    const { call, text } = await ask('whats my oldest item');
    expect(call).toMatchObject({ name: 'oldest_items' });
    expect(text).toMatch(
      /Your oldest item is Kindle Paperwhite \(serial KND-5, tag FS\d+\): 150 days in stock, cost \$30\.00\./,
    );
    expect(text).toContain('at Shelf B');
    expect(text).not.toContain('THEIRS');
  });

  it('names the sales that lost money, and only those', async () => {
    const { call, text } = await ask('Did I lose money on anything?');
    expect(call).toMatchObject({ name: 'sales_list', arguments: { losing_only: true } });
    expect(text).toContain('1 sale lost money, -$30.00 in all:');
    expect(text).toMatch(/Pixel 7 \(serial PX7-001, tag FS\d+\): sold [\d-]+ on eBay for \$80\.00, profit -\$30\.00/);
    expect(text).not.toContain('iPhone 12');
  });

  it('names what sold this month, with the month in words', async () => {
    const { call, text } = await ask('what did i sell this month');
    expect(call).toMatchObject({ name: 'sales_list', arguments: { period: 'this_month' } });
    expect(text).toContain(`This month (${monthName}) 2 sales: revenue $340.00, profit $0.00.`);
    expect(text).toMatch(
      /iPhone 12 \(serial IP12-777, tag FS\d+\): sold [\d-]+ on eBay for \$260\.00, profit \$30\.00/,
    );
  });

  it('names the sold items still to ship', async () => {
    const { call, text } = await ask('what do i need to ship?');
    expect(call).toMatchObject({ name: 'to_ship' });
    expect(text).toContain('2 sold items to ship:');
    expect(text).toMatch(
      /iPhone 12 \(serial IP12-777, tag FS\d+\): sold \d{4}-\d{2}-\d{2} on eBay to alice_buys \(sale #\d+\), waiting \d+ days?/,
    );
    expect(text).toContain('Pixel 7 (serial PX7-001');
  });

  it('names what to relist: a listing that waited, and what no listing offers', async () => {
    const { call, text } = await ask('What should I relist?');
    expect(call).toMatchObject({ name: 'relist_candidates' });
    expect(text).toContain('1 item listed over 30 days without selling');
    expect(text).toMatch(
      /Nintendo Switch \(serial SW-1, tag FS\d+\): on eBay at \$199\.00 for 45 days, cost \$150\.00/,
    );
    expect(text).toContain('1 unsold item not listed anywhere (cost $30.00)');
    expect(text).toContain('Kindle Paperwhite (serial KND-5');
  });

  it('says what a lot earned, named by its seller', async () => {
    const { call, text } = await ask('how did the lot from John do');
    expect(call).toMatchObject({ name: 'lot_summary', arguments: { seller_name: 'John' } });
    expect(text).toContain(`Purchase #${ids['lot']} from John Miller`);
    expect(text).toContain('cost $330.00 for 3 items.');
    // 260 − 30 − 200 and 80 − 10 − 100.
    expect(text).toContain('2 items sold for $340.00, profit $0.00 (their cost $300.00).');
    expect(text).toContain('1 item left unsold (cost $30.00).');
  });

  it('says where an item is', async () => {
    const { call, text } = await ask('where is the kindle');
    expect(call).toMatchObject({ name: 'find_items', arguments: { text: 'kindle' } });
    expect(text).toMatch(
      /Kindle Paperwhite \(serial KND-5, tag FS\d+\): in stock, 150 days in stock, cost \$30\.00, at Shelf B/,
    );
  });

  it('writes money in the team’s currency', async () => {
    await writeTeamSettings(t.database.db, caller.teamId, { currency: 'EUR' });
    try {
      const { text } = await ask('How much profit did I make this month?');
      expect(text).toContain(`This month (${monthName}) you made a profit of €0.00`);
      expect(text).toContain('revenue €340.00');
      const oldest = await ask('whats my oldest item');
      expect(oldest.text).toContain('cost €30.00');
    } finally {
      await writeTeamSettings(t.database.db, caller.teamId, { currency: 'USD' });
    }
  });

  it('reads a sale before any question, the item named by its product', async () => {
    const { call } = await ask('sold teh kindle for 45 on ebay, 5 dollars fees, shipping 4');
    expect(call).toMatchObject({
      name: 'create_sale',
      arguments: {
        item_codes: ['kindle'],
        revenue_subtotal: '45.00',
        platform_name: 'eBay',
        cost_commission: '5.00',
        cost_shipping: '4.00',
      },
    });
  });
});

describe('the answer to a recorded sale', () => {
  it('names the item sold by its product words, and the month’s profit after it', async () => {
    const chat = (await neighbour.post('/api/chats', {})).json().id as number;
    const run = async (body: Record<string, unknown>) => {
      const response = await neighbour.post('/api/completion-stream-runs', { chatId: chat, ...body });
      expect(response.statusCode, response.body).toBe(200);
      return streamEvents(response.body).events;
    };
    const proposed = await run({ userMessage: 'sold their phone for 45' });
    const card = proposed.find((event) => event.type === 'confirmation');
    expect(card).toMatchObject({ name: 'create_sale', arguments: { item_codes: ['their phone'] } });
    const accepted = await run({
      userMessage: 'Yes',
      confirmation: { message_id: (card as { message_id: number }).message_id, accept: true },
    });
    // 45.00 − 5.00 cost; the month had the −49.00 sale before it.
    expect(answerText(accepted)).toMatch(
      new RegExp(
        `^Recorded the sale of Their Phone \\(serial THEIRS-1, tag FS\\d+\\) for \\$45\\.00: profit \\$40\\.00\\. Profit in ${monthName}: -\\$9\\.00\\.$`,
      ),
    );
  });

  const row = { id: 9, revenue_total: '150.00', profit: '42.10' };
  it('names the items, the platform and the month’s profit when the result carries them', () => {
    const text = describeResult(
      'create_sale',
      {},
      true,
      {
        ...row,
        items: [{ id: 3, product_name: 'Pixel 7', serial_number: '123', tag_number: null }],
        platform_name: 'eBay',
        month_profit: { month: '2026-12', profit: '97.10' },
      },
      formatFor('EUR'),
    );
    expect(text).toBe(
      'Recorded the sale of Pixel 7 (serial 123) on eBay for €150.00: profit €42.10. Profit in December 2026: €97.10.',
    );
  });

  it('falls back to the sale alone', () => {
    expect(describeResult('create_sale', { platform_name: 'eBay' }, true, row, formatFor('USD'))).toBe(
      'Recorded sale #9 on eBay for $150.00: profit $42.10; its items are now sold.',
    );
  });
});
