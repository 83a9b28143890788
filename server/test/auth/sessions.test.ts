import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { hashSecretToken } from '../../src/auth/secret-token.ts';
import { sweepSessions } from '../../src/auth/sessions.ts';
import { refreshTokens, sessions, users } from '../../src/db/schema/index.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../src/http/session.ts';
import {
  FROM_THE_APP,
  cookieHeader,
  cookieOf,
  cookieValue,
  createUser,
  loginAs,
  type TestUser,
} from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let lena: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  lena = await createUser(t.app.db, { email: 'lena@example.com', teams: ['Lena Co.', 'Lena Side'] });
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const me = (headers: Record<string, string>, app: FastifyInstance = t.app) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers });
const refreshWith = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/refresh-token', headers: { cookie: `${REFRESH_COOKIE}=${token}` } });
const sessionOf = async (cookie: string) => {
  const [row] = await t.app.db
    .select({ session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.family_id))
    .where(eq(refreshTokens.token_hash, hashSecretToken(cookieValue(cookie, REFRESH_COOKIE))));
  return row!.session;
};
const daysUntil = (iso: string) => (Date.parse(iso) - Date.now()) / DAY_MS;
const accessOnly = (cookie: string) => ({ cookie: `${ACCESS_COOKIE}=${cookieValue(cookie, ACCESS_COOKIE)}` });

describe('the access token is never in a body', () => {
  it('login, register, refresh and new-token answer without it; only the httpOnly cookie carries it', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.7.0.1',
      payload: { email: lena.email, password: lena.password },
    });
    const cookie = cookieHeader(login);
    const refresh = await refreshWith(cookieValue(cookie, REFRESH_COOKIE));
    const switched = await t.app.inject({
      method: 'GET',
      url: `/api/new-token?selected_team_id=${lena.teamIds[1]}`,
      headers: { cookie: cookieHeader(refresh), ...FROM_THE_APP },
    });
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: '10.7.0.2',
      payload: { name: 'Mo', email: 'mo@example.com', password: 'a long password', team_name: 'Mo Co.' },
    });
    for (const response of [login, refresh, switched, register]) {
      expect(response.statusCode).toBeLessThan(300);
      expect(response.json()).not.toHaveProperty('access_token');
      const access = cookieOf(response, ACCESS_COOKIE)!;
      expect(access.httpOnly).toBe(true);
      expect(response.body).not.toContain(access.value);
    }
  });
});

describe('signing out', () => {
  it('ends the access token at once, not 15 minutes later (cookie and Bearer)', async () => {
    const cookie = await loginAs(t.app, lena.email);
    const bearer = { authorization: `Bearer ${cookieValue(cookie, ACCESS_COOKIE)}` };
    expect((await me({ cookie })).statusCode).toBe(200); // now remembered as live by this instance
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect((await me({ cookie })).statusCode).toBe(401);
    expect((await me(bearer)).statusCode).toBe(401);
    expect((await refreshWith(cookieValue(cookie, REFRESH_COOKIE))).statusCode).toBe(401);
  });

  it('with only the access token (no refresh cookie) still ends its session', async () => {
    const cookie = await loginAs(t.app, lena.email);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: accessOnly(cookie) });
    expect((await me({ cookie })).statusCode).toBe(401);
    expect((await refreshWith(cookieValue(cookie, REFRESH_COOKIE))).statusCode).toBe(401);
  });

  it('reaches another app instance on the same database through the database', async () => {
    const other = await buildApp({
      config: { ...t.config, sessionCheckCacheSeconds: 0 },
      database: t.database,
      webDist: '/nonexistent',
    });
    try {
      const cookie = await loginAs(t.app, lena.email);
      expect((await me({ cookie }, other)).statusCode).toBe(200);
      await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
      expect((await me({ cookie }, other)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it("leaves the user's other sessions alone", async () => {
    const mine = await loginAs(t.app, lena.email);
    const elsewhere = await loginAs(t.app, lena.email);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: mine } });
    expect((await me({ cookie: elsewhere })).statusCode).toBe(200);
  });
});

describe('session lifetime', () => {
  it('without "remember": 1 day idle, 7 days absolute', async () => {
    const cookie = await loginAs(t.app, lena.email);
    const session = await sessionOf(cookie);
    expect(session.remember).toBe(false);
    expect(daysUntil(session.expires_at)).toBeCloseTo(7, 2);
    const refreshed = await refreshWith(cookieValue(cookie, REFRESH_COOKIE));
    expect(daysUntil(refreshed.json().refresh_expires_at)).toBeCloseTo(1, 2);
  });

  it('with "remember": 30 days idle, 90 days absolute', async () => {
    const cookie = await loginAs(t.app, lena.email, lena.password, true);
    expect(daysUntil((await sessionOf(cookie)).expires_at)).toBeCloseTo(90, 2);
    const refreshed = await refreshWith(cookieValue(cookie, REFRESH_COOKIE));
    expect(daysUntil(refreshed.json().refresh_expires_at)).toBeCloseTo(30, 2);
  });

  it('no refresh slides past the absolute end', async () => {
    const cookie = await loginAs(t.app, lena.email, lena.password, true);
    const session = await sessionOf(cookie);
    await t.app.db
      .update(sessions)
      .set({ expires_at: sql`now() + interval '1 hour'` })
      .where(eq(sessions.id, session.id));
    const refreshed = await refreshWith(cookieValue(cookie, REFRESH_COOKIE));
    expect(refreshed.statusCode).toBe(200);
    expect(daysUntil(refreshed.json().refresh_expires_at) * 24).toBeCloseTo(1, 1);
    expect(cookieOf(refreshed, REFRESH_COOKIE)?.maxAge).toBeLessThanOrEqual(3600);
  });

  it('past the absolute end the refresh token and the access token are both refused', async () => {
    const cookie = await loginAs(t.app, lena.email, lena.password, true);
    const session = await sessionOf(cookie);
    await t.app.db
      .update(sessions)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, session.id));
    t.app.sessionCheck.forget([session.id]);
    expect((await refreshWith(cookieValue(cookie, REFRESH_COOKIE))).statusCode).toBe(401);
    expect((await me({ cookie })).statusCode).toBe(401);
  });
});

