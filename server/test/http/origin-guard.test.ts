import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_COOKIE } from '../../src/http/session.ts';
import { FROM_THE_APP, cookieValue, createUser, loginAs, type TestUser } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let gina: TestUser;
beforeAll(async () => {
  t = await buildTestApp(); // PUBLIC_URL http://flipstack.test
  gina = await createUser(t.app.db, { email: 'gina@example.com', teams: ['Gina Co.', 'Gina Side'] });
});
afterAll(() => t.close());

const CROSS_SITE = {
  code: 'FORBIDDEN',
  message: 'This request came from another site and was refused. Open Flipstack itself and try again.',
};

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const teamOf = async (cookie: string) => (await call('GET', '/api/auth/me', { cookie })).json().team_id;
const isSignedIn = async (cookie: string) => (await call('GET', '/api/auth/me', { cookie })).statusCode === 200;
const switchTo = (teamId: number, headers: Record<string, string>) =>
  call('GET', `/api/new-token?selected_team_id=${teamId}`, headers);

describe('GET /api/new-token (a GET that changes the session)', () => {
  it('refuses a navigation: without the client header it is 403 and the team stays', async () => {
    const cookie = await loginAs(t.app, gina.email);
    // Over plain HTTP on a LAN host a same-origin navigation carries no Sec-Fetch-* and no Origin.
    const response = await switchTo(gina.teamIds[1]!, { cookie, host: '192.168.1.20:3000' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'This request must come from the Flipstack app (the x-requested-with header is missing).',
    });
    expect(response.cookies).toEqual([]);
    expect(await teamOf(cookie)).toBe(gina.teamIds[0]);
  });

  it('refuses a top-level navigation from another site even with the header', async () => {
    const cookie = await loginAs(t.app, gina.email);
    const response = await switchTo(gina.teamIds[1]!, {
      cookie,
      ...FROM_THE_APP,
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'navigate',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(CROSS_SITE);
    expect(await teamOf(cookie)).toBe(gina.teamIds[0]);
  });

  it('switches for the web client (client header, same origin)', async () => {
    const cookie = await loginAs(t.app, gina.email);
    const response = await switchTo(gina.teamIds[1]!, { cookie, ...FROM_THE_APP, 'sec-fetch-site': 'same-origin' });
    expect(response.statusCode).toBe(200);
    expect(response.json().team_id).toBe(gina.teamIds[1]);
  });
});

describe('state-changing requests with cookies', () => {
  it('refuses a bodyless logout from a same-site page on another port, and the session lives on', async () => {
    const cookie = await loginAs(t.app, gina.email);
    const attacks: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-site', origin: 'http://flipstack.test:8080' },
      { origin: 'http://flipstack.test:8080' },
    ];
    for (const headers of attacks) {
      const response = await call('POST', '/api/logout', { cookie, ...headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(CROSS_SITE);
      expect(response.cookies).toEqual([]);
    }
    expect(await isSignedIn(cookie)).toBe(true);
    const refresh = await call('POST', '/api/refresh-token', { cookie, origin: 'http://flipstack.test' });
    expect(refresh.statusCode).toBe(200);
  });

  it('refuses a write from another origin, and an opaque origin', async () => {
    const cookie = await loginAs(t.app, gina.email);
    for (const origin of ['https://evil.example', 'null']) {
      const response = await call('POST', '/api/v2/brands', { cookie, origin }, { name: `From ${origin}` });
      expect(response.statusCode).toBe(403);
    }
    const brands = await call('GET', '/api/v2/brands', { cookie });
    expect(brands.json().total).toBe(0);
  });

  it('refuses a cross-site sign-in (login CSRF)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.9.0.1',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { email: gina.email, password: gina.password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.cookies).toEqual([]);
  });

  it("accepts our own origin: PUBLIC_URL's, the request's own host, same-origin and user-initiated fetches", async () => {
    const cookie = await loginAs(t.app, gina.email);
    const accepted: Record<string, string>[] = [
      { origin: 'http://flipstack.test' },
      { origin: 'http://192.168.1.20:3000', host: '192.168.1.20:3000' },
      { 'sec-fetch-site': 'same-origin', origin: 'http://flipstack.test' },
      { 'sec-fetch-site': 'none' },
      {},
    ];
    for (const [index, headers] of accepted.entries()) {
      const response = await call('POST', '/api/v2/brands', { cookie, ...headers }, { name: `Brand ${index}` });
      expect(response.statusCode, JSON.stringify(headers)).toBe(201);
    }
  });

  it('lets a request authenticated by Authorization: Bearer through (not CSRF-able)', async () => {
    const cookie = await loginAs(t.app, gina.email);
    const response = await call(
      'POST',
      '/api/v2/brands',
      { authorization: `Bearer ${cookieValue(cookie, ACCESS_COOKIE)}`, origin: 'https://tool.example' },
      { name: 'From a script' },
    );
    expect(response.statusCode).toBe(201);
  });

  it('leaves safe reads alone', async () => {
    const cookie = await loginAs(t.app, gina.email);
    const response = await call('GET', '/api/v2/brands', {
      cookie,
      'sec-fetch-site': 'cross-site',
      origin: 'https://evil.example',
    });
    expect(response.statusCode).toBe(200);
  });
});
