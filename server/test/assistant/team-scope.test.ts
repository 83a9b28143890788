import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompletionStreamEvent } from '@flipstack/contract';
import { signedInTeams, where, type Caller } from '../helpers/callers.ts';
import { startFakeLlm, type FakeLlm, type Turn } from '../helpers/fake-llm.ts';
import { make } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { streamEvents } from './stream-events.ts';

let t: TestApp;
let llm: FakeLlm;
let owner: Caller;
let intruder: Caller;
let calls: Turn['toolCalls'] = [];

beforeAll(async () => {
  llm = await startFakeLlm((body) =>
    body.messages.at(-1)?.role === 'tool' ? { text: ['That is all.'] } : { toolCalls: calls },
  );
  t = await buildTestApp({ llm: { baseUrl: llm.baseUrl, apiKey: undefined, model: 'm' } });
  [owner, intruder] = (await signedInTeams(t, 2)) as [Caller, Caller];
});
afterAll(async () => {
  await t.close();
  await llm.close();
});

type Completion = Extract<CompletionStreamEvent, { type: 'function_call_completion' }>;

/** Each call in its own chat: a proposed write is accepted, so what comes back is the write's own result. */
async function acceptedCompletions(who: Caller, each: NonNullable<Turn['toolCalls']>): Promise<Completion[]> {
  const results: Completion[] = [];
  for (const call of each) {
    calls = [call];
    const chatId = (await who.post('/api/chats', {})).json().id;
    const proposed = streamEvents(
      (await who.post('/api/completion-stream-runs', { chatId, userMessage: 'do it' })).body,
    );
    const proposal = proposed.events.find((event) => event.type === 'confirmation');
    const answered = proposal
      ? streamEvents(
          (
            await who.post('/api/completion-stream-runs', {
              chatId,
              userMessage: 'Yes',
              confirmation: { message_id: proposal.message_id, accept: true },
            })
          ).body,
        )
      : proposed;
    results.push(...answered.events.filter((event): event is Completion => event.type === 'function_call_completion'));
  }
  return results;
}

async function completions(
  who: Caller,
): Promise<Extract<CompletionStreamEvent, { type: 'function_call_completion' }>[]> {
  const chatId = (await who.post('/api/chats', {})).json().id;
  const response = await who.post('/api/completion-stream-runs', { chatId, userMessage: 'do it' });
  return streamEvents(response.body).events.filter((event) => event.type === 'function_call_completion');
}

