import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_NUL_MESSAGE, TEXT_SURROGATE_MESSAGE } from '@flipstack/contract';
import { signedInTeams, type Caller, where } from '../helpers/callers.ts';
import { make } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** PostgreSQL text holds neither NUL nor a lone surrogate (it is not UTF-8): 400 on the field, never a 500. */
let t: TestApp;
let alice: Caller;

beforeAll(async () => {
  t = await buildTestApp();
  [alice] = (await signedInTeams(t, 1)) as [Caller];
});
afterAll(() => t.close());

describe('text with NUL or a lone surrogate', () => {
  it.each([
    ['NUL', 'Sony\u0000', TEXT_NUL_MESSAGE],
    ['a lone high surrogate', 'Sony\ud800', TEXT_SURROGATE_MESSAGE],
    ['a lone low surrogate', '\udfffSony', TEXT_SURROGATE_MESSAGE],
    ['two surrogates the wrong way round', '\udc00\ud800', TEXT_SURROGATE_MESSAGE],
  ])('is refused in a required text: %s', async (_name, name, message) => {
    const response = await alice.post('/api/v2/brands', { name });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ name: message });
  });

  it('is refused in optional text, a URL, message content and a spec value', async () => {
    const product = await alice.post('/api/v2/products', {
      name: 'Phone',
      description: 'a\u0000b',
      image_url: 'https://example.com/\ud800',
    });
    expect(product.json().fieldErrors).toEqual({ description: TEXT_NUL_MESSAGE, image_url: TEXT_SURROGATE_MESSAGE });
    const chat = await make(alice, 'chats');
    const message = await alice.post('/api/v2/messages', { chat_id: chat, message_type: 'user', content: '\u0000' });
    expect(message.json().fieldErrors).toEqual({ content: TEXT_NUL_MESSAGE });
    const spec = await alice.post('/api/v2/inventory-item-specs', {
      inventory_item_id: await make(alice, 'inventory-items'),
      key: 'Colour',
      value: '\ud83d',
    });
    expect(spec.json().fieldErrors).toEqual({ value: TEXT_SURROGATE_MESSAGE });
  });

  it('keeps emoji and other well-formed text', async () => {
    const response = await alice.post('/api/v2/brands', { name: 'Sony 😀 \u202e' });
    expect(response.statusCode).toBe(201);
    expect(response.json().name).toBe('Sony 😀 \u202e');
  });

  it('is refused in a duplicate serial number, where the 409 message quoted it', async () => {
    const product = await make(alice, 'products');
    expect(
      (await alice.post('/api/v2/inventory-items', { product_id: product, serial_number: 'SN-\udbff' })).json()
        .fieldErrors,
    ).toEqual({
      serial_number: TEXT_SURROGATE_MESSAGE,
    });
    const purchase = await alice.post('/api/v2/purchases', {
      purchased_at: '2026-01-05',
      items: [
        { product_id: product, serial_number: 'SN-\ud800' },
        { product_id: product, serial_number: 'SN-\ud800' },
      ],
    });
    expect(purchase.statusCode).toBe(400);
    expect(purchase.json().fieldErrors).toEqual({
      'items.0.serial_number': TEXT_SURROGATE_MESSAGE,
      'items.1.serial_number': TEXT_SURROGATE_MESSAGE,
    });
  });

  it('is refused in sign-up names', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Kim\u0000', email: 'kim-nul@example.com', password: 'long enough 1', team_name: '\ud800' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ name: TEXT_NUL_MESSAGE, team_name: TEXT_SURROGATE_MESSAGE });
  });

  it.each([
    ['/api/v2/brands?q=%00', 'q'],
    ['/api/v2/brands/export.csv?q=a%00', 'q'],
    ['/api/inventory-items-detail?q=%00', 'q'],
    ['/api/global-search?q=ab%00c', 'q'],
  ])('is refused in the search of %s', async (url, field) => {
    const response = await alice.get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ [field]: TEXT_NUL_MESSAGE });
  });

  it.each([
    ['eq', { name: 'a\u0000' }, `name: ${TEXT_NUL_MESSAGE}`],
    ['like', { name: { like: '\ud800' } }, `name: ${TEXT_SURROGATE_MESSAGE}`],
    ['in', { name: { in: ['ok', '\u0000'] } }, `name: ${TEXT_NUL_MESSAGE}`],
  ])('is refused in a where filter (%s), in the list and the export', async (_name, filter, message) => {
    for (const url of [`/api/v2/brands?${where(filter)}`, `/api/v2/brands/export.csv?${where(filter)}`]) {
      const response = await alice.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().fieldErrors).toEqual({ where: message });
    }
  });
});

describe('JSON metadata', () => {
  const deepText = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const deep = (depth: number) => JSON.parse(deepText(depth));
  const post = async (metadata: unknown) =>
    alice.post('/api/v2/messages', {
      chat_id: await make(alice, 'chats'),
      message_type: 'assistant',
      content: 'Hi',
      metadata,
    });

  it('nested thousands deep answers 400 on metadata', async () => {
    const chat = await make(alice, 'chats');
    for (const depth of [33, 5000, 50_000]) {
      // As JSON text: JSON.stringify itself would overflow the stack on the deepest.
      const payload = `{"chat_id":${chat},"message_type":"user","content":"Hi","metadata":${deepText(depth)}}`;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v2/messages',
        payload,
        headers: { cookie: alice.cookie, 'content-type': 'application/json' },
      });
      expect(response.statusCode, `depth ${depth}`).toBe(400);
      expect(response.json().fieldErrors).toEqual({ metadata: 'Nest at most 32 levels deep' });
    }
  });

  it('with NUL or a lone surrogate in a key or a value answers 400 on metadata', async () => {
    expect((await post({ note: 'a\u0000' })).json().fieldErrors).toEqual({ metadata: TEXT_NUL_MESSAGE });
    expect((await post({ '\ud800': 1 })).json().fieldErrors).toEqual({ metadata: TEXT_SURROGATE_MESSAGE });
  });

  it('32 levels deep is stored as given', async () => {
    const response = await post({ visibility: 'hidden', tree: deep(31) });
    expect(response.statusCode).toBe(201);
    expect(response.json().metadata).toEqual({ visibility: 'hidden', tree: deep(31) });
  });
});