describe('several tabs refreshing at once', () => {
  const bodyOf = (response: LightMyRequestResponse) => response.json<{ team_id: number; refresh_expires_at: string }>();

  it('all succeed with the same cookie, only one rotates, and the session lives on', async () => {
    const cookie = await loginAs(t.app, lena.email, lena.password, true);
    const token = cookieValue(cookie, REFRESH_COOKIE);
    const answers = await Promise.all([refreshWith(token), refreshWith(token), refreshWith(token)]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(cookieOf(answer, ACCESS_COOKIE)?.maxAge).toBe(15 * 60);
      expect((await me({ cookie: `${ACCESS_COOKIE}=${cookieOf(answer, ACCESS_COOKIE)!.value}` })).statusCode).toBe(200);
    }
    // The browser keeps the winner's refresh cookie: the others set none.
    const rotated = answers.filter((answer) => cookieOf(answer, REFRESH_COOKIE) !== undefined);
    expect(rotated).toHaveLength(1);
    const winner = cookieOf(rotated[0]!, REFRESH_COOKIE)!.value;
    for (const answer of answers)
      expect(bodyOf(answer).refresh_expires_at).toBe(bodyOf(rotated[0]!).refresh_expires_at);

    const next = await refreshWith(winner);
    expect(next.statusCode).toBe(200);
    expect((await sessionOf(cookie)).revoked_at).toBeNull();
  });

  it('a token presented again after the grace window ends the session, access tokens included', async () => {
    const cookie = await loginAs(t.app, lena.email);
    const first = cookieValue(cookie, REFRESH_COOKIE);
    const rotated = await refreshWith(first);
    const second = cookieOf(rotated, REFRESH_COOKIE)!.value;
    expect((await me({ cookie: cookieHeader(rotated) })).statusCode).toBe(200);
    await t.app.db
      .update(refreshTokens)
      .set({ used_at: sql`now() - interval '11 seconds'` })
      .where(eq(refreshTokens.token_hash, hashSecretToken(first)));

    const reuse = await refreshWith(first);
    expect(reuse.statusCode).toBe(401);
    expect((await sessionOf(cookie)).revoked_at).not.toBeNull();
    expect((await refreshWith(second)).statusCode).toBe(401);
    expect((await me({ cookie: cookieHeader(rotated) })).statusCode).toBe(401);
  });

  it('the grace window does not revive an ended session', async () => {
    const cookie = await loginAs(t.app, lena.email);
    const first = cookieValue(cookie, REFRESH_COOKIE);
    const rotated = await refreshWith(first);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: cookieHeader(rotated) } });
    expect((await refreshWith(first)).statusCode).toBe(401);
  });

  it('a team switch that meets a concurrent refresh moves the session to the new team', async () => {
    const cookie = await loginAs(t.app, lena.email);
    const first = cookieValue(cookie, REFRESH_COOKIE);
    const rotated = await refreshWith(first); // the other tab won
    const switched = await t.app.inject({
      method: 'GET',
      url: `/api/new-token?selected_team_id=${lena.teamIds[1]}`,
      headers: {
        cookie: `${ACCESS_COOKIE}=${cookieValue(cookie, ACCESS_COOKIE)}; ${REFRESH_COOKIE}=${first}`,
        ...FROM_THE_APP,
      },
    });
    expect(switched.statusCode).toBe(200);
    expect(bodyOf(switched).team_id).toBe(lena.teamIds[1]);
    expect(cookieOf(switched, REFRESH_COOKIE)).toBeUndefined();
    const next = await refreshWith(cookieOf(rotated, REFRESH_COOKIE)!.value);
    expect(bodyOf(next).team_id).toBe(lena.teamIds[1]);
  });
});

describe('ended sessions', () => {
  it('are deleted a month after they ended, with their refresh tokens; the last sign-in stays on the user', async () => {
    const kim = await createUser(t.app.db, { email: 'kim@example.com' });
    const old = await sessionOf(await loginAs(t.app, kim.email));
    const signedOut = await sessionOf(await loginAs(t.app, kim.email));
    const live = await sessionOf(await loginAs(t.app, kim.email));
    await t.app.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 31 * DAY_MS).toISOString() })
      .where(eq(sessions.id, old.id));
    await t.app.db
      .update(sessions)
      .set({ revoked_at: new Date(Date.now() - 2 * DAY_MS).toISOString() })
      .where(eq(sessions.id, signedOut.id));

    expect(await sweepSessions(t.app.db)).toBe(1);
    const kept = await t.app.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.user_id, kim.id));
    expect(kept.map((row) => row.id).sort()).toEqual([signedOut.id, live.id].sort());
    const tokens = await t.app.db
      .select({ family: refreshTokens.family_id })
      .from(refreshTokens)
      .where(eq(refreshTokens.user_id, kim.id));
    expect(tokens.map((row) => row.family)).not.toContain(old.id);

    const [user] = await t.app.db.select({ last: users.last_sign_in_at }).from(users).where(eq(users.id, kim.id));
    expect(Date.parse(user!.last!)).toBe(Date.parse(live.created_at));
  });
});
