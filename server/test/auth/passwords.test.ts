import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResetTokens, sessions } from '../../src/db/schema/index.ts';
import { REFRESH_COOKIE } from '../../src/http/session.ts';
import { cookieHeader, cookieOf, createUser, loginAs, type TestUser } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
const FORGOT_ANSWER = { message: 'If an account exists for that email, a reset link is on its way.' };
const outbox = () => t.app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id));

async function requestResetLink(email: string): Promise<string> {
  expect((await post('/api/forgot-password', { email })).json()).toEqual(FORGOT_ANSWER);
  const [mail] = await outbox();
  const match = /http:\/\/flipstack\.test\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail!.text);
  return match![1]!;
}

const liveSessions = async (userId: number) =>
  new Set(
    (await t.app.db.select().from(sessions).where(eq(sessions.user_id, userId)))
      .filter((row) => row.revoked_at === null)
      .map((row) => row.id),
  );

describe('POST /api/forgot-password', () => {
  let hana: TestUser;
  beforeAll(async () => {
    hana = await createUser(t.app.db, { email: 'hana@example.com', name: 'Hana' });
  });

  it('records a mail with a reset link for an existing account', async () => {
    const response = await post('/api/forgot-password', { email: 'HANA@example.com' }, {}, '10.3.0.1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(FORGOT_ANSWER);
    const [mail] = await outbox();
    expect(mail).toMatchObject({
      to: 'hana@example.com',
      subject: 'Reset your Flipstack password',
      sent_at: null,
      error: null,
    });
    expect(mail!.text).toMatch(/^Hello Hana,/);
    expect(mail!.text).toMatch(/http:\/\/flipstack\.test\/reset-password\/[A-Za-z0-9_-]{43}\n/);
    const [token] = await t.app.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.user_id, hana.id));
    expect(mail!.text).not.toContain(token!.token_hash);
  });

  it('answers the same for an unknown email and writes no mail', async () => {
    const before = (await outbox()).length;
    const response = await post('/api/forgot-password', { email: 'nobody@example.com' }, {}, '10.3.0.2');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(FORGOT_ANSWER);
    expect((await outbox()).length).toBe(before);
  });

  it('answers 400 for a malformed email', async () => {
    const response = await post('/api/forgot-password', { email: 'nope' }, {}, '10.3.0.3');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { email: 'Enter a valid email address' } });
  });

  it('answers 429 after 5 requests in a minute for one address and email', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await post('/api/forgot-password', { email: 'x@example.com' }, {}, '10.3.9.9')).statusCode).toBe(200);
    const limited = await post('/api/forgot-password', { email: 'x@example.com' }, {}, '10.3.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe('POST /api/reset-password', () => {
  let ivan: TestUser;
  beforeAll(async () => {
    ivan = await createUser(t.app.db, { email: 'ivan@example.com' });
  });

  it('sets the password once, ends every sign-in, then refuses the same link', async () => {
    const oldCookie = await loginAs(t.app, ivan.email, ivan.password);
    const token = await requestResetLink(ivan.email);

    const response = await post('/api/reset-password', { token, password: 'a brand new password' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password has been reset. You can sign in now.' });
    expect(await liveSessions(ivan.id)).toEqual(new Set());
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: oldCookie } })).statusCode,
    ).toBe(401);
    const refresh = await post('/api/refresh-token', {}, { cookie: oldCookie });
    expect(refresh.statusCode).toBe(401);

    expect((await post('/api/login', { email: ivan.email, password: ivan.password })).statusCode).toBe(401);
    expect((await post('/api/login', { email: ivan.email, password: 'a brand new password' })).statusCode).toBe(200);

    const again = await post('/api/reset-password', { token, password: 'yet another password' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'BAD_REQUEST', message: 'This reset link is invalid or has expired.' });
  });

  it('refuses an expired link and an unknown one', async () => {
    const token = await requestResetLink(ivan.email);
    await t.app.db
      .update(passwordResetTokens)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.user_id, ivan.id));
    for (const candidate of [token, 'made-up-token']) {
      const response = await post('/api/reset-password', { token: candidate, password: 'a brand new password' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('This reset link is invalid or has expired.');
    }
  });

  it('answers 400 with fieldErrors for a short password', async () => {
    const response = await post('/api/reset-password', { token: 'x', password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { password: 'Use at least 8 characters' },
    });
  });
});

describe('POST /api/change-password', () => {
  let jo: TestUser;
  beforeAll(async () => {
    jo = await createUser(t.app.db, { email: 'jo@example.com' });
  });

  it('answers 400 on the current_password field when it is wrong', async () => {
    const cookie = await loginAs(t.app, jo.email, jo.password);
    const response = await post(
      '/api/change-password',
      { current_password: 'wrong one', password: 'a new password' },
      { cookie },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Current password is incorrect',
      fieldErrors: { current_password: 'Current password is incorrect' },
    });
  });

  it('changes the password, ends every sign-in with all its tokens, and signs the caller in afresh', async () => {
    const other = await loginAs(t.app, jo.email, jo.password);
    const mine = await loginAs(t.app, jo.email, jo.password, true);
    const response = await post(
      '/api/change-password',
      { current_password: jo.password, password: 'a new password' },
      { cookie: mine },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password has been changed.' });

    // Every token of every earlier sign-in is dead at once: access tokens too, not after 15 minutes.
    for (const cookie of [other, mine]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
      expect((await post('/api/refresh-token', {}, { cookie })).statusCode).toBe(401);
    }
    // The caller carries on in a new session with the same "remember".
    const renewed = cookieHeader(response);
    expect(cookieOf(response, REFRESH_COOKIE)?.maxAge).toBeGreaterThan(29 * 86_400);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: renewed } })).statusCode).toBe(
      200,
    );
    expect((await post('/api/refresh-token', {}, { cookie: renewed })).statusCode).toBe(200);
    expect((await liveSessions(jo.id)).size).toBe(1);
    expect((await post('/api/login', { email: jo.email, password: 'a new password' })).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const response = await post('/api/change-password', { current_password: 'x', password: 'a new password' });
    expect(response.statusCode).toBe(401);
  });

  it('answers 400 with fieldErrors for bad input', async () => {
    const cookie = await loginAs(t.app, jo.email, 'a new password');
    const response = await post('/api/change-password', { current_password: '', password: 'short' }, { cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      current_password: 'Enter your current password',
      password: 'Use at least 8 characters',
    });
  });
});
