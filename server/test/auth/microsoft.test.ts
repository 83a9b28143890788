import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, users } from '../../src/db/schema/index.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../src/http/session.ts';
import { cookieHeader, cookieOf, createUser, FROM_THE_APP, loginAs } from '../helpers/accounts.ts';
import { entraAccount, startFakeEntra, type EntraAccount, type FakeEntra } from '../helpers/fake-entra.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let entra: FakeEntra;
let t: TestApp;
const TENANT = randomUUID();

beforeAll(async () => {
  entra = await startFakeEntra();
  t = await buildTestApp({
    microsoft: {
      clientId: entra.clientId,
      clientSecret: entra.clientSecret,
      authority: entra.authority('common'),
      allowSignup: false,
    },
  });
});
afterAll(async () => {
  await t.close();
  await entra.close();
});

type Flow = { app?: TestApp; account?: EntraAccount; cookie?: string; query?: string };

/** GET /api/connect-to-microsoft: the provider's authorization URL and the state cookie it set. */
async function connect({ app = t, cookie, query = '' }: Flow = {}) {
  const response = await app.app.inject({
    method: 'GET',
    url: `/api/connect-to-microsoft${query}`,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(302);
  const state = cookieOf(response, 'flipstack_microsoft');
  return { location: response.headers.location as string, stateCookie: state ? `${state.name}=${state.value}` : '' };
}

/** The provider signs the account in and sends the browser back: the callback URL it names. */
async function authorize(location: string, account?: EntraAccount): Promise<URL> {
  if (account) entra.signInAs(account);
  const response = await fetch(location, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}

function callback(url: URL, cookie: string, app: TestApp = t): Promise<LightMyRequestResponse> {
  return app.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { cookie } });
}

/** The whole flow; the callback's answer. */
async function flow({ app = t, account, cookie, query }: Flow): Promise<LightMyRequestResponse> {
  const { location, stateCookie } = await connect({ app, cookie, query });
  const back = await authorize(location, account);
  return callback(back, [stateCookie, cookie].filter(Boolean).join('; '), app);
}

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

async function linkedUser(email: string, account = entraAccount(email, TENANT)) {
  const user = await createUser(t.app.db, { email });
  await t.app.db
    .update(users)
    .set({ microsoft_tid: account.tid, microsoft_oid: account.oid })
    .where(eq(users.id, user.id));
  return { user, account };
}

describe('GET /api/status', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await buildTestApp();
  });
  afterAll(() => plain.close());

  it('tells the web whether Microsoft sign-in is configured', async () => {
    expect((await t.app.inject({ url: '/api/status' })).json()).toMatchObject({ microsoft_sign_in: true });
    expect((await plain.app.inject({ url: '/api/status' })).json()).toMatchObject({ microsoft_sign_in: false });
    const response = await plain.app.inject({ url: '/api/connect-to-microsoft' });
    expect(response.headers.location).toBe('/login?microsoft=not-configured');
  });
});

