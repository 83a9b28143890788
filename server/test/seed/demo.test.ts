import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMeta, teams, users } from '../../src/db/schema/index.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../src/seed/demo.ts';
import { FROM_THE_APP, cookieHeader } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('seedDemo', () => {
  it('creates the demo user, owner of two teams, starting in the first', async () => {
    expect(await seedDemo(t.app.db)).toEqual({ isNew: true });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
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
      team_settings: { currency: 'USD', time_zone: 'UTC', tag_prefix: 'T-', tag_digits: 3, tag_next_number: 9 },
    });
    expect(await t.app.db.select().from(appMeta).where(eq(appMeta.key, 'demo_seeded'))).toHaveLength(1);
  });

  it('does nothing the second time', async () => {
    expect(await seedDemo(t.app.db)).toEqual({ isNew: false });
    const [userCount] = await t.app.db.select({ n: count() }).from(users);
    const [teamCount] = await t.app.db.select({ n: count() }).from(teams);
    expect([userCount?.n, teamCount?.n]).toEqual([1, 2]);
  });

  it('gives the first team six weeks of work whose numbers match a hand calculation', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    const headers = { cookie: cookieHeader(login) };
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers })).json();

    const purchases = await get('/api/v2/purchases?order_by=purchased_at&with=items');
    expect(purchases.rows.map((p: { total: string }) => p.total)).toEqual(['642.00', '419.98', '520.00', '265.00']);
    // 642.00 equally over three items; 520.00 by weight 1:1:3.
    expect(purchases.rows[0].items.map((i: { cost: string }) => i.cost)).toEqual(['214.00', '214.00', '214.00']);
    expect(purchases.rows[2].items.map((i: { cost: string }) => i.cost)).toEqual(['104.00', '104.00', '312.00']);

    const sales = await get('/api/v2/sales?order_by=sold_at');
    // Switch: 329.99 + 18.00 + 26.40 − 26.40 taxes − (14.85 + 48.10) − 214.00 = 71.04
    // iPhone: 549.00 + 43.92 − 43.92 − (9.20 + 78.55) − 419.98 = 41.27; Bose: 190.00 − 104.00 = 86.00
    expect(sales.rows.map((sale: { profit: string }) => sale.profit)).toEqual(['71.04', '41.27', '86.00']);
    // Shipped a day, then two days after the sale; the latest waits to be shipped.
    const daysToShip = sales.rows.map((sale: { sold_at: string; shipped_at: string | null }) =>
      sale.shipped_at === null
        ? null
        : Math.round((Date.parse(sale.shipped_at) - Date.parse(sale.sold_at)) / 86_400_000),
    );
    expect(daysToShip).toEqual([1, 2, null]);

    const items = await get('/api/v2/inventory-items?order_by=id&limit=100');
    const statuses = items.rows.map(
      (item: { tag_number: string | null; status: string }) => `${item.tag_number ?? '-'}:${item.status}`,
    );
    expect(statuses).toEqual([
      'T-001:shipped',
      'T-002:listed',
      'T-003:listed',
      'T-004:shipped',
      'T-005:sold',
      'T-006:in_stock',
      'T-007:in_stock',
      'T-008:in_transit',
    ]);

    const second = (await get('/api/teams')).teams[1];
    const switched = await t.app.inject({
      method: 'GET',
      url: `/api/new-token?selected_team_id=${second.id}`,
      headers: { ...headers, ...FROM_THE_APP },
    });
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/v2/purchases',
      headers: { cookie: cookieHeader(switched) },
    });
    expect(other.json().total).toBe(0);
  });
});
