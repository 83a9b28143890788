import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ASSISTANT_NAME, STREAM_DONE } from '@flipstack/contract';
import { ASSISTANT_AUDIENCE } from '../../src/http/session.ts';
import { signedInTeams, where, type Caller } from '../helpers/callers.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { streamEvents } from './stream-events.ts';

let t: TestApp;
let caller: Caller;
let other: Caller;
beforeAll(async () => {
  t = await buildTestApp();
  [caller, other] = (await signedInTeams(t, 2)) as [Caller, Caller];
});
afterAll(() => t.close());

async function newChat(who: Caller, body: Record<string, unknown> = {}): Promise<number> {
  const response = await who.post('/api/chats', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

const ask = (who: Caller, chatId: number, userMessage: string) =>
  who.post('/api/completion-stream-runs', { chatId, userMessage, enumerations: {}, context: {} });

const withBearer = (
  token: string,
  payload: object,
  url = '/api/completion-stream-runs',
  method: 'POST' | 'GET' = 'POST',
) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(method === 'POST' ? { payload } : {}),
  });

async function assistantToken(who: Caller, chatId: number): Promise<string> {
  const response = await who.post('/api/assistant-token', { chat_id: chatId });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().expires_in).toBe(60);
  return response.json().token;
}

describe('POST /api/chats', () => {
  it('creates a chat of the caller with the general assistant unless named', async () => {
    const response = await caller.post('/api/chats', { title: 'Pricing' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ title: 'Pricing', assistant_name: DEFAULT_ASSISTANT_NAME });
    const named = await caller.post('/api/chats', { assistant_name: 'sales' });
    expect(named.json()).toMatchObject({ title: null, assistant_name: 'sales' });
    expect((await caller.post('/api/chats', { assistant_name: ' ' })).statusCode).toBe(400);
  });
});

describe('POST /api/completion-stream-runs', () => {
  it('streams data lines of the contract, ends with [DONE] and saves both messages', async () => {
    const chatId = await newChat(caller);
    const response = await ask(caller, chatId, 'hello there');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const { events, lastLine } = streamEvents(response.body);
    expect(lastLine).toBe(STREAM_DONE);
    expect(events[0]?.type).toBe('text');
    expect(events.at(-1)?.type).toBe('suggestions');
    const shown = await caller.get(`/api/v2/messages?${where({ chat_id: chatId, show_to_user: 1 })}&limit=25`);
    expect(shown.json().rows.map((row: { message_type: string }) => row.message_type)).toEqual(['user', 'assistant']);
    expect(shown.json().rows[0].content).toBe('hello there');
  });

  it('refuses an empty message, an unknown chat and another team’s chat before streaming', async () => {
    const chatId = await newChat(caller);
    expect((await ask(caller, chatId, '   ')).statusCode).toBe(400);
    expect((await ask(caller, 2_000_000, 'hi')).statusCode).toBe(404);
    const theirs = await newChat(other);
    const refused = await ask(caller, theirs, 'hi');
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('NOT_FOUND');
    const theirMessages = await other.get(`/api/v2/messages?${where({ chat_id: theirs })}`);
    expect(theirMessages.json().total).toBe(0);
  });
});

describe('the assistant token', () => {
  it('opens the stream of its chat without a cookie', async () => {
    const chatId = await newChat(caller);
    const response = await withBearer(await assistantToken(caller, chatId), { chatId, userMessage: 'hi' });
    expect(response.statusCode).toBe(200);
    expect(streamEvents(response.body).lastLine).toBe(STREAM_DONE);
  });

  it('is refused by every other route and for another chat', async () => {
    const chatId = await newChat(caller);
    const token = await assistantToken(caller, chatId);
    for (const url of [
      '/api/auth/me',
      '/api/v2/messages',
      '/api/inventory-items-detail',
      '/api/analytics/monthly-sales',
    ])
      expect((await withBearer(token, {}, url, 'GET')).statusCode, url).toBe(401);
    for (const url of ['/api/chats', '/api/assistant-token', '/api/v2/reminders'])
      expect((await withBearer(token, { chat_id: chatId }, url)).statusCode, url).toBe(401);
    const another = await newChat(caller);
    const refused = await withBearer(token, { chatId: another, userMessage: 'hi' });
    expect(refused.statusCode).toBe(403);
  });

  it('is refused once expired, forged or for another team’s chat', async () => {
    const chatId = await newChat(caller);
    const token = await assistantToken(caller, chatId);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const secret = new TextEncoder().encode(t.config.appSecret);
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 5 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secret);
    expect((await withBearer(expired, { chatId, userMessage: 'hi' })).statusCode).toBe(401);
    const forged = await new SignJWT({ ...claims, aud: ASSISTANT_AUDIENCE })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await withBearer(forged, { chatId, userMessage: 'hi' })).statusCode).toBe(401);
    const theirs = await newChat(other);
    expect((await caller.post('/api/assistant-token', { chat_id: theirs })).statusCode).toBe(404);
  });

  it('ends with the sign-in it was made in', async () => {
    const [leaving] = await signedInTeams(t, 1);
    const chatId = await newChat(leaving!);
    const token = await assistantToken(leaving!, chatId);
    expect((await leaving!.post('/api/logout', {})).statusCode).toBe(200);
    expect((await withBearer(token, { chatId, userMessage: 'hi' })).statusCode).toBe(401);
  });
});