describe('GET /api/connect-to-microsoft', () => {
  it('sends the browser to the authority with state, nonce and PKCE, kept in a signed httpOnly cookie', async () => {
    const response = await t.app.inject({ url: '/api/connect-to-microsoft' });
    const url = new URL(response.headers.location as string);
    expect(url.origin + url.pathname).toBe(`${entra.url}/common/oauth2/v2.0/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: entra.clientId,
      response_type: 'code',
      redirect_uri: 'http://flipstack.test/api/microsoft/callback',
      scope: 'openid profile email',
      code_challenge_method: 'S256',
      state: expect.any(String),
      nonce: expect.any(String),
      code_challenge: expect.any(String),
    });
    const cookie = cookieOf(response, 'flipstack_microsoft');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/microsoft', maxAge: 600 });
    expect(cookie?.value).not.toContain(url.searchParams.get('code_challenge'));
  });

  it('links only for a signed-in user', async () => {
    const response = await t.app.inject({ url: '/api/connect-to-microsoft?link=true' });
    expect(response.headers.location).toBe('/login?microsoft=signed-out');
  });
});

describe('linking (signed in)', () => {
  it('links the Microsoft account (tid + oid) to the user, and unlinks it once they have a password', async () => {
    const user = await createUser(t.app.db, { email: 'link@example.com' });
    const cookie = await loginAs(t.app, user.email);
    const account = entraAccount('link@contoso.example', TENANT);
    const response = await flow({ account, cookie, query: '?link=true' });
    expect(response.headers.location).toBe('/change-password?microsoft=linked');
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ microsoft_tid: TENANT, microsoft_oid: account.oid });
    expect((await me(cookie)).json().user).toMatchObject({ microsoft_oid: account.oid, has_password: true });

    const unlink = await t.app.inject({
      method: 'POST',
      url: '/api/microsoft/unlink',
      headers: { cookie, ...FROM_THE_APP },
      payload: {},
    });
    expect(unlink.statusCode).toBe(200);
    expect((await me(cookie)).json().user.microsoft_oid).toBeNull();
  });

  it('refuses an account another user has linked', async () => {
    const { account } = await linkedUser('holder@example.com');
    const other = await createUser(t.app.db, { email: 'other@example.com' });
    const response = await flow({ account, cookie: await loginAs(t.app, other.email), query: '?link=true' });
    expect(response.headers.location).toBe('/change-password?microsoft=link-taken');
  });
});

describe('signing in (signed out)', () => {
  it('signs in the linked user with the normal session cookies, then goes where asked', async () => {
    const { user, account } = await linkedUser('signin@example.com');
    const response = await flow({ account, query: '?remember=true&redirect=%2Fsales%3Fpage%3D2' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/sales?page=2');
    expect(cookieOf(response, ACCESS_COOKIE)?.maxAge).toBeGreaterThan(0);
    expect(cookieOf(response, REFRESH_COOKIE)?.maxAge).toBeGreaterThan(24 * 60 * 60);
    expect(cookieOf(response, 'flipstack_microsoft')?.value).toBe('');
    expect((await me(cookieHeader(response))).json()).toMatchObject({
      user: { id: user.id },
      team_id: user.teamIds[0],
    });
  });

  it.each([
    '//evil.example/',
    '/.//evil.example/phish',
    '/a/..//evil.example/x',
    '/%2e%2e//evil.example',
    '/\\evil.example',
    '/./\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example',
    'javascript:alert(1)',
  ])('never leaves the site after signing in (redirect %j)', async (redirect) => {
    const { account } = await linkedUser(`offsite-${randomUUID()}@example.com`);
    const response = await flow({ account, query: `?${new URLSearchParams({ redirect }).toString()}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });

  it('keeps an encoded slash as a path on this site', async () => {
    const { account } = await linkedUser('encoded-slash@example.com');
    const response = await flow({ account, query: `?redirect=${encodeURIComponent('/%2F%2Fevil.example')}` });
    expect(response.headers.location).toBe('/%2F%2Fevil.example');
  });

  it('checks the redirect again on the way back, whatever the state cookie holds', async () => {
    const { account } = await linkedUser('old-state@example.com');
    const { location, stateCookie } = await connect({ query: '?redirect=%2Fsales' });
    const [name, value = ''] = stateCookie.split('=');
    const state = decodeJwt(value);
    // Signed by this server, as one made by an earlier release that let '//evil.example' through.
    const resigned = await new SignJWT({ ...state, redirect: '//evil.example' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(t.config.appSecret));
    const response = await callback(await authorize(location, account), `${name}=${resigned}`);
    expect(response.headers.location).toBe('/');
    expect(cookieOf(response, ACCESS_COOKIE)).toBeDefined();
  });

  it('tells an unknown account so on /login and signs nobody in', async () => {
    const response = await flow({ account: entraAccount('stranger@example.com', TENANT) });
    expect(response.headers.location).toBe('/login?microsoft=unknown-account');
    expect(cookieOf(response, ACCESS_COOKIE)).toBeUndefined();
  });

  it('refuses a disabled user', async () => {
    const { user, account } = await linkedUser('disabled-ms@example.com');
    await t.app.db.update(users).set({ disabled_at: new Date() }).where(eq(users.id, user.id));
    const response = await flow({ account });
    expect(response.headers.location).toBe('/login?microsoft=disabled');
    expect(cookieOf(response, ACCESS_COOKIE)).toBeUndefined();
  });

  it('brings the provider’s errors back to /login', async () => {
    entra.failNextAuthorization('access_denied');
    expect((await flow({})).headers.location).toBe('/login?microsoft=cancelled');
    entra.failNextAuthorization('server_error');
    expect((await flow({})).headers.location).toBe('/login?microsoft=failed');
  });
});

describe('the callback refuses what it cannot trust', () => {
  const refused = '/login?microsoft=failed';

  it('a state that is not the one this browser was given', async () => {
    const { account } = await linkedUser('tampered-state@example.com');
    const { location, stateCookie } = await connect();
    const back = await authorize(location, account);
    back.searchParams.set('state', 'forged');
    const response = await callback(back, stateCookie);
    expect(response.headers.location).toBe(refused);
    expect(cookieOf(response, ACCESS_COOKIE)).toBeUndefined();
  });

  it('a state cookie that is missing or not signed by this server', async () => {
    const { account } = await linkedUser('no-cookie@example.com');
    const { location, stateCookie } = await connect();
    const back = await authorize(location, account);
    expect((await callback(back, '')).headers.location).toBe('/login?microsoft=expired');
    const [name, value = ''] = stateCookie.split('=');
    const [header, payload] = value.split('.');
    const forged = `${name}=${header}.${payload}.${'A'.repeat(43)}`;
    expect((await callback(back, forged)).headers.location).toBe('/login?microsoft=expired');
  });

  it('a code used a second time', async () => {
    const { account } = await linkedUser('replay@example.com');
    const { location, stateCookie } = await connect();
    const back = await authorize(location, account);
    expect((await callback(back, stateCookie)).headers.location).toBe('/');
    const replayed = await callback(back, stateCookie);
    expect(replayed.headers.location).toBe(refused);
    expect(cookieOf(replayed, ACCESS_COOKIE)).toBeUndefined();
  });

  it.each([
    ['a nonce other than the one sent', () => ({ nonce: 'another-nonce' })],
    ['an expired ID token', () => ({ iat: now() - 7200, nbf: now() - 7200, exp: now() - 3600 })],
    ['an ID token for another client', () => ({ aud: randomUUID() })],
    ['an issuer other than the token’s own tenant', () => ({ iss: `${entra.url}/${randomUUID()}/v2.0` })],
    ['an ID token without a tenant', () => ({ tid: undefined })],
  ])('%s', async (_, claims) => {
    const { account } = await linkedUser(`${randomUUID()}@example.com`);
    const { location, stateCookie } = await connect();
    entra.tamperNextIdToken(claims());
    const response = await callback(await authorize(location, account), stateCookie);
    expect(response.headers.location).toBe(refused);
    expect(cookieOf(response, ACCESS_COOKIE)).toBeUndefined();
  });
});

describe('MS_ALLOW_SIGNUP=true', () => {
  let open: TestApp;
  beforeAll(async () => {
    open = await buildTestApp({
      microsoft: {
        clientId: entra.clientId,
        clientSecret: entra.clientSecret,
        authority: entra.authority('organizations'),
        allowSignup: true,
      },
    });
  });
  afterAll(() => open.close());

  it('creates the user and a team of their own; without a password they sign in with Microsoft and may set one', async () => {
    const account = { ...entraAccount('new.person@contoso.example', TENANT), name: 'New Person' };
    const response = await flow({ app: open, account });
    expect(response.headers.location).toBe('/');
    const cookie = cookieHeader(response);
    const answer = (await open.app.inject({ url: '/api/auth/me', headers: { cookie } })).json();
    expect(answer.user).toMatchObject({ email: 'new.person@contoso.example', name: 'New Person', has_password: false });
    const teams = await open.app.db.select().from(memberships).where(eq(memberships.user_id, answer.user.id));
    expect(teams).toEqual([expect.objectContaining({ team_id: answer.team_id, role: 'owner' })]);

    const login = (password: string) =>
      open.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'new.person@contoso.example', password },
      });
    expect((await login('any password at all')).statusCode).toBe(401);
    const unlink = await open.app.inject({
      method: 'POST',
      url: '/api/microsoft/unlink',
      headers: { cookie, ...FROM_THE_APP },
      payload: {},
    });
    expect(unlink.statusCode).toBe(409);

    const set = (password: string) =>
      open.app.inject({
        method: 'POST',
        url: '/api/set-password',
        headers: { cookie, ...FROM_THE_APP },
        payload: { password },
      });
    expect((await set('a new password')).statusCode).toBe(200);
    expect((await set('yet another one')).statusCode).toBe(409);
    expect((await login('a new password')).statusCode).toBe(200);

    const again = await flow({ app: open, account });
    expect(again.headers.location).toBe('/');
    expect(
      (await open.app.inject({ url: '/api/auth/me', headers: { cookie: cookieHeader(again) } })).json().user.id,
    ).toBe(answer.user.id);
  });

  it('never takes over a user who already has that email', async () => {
    await createUser(open.app.db, { email: 'taken@contoso.example' });
    const response = await flow({ app: open, account: entraAccount('Taken@Contoso.example', TENANT) });
    expect(response.headers.location).toBe('/login?microsoft=email-taken');
  });
});

describe('a single-tenant authority', () => {
  let single: TestApp;
  beforeAll(async () => {
    single = await buildTestApp({
      microsoft: {
        clientId: entra.clientId,
        clientSecret: entra.clientSecret,
        authority: entra.authority(TENANT),
        allowSignup: true,
      },
    });
  });
  afterAll(() => single.close());

  it('expects the tenant’s own issuer', async () => {
    const ok = await flow({ app: single, account: entraAccount('single@contoso.example', TENANT) });
    expect(ok.headers.location).toBe('/');
    const elsewhere = await flow({ app: single, account: entraAccount('guest@fabrikam.example') });
    expect(elsewhere.headers.location).toBe('/login?microsoft=failed');
  });
});

const now = () => Math.floor(Date.now() / 1000);
