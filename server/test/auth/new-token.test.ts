import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, sessions } from '../../src/db/schema/index.ts';
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
let frank: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  frank = await createUser(t.app.db, { email: 'frank@example.com', teams: ['Frank Co.', 'Frank Side'] });
  stranger = await createUser(t.app.db, { email: 'stranger@example.com', teams: ['Elsewhere'] });
});
afterAll(() => t.close());

const newToken = (query: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/new-token${query}`, headers: { ...FROM_THE_APP, ...headers } });

describe('GET /api/new-token', () => {
  it("switches to the user's second team: cookies set, me shows the new team, same session", async () => {
    const cookie = await loginAs(t.app, frank.email, frank.password);
    const response = await newToken(`?selected_team_id=${frank.teamIds[1]}`, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      team_id: frank.teamIds[1],
      user: { id: frank.id },
      refresh_expires_at: expect.any(String),
    });

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: cookieHeader(response) } });
    expect(me.json().team_id).toBe(frank.teamIds[1]);

    const rows = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.user_id, frank.id));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.family_id)).size).toBe(1);
    expect(rows.find((row) => row.used_at === null)?.team_id).toBe(frank.teamIds[1]);

    // The rotated refresh token keeps the new team.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      headers: { cookie: `${REFRESH_COOKIE}=${cookieOf(response, REFRESH_COOKIE)!.value}` },
    });
    expect(refreshed.json().team_id).toBe(frank.teamIds[1]);
  });

  it('never starts a session from a Bearer token: without the refresh cookie it is 401', async () => {
    const cookie = await loginAs(t.app, frank.email, frank.password);
    const before = await t.app.db.select().from(sessions).where(eq(sessions.user_id, frank.id));
    const response = await newToken(`?selected_team_id=${frank.teamIds[1]}`, {
      authorization: `Bearer ${cookieValue(cookie, ACCESS_COOKIE)}`,
    });
    expect(response.statusCode).toBe(401);
    expect(response.cookies).toEqual([]);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.user_id, frank.id))).toHaveLength(before.length);
  });

  it("answers 401 for a refresh cookie of another session than the access token's", async () => {
    const mine = await loginAs(t.app, frank.email, frank.password);
    const other = await loginAs(t.app, frank.email, frank.password);
    const response = await newToken(`?selected_team_id=${frank.teamIds[1]}`, {
      cookie: `${ACCESS_COOKIE}=${cookieValue(mine, ACCESS_COOKIE)}; ${REFRESH_COOKIE}=${cookieValue(other, REFRESH_COOKIE)}`,
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 for a team the user is not a member of', async () => {
    const cookie = await loginAs(t.app, frank.email, frank.password);
    const response = await newToken(`?selected_team_id=${stranger.teamIds[0]}`, { cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'FORBIDDEN', message: 'You are not a member of that team.' });
    expect(response.cookies).toEqual([]);
  });

  it('answers 400 with fieldErrors for a bad query', async () => {
    const cookie = await loginAs(t.app, frank.email, frank.password);
    for (const query of ['', '?selected_team_id=abc', '?selected_team_id=-1']) {
      const response = await newToken(query, { cookie });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { selected_team_id: expect.any(String) },
      });
    }
  });

  it('answers 401 without a session', async () => {
    const response = await newToken(`?selected_team_id=${frank.teamIds[1]}`, {});
    expect(response.statusCode).toBe(401);
  });
});
