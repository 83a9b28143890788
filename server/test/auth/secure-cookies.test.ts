import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../src/http/session.ts';
import { cookieOf, createUser } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://flipstack.example' });
});
afterAll(() => t.close());

describe('session cookies behind https', () => {
  it('are Secure when PUBLIC_URL is https', async () => {
    const user = await createUser(t.app.db, { email: 'carol@example.com' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
    });
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout' });
    for (const response of [login, logout]) {
      expect(cookieOf(response, ACCESS_COOKIE)).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
      });
      expect(cookieOf(response, REFRESH_COOKIE)).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
        path: '/api',
      });
    }
  });
});
