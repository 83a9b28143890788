import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMeta, teams, users } from '../../src/db/schema/index.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../src/db/seed/demo.ts';
import { cookieHeader } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('seedDemo', () => {
  it('creates the demo user, owner of two teams, starting in the first', async () => {
    expect(await seedDemo(t.app.db)).toEqual({ isNew: true });
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ email: 'demo@flipstack.test', name: 'Demo Reseller' });

    const headers = { cookie: cookieHeader(login) };
    const { teams: list } = (await t.app.inject({ method: 'GET', url: '/api/teams', headers })).json();
    expect(list).toEqual([
      { id: expect.any(Number), name: 'Demo Resale Co.', role: 'owner' },
      { id: expect.any(Number), name: 'Demo Side Hustle', role: 'owner' },
    ]);
    expect(login.json().team_id).toBe(list[0].id);
    const settings = (await t.app.inject({ method: 'GET', url: '/api/user-settings', headers })).json();
    expect(settings).toEqual({
      user_settings: { dark_mode: 'auto', default_team_id: list[0].id },
      team_settings: { currency: 'USD', time_zone: 'UTC' },
    });
    expect(await t.app.db.select().from(appMeta).where(eq(appMeta.key, 'demo_seeded'))).toHaveLength(1);
  });

  it('does nothing the second time', async () => {
    expect(await seedDemo(t.app.db)).toEqual({ isNew: false });
    const [userCount] = await t.app.db.select({ n: count() }).from(users);
    const [teamCount] = await t.app.db.select({ n: count() }).from(teams);
    expect([userCount?.n, teamCount?.n]).toEqual([1, 2]);
  });
});
