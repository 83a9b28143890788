import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecretToken } from '../../src/auth/secret-token.ts';
import { refreshTokens } from '../../src/db/schema/index.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../src/http/session.ts';
import { FROM_THE_APP, cookieOf, createUser, loginAs, type TestUser } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let dana: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  dana = await createUser(t.app.db, { email: 'dana@example.com', teams: ['Dana Co.', 'Dana Side'] });
});
afterAll(() => t.close());

const refreshWith = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/refresh-token', headers: { cookie: `${REFRESH_COOKIE}=${token}` } });

async function signIn(remember = false): Promise<string> {
  const cookie = await loginAs(t.app, dana.email, dana.password, remember);
  return /flipstack_refresh=([^;]+)/.exec(cookie)![1]!;
}

function expectClearedCookies(response: Awaited<ReturnType<typeof refreshWith>>): void {
  for (const name of [ACCESS_COOKIE, REFRESH_COOKIE]) {
    const cookie = cookieOf(response, name);
    expect(cookie?.value).toBe('');
    expect(cookie?.expires?.getTime()).toBeLessThan(Date.now());
  }
}

describe('POST /api/refresh-token', () => {
  it('rotates the token: a new session and new cookies in the same family', async () => {
    const first = await signIn();
    const response = await refreshWith(first);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { id: dana.id },
      team_id: dana.teamIds[0],
      refresh_expires_at: expect.any(String),
    });
    expect(response.json()).not.toHaveProperty('access_token');
    const second = cookieOf(response, REFRESH_COOKIE)?.value;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    const access = cookieOf(response, ACCESS_COOKIE)!.value;

    const rows = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.user_id, dana.id));
    const old = rows.find((row) => row.used_at !== null)!;
    expect(rows.filter((row) => row.family_id === old.family_id)).toHaveLength(2);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('keeps "remember" across rotations', async () => {
    const response = await refreshWith(await signIn(true));
    expect(cookieOf(response, REFRESH_COOKIE)?.maxAge).toBeGreaterThan(29 * 86_400);
    expect(cookieOf(response, ACCESS_COOKIE)?.maxAge).toBe(15 * 60);
  });

  it('accepts the token as {refresh_token} in the body for clients without cookies', async () => {
    const token = await signIn();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      payload: { refresh_token: token },
    });
    expect(response.statusCode).toBe(200);
  });

  it('revokes the whole family when an already-used token comes back after the grace window', async () => {
    const first = await signIn();
    const second = cookieOf(await refreshWith(first), REFRESH_COOKIE)!.value;
    await t.app.db
      .update(refreshTokens)
      .set({ used_at: sql`now() - interval '11 seconds'` })
      .where(eq(refreshTokens.token_hash, hashSecretToken(first)));

    const reuse = await refreshWith(first);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Your session has expired. Please sign in again.' });
    expectClearedCookies(reuse);

    // The newer token of the family is dead too.
    expect((await refreshWith(second)).statusCode).toBe(401);
  });

  it('answers 401 and clears the cookies for a token unused for too long', async () => {
    const token = await signIn();
    await t.app.db
      .update(refreshTokens)
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where(eq(refreshTokens.user_id, dana.id));
    const response = await refreshWith(token);
    expect(response.statusCode).toBe(401);
    expectClearedCookies(response);
  });

  it('answers 401 for an unknown token and for none', async () => {
    expect((await refreshWith('not-a-token')).statusCode).toBe(401);
    const none = await t.app.inject({ method: 'POST', url: '/api/refresh-token' });
    expect(none.statusCode).toBe(401);
    expectClearedCookies(none);
  });

  it("falls back to the user's first team when they left the token's team", async () => {
    const eve = await createUser(t.app.db, { email: 'eve@example.com', teams: ['Eve Co.', dana.teamIds[1]!] });
    const cookie = await loginAs(t.app, eve.email, eve.password);
    const switched = await t.app.inject({
      method: 'GET',
      url: `/api/new-token?selected_team_id=${dana.teamIds[1]}`,
      headers: { cookie, ...FROM_THE_APP },
    });
    const token = cookieOf(switched, REFRESH_COOKIE)!.value;
    await t.app.db.execute(sql`delete from memberships where user_id = ${eve.id} and team_id = ${dana.teamIds[1]!}`);
    const response = await refreshWith(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().team_id).toBe(eve.teamIds[0]);
  });
});

describe('POST /api/logout', () => {
  it('revokes the family, clears the cookies and says so', async () => {
    const cookie = await loginAs(t.app, dana.email, dana.password);
    const token = /flipstack_refresh=([^;]+)/.exec(cookie)![1]!;
    const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'You are now logged out.' });
    expectClearedCookies(response);
    expect((await refreshWith(token)).statusCode).toBe(401);
  });

  it('works without a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'You are now logged out.' });
  });
});