describe('assistant tools', () => {
  it('never reach another team’s rows, by id, code or name', async () => {
    const productId = await make(owner, 'products', { name: 'Nintendo Switch' });
    const itemId = await make(owner, 'inventory-items', {
      product_id: productId,
      serial_number: 'OWNER-SN-1',
      status: 'in_stock',
    });
    const platformId = await make(owner, 'platforms', { name: 'eBay' });
    const locationId = await make(owner, 'locations', { name: 'Shelf A' });
    calls = [
      { name: 'find_items', arguments: { serial_number: 'OWNER-SN-1' } },
      { name: 'find_items', arguments: { text: 'Switch' } },
      { name: 'item_story', arguments: { item_id: itemId } },
      { name: 'item_story', arguments: { code: 'OWNER-SN-1' } },
      { name: 'product_history', arguments: { product_id: productId } },
      { name: 'product_history', arguments: { product_name: 'Nintendo Switch' } },
      { name: 'update_item', arguments: { item_id: itemId, status: 'written_off' } },
      { name: 'update_item', arguments: { code: 'OWNER-SN-1', location_name: 'Shelf A' } },
      { name: 'create_sale', arguments: { inventory_item_ids: [itemId], revenue_subtotal: '10.00' } },
      { name: 'create_sale', arguments: { item_codes: ['OWNER-SN-1'], revenue_subtotal: '10.00' } },
      { name: 'create_listing', arguments: { inventory_item_ids: [itemId], platform_id: platformId, price: '5.00' } },
      { name: 'create_listing', arguments: { item_codes: ['OWNER-SN-1'], platform_name: 'eBay', price: '5.00' } },
      {
        name: 'create_purchase',
        arguments: { subtotal: '10.00', items: [{ product_id: productId }] },
      },
      { name: 'update_item', arguments: { item_id: itemId, location_id: locationId } },
    ];
    const results = await completions(intruder);
    expect(results).toHaveLength(calls.length);
    const [bySerial, byText, ...refused] = results;
    expect(bySerial).toMatchObject({ ok: true, result: { total: 0, items: [] } });
    expect(byText).toMatchObject({ ok: true, result: { total: 0, items: [] } });
    for (const result of refused) {
      expect(result.ok, JSON.stringify(result)).toBe(false);
      expect(result.changed_data).toBe(false);
    }

    // The owner's item is as it was, and the intruder's team gained no rows.
    const item = (await owner.get(`/api/v2/inventory-items/${itemId}`)).json();
    expect(item).toMatchObject({ status: 'in_stock', location_id: null });
    for (const resource of ['sales', 'listings', 'purchases', 'inventory-items'])
      expect((await intruder.get(`/api/v2/${resource}`)).json().total, resource).toBe(0);
    expect((await owner.get(`/api/v2/sales`)).json().total).toBe(0);
    expect((await owner.get(`/api/v2/listings`)).json().total).toBe(0);
  });

  it('write the caller’s own rows through the API’s rules', async () => {
    const productId = await make(owner, 'products', { name: 'PlayStation 5' });
    await make(owner, 'platforms', { name: 'Mercari' });
    calls = [
      {
        name: 'create_purchase',
        arguments: {
          purchased_at: '2026-03-01',
          received_at: '2026-03-02',
          subtotal: '300.00',
          shipping: '0.01',
          items: [
            { product_name: 'PlayStation 5', serial_number: 'PS5-A' },
            { product_id: productId, serial_number: 'PS5-B' },
            { product_id: productId, serial_number: 'PS5-C' },
          ],
        },
      },
      { name: 'create_listing', arguments: { item_codes: ['ps5-a'], platform_name: 'mercari', price: '450.00' } },
      {
        name: 'create_sale',
        arguments: { item_codes: ['PS5-B'], revenue_subtotal: '480.00', cost_commission: '48.00' },
      },
      { name: 'create_expense', arguments: { amount: '12.50', description: 'Bubble wrap' } },
      { name: 'create_reminder', arguments: { title: 'Ship PS5-B', due_at: '2026-03-05' } },
      { name: 'create_expense', arguments: { amount: '-3', description: 'Refused' } },
    ];
    const results = await acceptedCompletions(owner, calls);
    expect(results.map((result) => result.ok)).toEqual([true, true, true, true, true, false]);
    expect(results.slice(0, 5).every((result) => result.changed_data)).toBe(true);
    expect(results[5]!.result).toMatchObject({ fieldErrors: { amount: expect.any(String) } });

    const items = (
      await owner.get(`/api/v2/inventory-items?${where({ product_id: productId })}&order_by=serial_number`)
    ).json();
    // 300.01 split equally: the first item takes the extra cent (the purchase form's rule).
    expect(
      items.rows.map((row: { serial_number: string; cost: string; status: string }) => [
        row.serial_number,
        row.cost,
        row.status,
      ]),
    ).toEqual([
      ['PS5-A', '100.01', 'listed'],
      ['PS5-B', '100.00', 'sold'],
      ['PS5-C', '100.00', 'in_stock'],
    ]);
    const [sale] = (await owner.get('/api/v2/sales')).json().rows;
    expect(sale).toMatchObject({ revenue_total: '480.00', cost_of_goods: '100.00', profit: '332.00' });
    expect(
      (await owner.get(`/api/v2/transactions?${where({ description: 'Bubble wrap' })}`)).json().rows[0],
    ).toMatchObject({
      type: 'expense',
      amount: '12.50',
    });
  });
});
