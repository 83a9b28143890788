import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../src/http/session.ts';
import { writeUserSetting } from '../../src/settings/store/settings-store.ts';
import { cookieOf, createUser, loginAs, type TestUser } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let alice: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  alice = await createUser(t.app.db, {
    email: 'alice@example.com',
    name: 'Alice',
    teams: ['Alice Resale', 'Alice Side'],
  });
});
afterAll(() => t.close());

const login = (payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress });

describe('POST /api/login', () => {
  it('signs in and answers the session without the password hash', async () => {
    const response = await login({ email: 'Alice@Example.com', password: alice.password }, '10.0.0.1');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      user: {
        id: alice.id,
        email: 'alice@example.com',
        name: 'Alice',
        microsoft_oid: null,
        has_password: true,
        super_admin: false,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
      team_id: alice.teamIds[0],
      super_admin: false,
      refresh_expires_at: expect.any(String),
    });
    expect(response.body).not.toMatch(/password_hash|scrypt/);
    const expiresInHours = (Date.parse(body.refresh_expires_at) - Date.now()) / 3_600_000;
    expect(expiresInHours).toBeGreaterThan(23.9);
    expect(expiresInHours).toBeLessThanOrEqual(24);
  });

  it('sets httpOnly SameSite=Lax browser-session cookies without "remember"', async () => {
    const response = await login({ email: alice.email, password: alice.password }, '10.0.0.2');
    const access = cookieOf(response, ACCESS_COOKIE);
    const refresh = cookieOf(response, REFRESH_COOKIE);
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(access?.value).toMatch(/^eyJ/);
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
    expect(refresh?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(access?.maxAge).toBeUndefined();
    expect(refresh?.maxAge).toBeUndefined();
    expect(access?.secure).toBeUndefined();
  });

  it('sets persistent cookies and a 30-day refresh token (of a 90-day session) with "remember"', async () => {
    const response = await login({ email: alice.email, password: alice.password, remember: true }, '10.0.0.3');
    expect(cookieOf(response, ACCESS_COOKIE)?.maxAge).toBe(15 * 60);
    expect(cookieOf(response, REFRESH_COOKIE)?.maxAge).toBeGreaterThan(30 * 86_400 - 5);
    const expiresInDays = (Date.parse(response.json().refresh_expires_at) - Date.now()) / 86_400_000;
    expect(expiresInDays).toBeGreaterThan(29.99);
  });

  it('answers 401 with one message for a wrong password and for an unknown email', async () => {
    const wrong = await login({ email: alice.email, password: 'not the password' }, '10.0.0.4');
    const unknown = await login({ email: 'nobody@example.com', password: 'not the password' }, '10.0.0.4');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Invalid email or password.' });
      expect(response.cookies).toEqual([]);
    }
  });

  it('answers 400 with fieldErrors for bad input', async () => {
    const response = await login({ email: 'not-an-email', password: '' }, '10.0.0.5');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { email: 'Enter a valid email address', password: 'Enter your password' },
    });
  });

  it('starts in the default_team_id team when the user is still a member of it', async () => {
    await writeUserSetting(t.app.db, alice.id, 'default_team_id', alice.teamIds[1]);
    const response = await login({ email: alice.email, password: alice.password }, '10.0.0.6');
    expect(response.json().team_id).toBe(alice.teamIds[1]);
    await writeUserSetting(t.app.db, alice.id, 'default_team_id', 999_999);
    const fallback = await login({ email: alice.email, password: alice.password }, '10.0.0.6');
    expect(fallback.json().team_id).toBe(alice.teamIds[0]);
  });

  it('answers 403 for a user who belongs to no team', async () => {
    const loner = await createUser(t.app.db, { email: 'loner@example.com', teams: [] });
    const response = await login({ email: loner.email, password: loner.password }, '10.0.0.7');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'Your account does not belong to any team yet. Ask a team owner to add you.',
    });
  });

  it('answers 429 on the 11th attempt in a minute for the same address and email', async () => {
    const attempt = (email: string) => login({ email, password: 'wrong password' }, '10.0.0.8');
    for (let i = 0; i < 10; i += 1) expect((await attempt('ALICE@example.com')).statusCode).toBe(401);
    const limited = await attempt('alice@example.com');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many sign-in attempts. Please wait a minute and try again.',
    });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another email from the same address is counted separately.
    expect((await attempt('someone-else@example.com')).statusCode).toBe(401);
  });
});

describe('GET /api/auth/me', () => {
  it('answers the user, team and super_admin for the cookie session', async () => {
    const cookie = await loginAs(t.app, alice.email, alice.password);
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: expect.objectContaining({ id: alice.id, email: alice.email, microsoft_oid: null }),
      team_id: alice.teamIds[0],
      super_admin: false,
    });
    expect(response.body).not.toMatch(/password_hash|scrypt/);
  });

  it('accepts the access token as Authorization: Bearer', async () => {
    const access = cookieOf(
      await login({ email: alice.email, password: alice.password }, '10.0.1.1'),
      ACCESS_COOKIE,
    )!.value;
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(alice.id);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  });

  it('answers 401 for an expired access token', async () => {
    const secret = new TextEncoder().encode(t.config.appSecret);
    const expired = await new SignJWT({ team_id: alice.teamIds[0], super_admin: false })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(alice.id))
      .setAudience('flipstack')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret);
    for (const headers of [{ authorization: `Bearer ${expired}` }, { cookie: `${ACCESS_COOKIE}=${expired}` }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
      expect(response.statusCode).toBe(401);
    }
  });

  it('answers 401 for a token signed with another secret', async () => {
    const forged = await new SignJWT({ team_id: alice.teamIds[0], super_admin: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(alice.id))
      .setAudience('flipstack')
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/teams', () => {
  it('lists the teams of the user with their role', async () => {
    const bob = await createUser(t.app.db, { email: 'bob@example.com', teams: ['Bob Co.', alice.teamIds[0]!] });
    const cookie = await loginAs(t.app, bob.email, bob.password);
    const response = await t.app.inject({ method: 'GET', url: '/api/teams', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      teams: [
        { id: bob.teamIds[0], name: 'Bob Co.', role: 'owner' },
        { id: alice.teamIds[0], name: 'Alice Resale', role: 'member' },
      ],
    });
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/teams' });
    expect(response.statusCode).toBe(401);
  });
});
