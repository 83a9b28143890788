import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, teamSettings, userSettings } from '../../src/db/schema/index.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../src/http/session.ts';
import { cookieHeader, cookieOf } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const register = (payload: object, remoteAddress = '10.2.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/register', payload, remoteAddress });

describe('POST /api/register', () => {
  it('creates the user, their team and settings, and signs them in (201)', async () => {
    const response = await register({
      name: ' Gina ',
      email: 'Gina@Example.com',
      password: 'long enough',
      team_name: 'Gina Goods',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      user: { email: 'gina@example.com', name: 'Gina', super_admin: false },
      super_admin: false,
    });
    expect(cookieOf(response, ACCESS_COOKIE)?.maxAge).toBeUndefined();
    expect(cookieOf(response, REFRESH_COOKIE)?.maxAge).toBeUndefined();

    const [membership] = await t.app.db.select().from(memberships).where(eq(memberships.user_id, body.user.id));
    expect(membership).toMatchObject({ team_id: body.team_id, role: 'owner' });
    const settings = await t.app.db.select().from(userSettings).where(eq(userSettings.user_id, body.user.id));
    expect(settings.map(({ key, value }) => ({ key, value }))).toEqual([
      { key: 'default_team_id', value: body.team_id },
    ]);
    const team = await t.app.db.select().from(teamSettings).where(eq(teamSettings.team_id, body.team_id));
    expect(Object.fromEntries(team.map(({ key, value }) => [key, value]))).toEqual({
      currency: 'USD',
      time_zone: 'UTC',
      // Tag numbers for labels: FS000001 comes first.
      tag_prefix: 'FS',
      tag_digits: 6,
      tag_next_number: 1,
    });

    const teams = await t.app.inject({ method: 'GET', url: '/api/teams', headers: { cookie: cookieHeader(response) } });
    expect(teams.json()).toEqual({ teams: [{ id: body.team_id, name: 'Gina Goods', role: 'owner' }] });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'gina@example.com', password: 'long enough' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers 409 with a field error when the email is taken, whatever its case', async () => {
    const response = await register({
      name: 'Other',
      email: 'GINA@example.com',
      password: 'long enough',
      team_name: 'Other',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'CONFLICT',
      message: 'An account with this email already exists.',
      fieldErrors: { email: 'An account with this email already exists.' },
    });
  });

  it('answers 400 with fieldErrors for bad input', async () => {
    const response = await register({ name: '', email: 'nope', password: 'short', team_name: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: {
        name: 'Enter your name',
        email: 'Enter a valid email address',
        password: 'Use at least 8 characters',
        team_name: 'Name your team',
      },
    });
  });

  it('answers 429 after 10 registrations in an hour from one address', async () => {
    const attempt = (i: number) =>
      register({ name: 'Spam', email: `spam${i}@example.com`, password: 'long enough', team_name: 'Spam' }, '10.2.9.9');
    for (let i = 0; i < 10; i += 1) expect((await attempt(i)).statusCode).toBe(201);
    const limited = await attempt(10);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
