import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { make } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function buy(caller: Caller, product: number, items: Record<string, unknown>[]) {
  const response = await caller.post('/api/v2/purchases', {
    purchased_at: '2026-11-01',
    subtotal: '90.00',
    items: items.map((item) => ({ product_id: product, ...item })),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

async function tagsOf(caller: Caller, purchaseId: number): Promise<string[]> {
  const where = encodeURIComponent(JSON.stringify({ purchase_id: purchaseId }));
  const { rows } = (await caller.get(`/api/v2/inventory-items?where=${where}&order_by=id`)).json();
  return rows.map((row: { tag_number: string }) => row.tag_number);
}

const setting = (caller: Caller, setting_key: string, setting_value: unknown) =>
  caller.put('/api/team-settings', { setting_key, setting_value });

describe('tag numbers', () => {
  it("gives a purchase's untagged items the team's next numbers and keeps the ones given", async () => {
    const [ann] = await signedInTeams(t, 1);
    const product = await make(ann!, 'products');
    const first = await buy(ann!, product, [{}, { tag_number: 'MINE-1' }, {}]);
    expect(await tagsOf(ann!, first)).toEqual(['FS000001', 'MINE-1', 'FS000002']);
    const item = await ann!.post('/api/v2/inventory-items', { product_id: product });
    expect(item.json().tag_number).toBe('FS000003');
    const settings = (await ann!.get('/api/user-settings')).json().team_settings;
    expect(settings).toMatchObject({ tag_prefix: 'FS', tag_digits: 6, tag_next_number: 4 });
  });

  it('follows the format a team sets, skips numbers already on an item, and only goes up', async () => {
    const [ben, other] = await signedInTeams(t, 2);
    const product = await make(ben!, 'products');
    expect((await setting(ben!, 'tag_prefix', 'BX-')).json().team_settings.tag_prefix).toBe('BX-');
    expect((await setting(ben!, 'tag_digits', 3)).statusCode).toBe(200);
    expect((await setting(ben!, 'tag_next_number', 41)).statusCode).toBe(200);
    await make(ben!, 'inventory-items', { product_id: product, tag_number: 'BX-042' });
    const purchase = await buy(ben!, product, [{}, {}, {}]);
    expect(await tagsOf(ben!, purchase)).toEqual(['BX-041', 'BX-043', 'BX-044']);

    const lower = await setting(ben!, 'tag_next_number', 40);
    expect(lower.statusCode).toBe(400);
    const message = 'The next tag number can only go up (it is 45): lower numbers may already be on labels.';
    expect(lower.json().fieldErrors).toEqual({ setting_value: message });
    expect((await setting(ben!, 'tag_next_number', 1000)).json().team_settings.tag_next_number).toBe(1000);
    expect(await tagsOf(ben!, await buy(ben!, product, [{}]))).toEqual(['BX-1000']);

    // Another team counts on its own.
    const theirs = await buy(other!, await make(other!, 'products'), [{}]);
    expect(await tagsOf(other!, theirs)).toEqual(['FS000001']);
  });

  it('refuses settings that could not be printed or counted, with a message on the value', async () => {
    const [cy] = await signedInTeams(t, 1);
    const cases: [string, unknown, string][] = [
      ['tag_prefix', 'A B', 'Use up to 12 letters, digits or signs, without spaces or accents'],
      ['tag_prefix', 'É', 'Use up to 12 letters, digits or signs, without spaces or accents'],
      ['tag_digits', 0, 'Enter a whole number from 1 to 12'],
      ['tag_digits', 13, 'Enter a whole number from 1 to 12'],
      ['tag_next_number', 1.5, 'Enter a whole number from 1 to 999999999999'],
      ['tag_next_number', 1e13, 'Enter a whole number from 1 to 999999999999'],
    ];
    for (const [key, value, message] of cases) {
      const response = await setting(cy!, key, value);
      expect(response.statusCode, `${key}=${String(value)}`).toBe(400);
      expect(response.json().fieldErrors).toEqual({ setting_value: message });
    }
    const unknown = await setting(cy!, 'currency', 'EUR');
    expect(unknown.statusCode).toBe(400);
  });

  it('never hands out a number twice when many purchases are saved at once', async () => {
    const [dee] = await signedInTeams(t, 1);
    const product = await make(dee!, 'products');
    const purchases = await Promise.all(Array.from({ length: 24 }, () => buy(dee!, product, [{}, {}, {}])));
    const tags = (await Promise.all(purchases.map((id) => tagsOf(dee!, id)))).flat();
    expect(new Set(tags).size).toBe(72);
    expect([...tags].sort()).toEqual(
      Array.from({ length: 72 }, (_, index) => `FS${String(index + 1).padStart(6, '0')}`),
    );
    // Items added one by one, at the same time as purchases.
    const singles = Array.from({ length: 24 }, () => dee!.post('/api/v2/inventory-items', { product_id: product }));
    const [answers] = await Promise.all([Promise.all(singles), buy(dee!, product, [{}, {}])]);
    expect(answers.map((response) => response.statusCode)).toEqual(answers.map(() => 201));
    const single = answers.map((response) => response.json().tag_number as string);
    expect(new Set([...tags, ...single]).size).toBe(96);
  });
});
