import { eq } from 'drizzle-orm';
import { adminTeamsResponseSchema, adminUserSchema, adminUsersResponseSchema } from '@flipstack/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantSuperAdmins, setSuperAdminByEmail } from '../../src/admin/super-admins.ts';
import { users } from '../../src/db/schema/index.ts';
import { REFRESH_COOKIE } from '../../src/http/session.ts';
import { cookieValue, createUser, FROM_THE_APP, loginAs, TEST_PASSWORD } from '../helpers/accounts.ts';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { make } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: { id: number; cookie: string };
let plain: Caller;

beforeAll(async () => {
  t = await buildTestApp();
  const created = await createUser(t.app.db, { email: 'root@example.com', name: 'Root', superAdmin: true });
  admin = { id: created.id, cookie: await loginAs(t.app, created.email) };
  plain = (await signedInTeams(t, 1))[0]!;
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin.cookie, ...FROM_THE_APP }, ...(payload ? { payload } : {}) });

async function userIdOf(email: string): Promise<number> {
  const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

describe('every admin call answers 403 to a user who is not a super admin', () => {
  it('GET /api/admin/teams', async () => {
    expect((await plain.get('/api/admin/teams')).statusCode).toBe(403);
  });
  it('GET /api/admin/users', async () => {
    expect((await plain.get('/api/admin/users')).statusCode).toBe(403);
  });
  it('PUT /api/admin/users/{id}/super-admin (not even for themselves)', async () => {
    const response = await plain.put(`/api/admin/users/${admin.id}/super-admin`, { super_admin: true });
    expect(response.statusCode).toBe(403);
    const [self] = await t.app.db.select().from(users).where(eq(users.email, 'root@example.com'));
    expect(self?.super_admin).toBe(true);
  });
  it('PUT /api/admin/users/{id}/disabled', async () => {
    const response = await plain.put(`/api/admin/users/${admin.id}/disabled`, { disabled: true });
    expect(response.statusCode).toBe(403);
    expect((await asAdmin('GET', '/api/admin/teams')).statusCode).toBe(200);
  });
  it('POST /api/admin/teams/{id}/members', async () => {
    const response = await plain.post(`/api/admin/teams/${plain.teamId}/members`, { user_id: admin.id });
    expect(response.statusCode).toBe(403);
  });
  it('and 401 without a sign-in', async () => {
    expect((await t.app.inject({ url: '/api/admin/users' })).statusCode).toBe(401);
  });
  it('a role removed a moment ago stops at once, though the access token still says super admin', async () => {
    const former = await createUser(t.app.db, { email: 'former@example.com', superAdmin: true });
    const cookie = await loginAs(t.app, former.email);
    const list = () => t.app.inject({ url: '/api/admin/users', headers: { cookie } });
    expect((await list()).statusCode).toBe(200);
    await setSuperAdminByEmail(t.app.db, 'FORMER@example.com', false);
    expect((await list()).statusCode).toBe(403);
  });
});

describe('GET /api/admin/teams', () => {
  it('lists teams with their members and their counts of items and sales, a page at a time', async () => {
    const [seller] = await signedInTeams(t, 1);
    await make(seller!, 'inventory-items');
    await make(seller!, 'inventory-items');
    await make(seller!, 'sales');
    const all = await asAdmin('GET', '/api/admin/teams?limit=500');
    expect(all.statusCode).toBe(200);
    const body = adminTeamsResponseSchema.parse(all.json());
    const team = body.rows.find((row) => row.id === seller!.teamId);
    expect(team).toMatchObject({
      item_count: 2,
      sale_count: 1,
      members: [expect.objectContaining({ role: 'owner', email: expect.stringMatching(/^caller-/) })],
      created_at: expect.stringMatching(/Z$/),
    });
    expect(body.total).toBe(body.rows.length);
    const page = adminTeamsResponseSchema.parse((await asAdmin('GET', '/api/admin/teams?limit=1&offset=1')).json());
    expect(page).toEqual({ rows: [body.rows[1]], total: body.total });
    const searched = (await asAdmin('GET', `/api/admin/teams?q=${encodeURIComponent(team!.name)}`)).json();
    expect(searched.rows.map((row: { id: number }) => row.id)).toEqual([team!.id]);
  });
});

describe('GET /api/admin/users', () => {
  it('lists users with their teams, last sign-in, Microsoft link and state', async () => {
    const never = await createUser(t.app.db, { email: 'never@example.com', teams: ['Never Co', plain.teamId] });
    await t.app.db.update(users).set({ microsoft_tid: 't', microsoft_oid: 'o' }).where(eq(users.id, never.id));
    const body = adminUsersResponseSchema.parse((await asAdmin('GET', '/api/admin/users?q=example.com')).json());
    expect(body.rows.find((row) => row.id === never.id)).toMatchObject({
      email: 'never@example.com',
      last_sign_in_at: null,
      microsoft_linked: true,
      has_password: true,
      disabled_at: null,
      super_admin: false,
      teams: [
        { id: never.teamIds[0], name: 'Never Co', role: 'owner' },
        { id: plain.teamId, name: expect.any(String), role: 'member' },
      ],
    });
    expect(body.rows.find((row) => row.id === admin.id)?.last_sign_in_at).toMatch(/Z$/);
    const page = adminUsersResponseSchema.parse((await asAdmin('GET', '/api/admin/users?limit=1')).json());
    expect(page.rows).toHaveLength(1);
    expect(page.total).toBeGreaterThan(1);
    expect((await asAdmin('GET', '/api/admin/users?limit=0')).statusCode).toBe(400);
  });
});

describe('PUT /api/admin/users/{id}/super-admin', () => {
  it('grants and removes the role; the user sees it at their next session check', async () => {
    const user = await createUser(t.app.db, { email: 'promoted@example.com' });
    const cookie = await loginAs(t.app, user.email);
    const granted = await asAdmin('PUT', `/api/admin/users/${user.id}/super-admin`, { super_admin: true });
    expect(adminUserSchema.parse(granted.json())).toMatchObject({ id: user.id, super_admin: true });
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(me.json().super_admin).toBe(true);
    expect((await t.app.inject({ url: '/api/admin/teams', headers: { cookie } })).statusCode).toBe(200);
    const removed = await asAdmin('PUT', `/api/admin/users/${user.id}/super-admin`, { super_admin: false });
    expect(removed.json().super_admin).toBe(false);
  });

  it('refuses to remove one’s own role, and answers 404 for no such user', async () => {
    const self = await asAdmin('PUT', `/api/admin/users/${admin.id}/super-admin`, { super_admin: false });
    expect(self.statusCode).toBe(409);
    expect((await asAdmin('PUT', '/api/admin/users/999999/super-admin', { super_admin: true })).statusCode).toBe(404);
    expect((await asAdmin('PUT', `/api/admin/users/${admin.id}/super-admin`, { super_admin: 'yes' })).statusCode).toBe(
      400,
    );
  });
});

describe('PUT /api/admin/users/{id}/disabled', () => {
  it('ends every sign-in at once and refuses new ones with a message, until enabled again', async () => {
    const user = await createUser(t.app.db, { email: 'disabled@example.com' });
    const cookie = await loginAs(t.app, user.email);
    const me = () => t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect((await me()).statusCode).toBe(200);

    const disabled = await asAdmin('PUT', `/api/admin/users/${user.id}/disabled`, { disabled: true });
    expect(disabled.json()).toMatchObject({ id: user.id, disabled_at: expect.stringMatching(/Z$/) });
    expect((await me()).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      headers: FROM_THE_APP,
      payload: { refresh_token: cookieValue(cookie, REFRESH_COOKIE) },
    });
    expect(refresh.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: TEST_PASSWORD },
      remoteAddress: '10.77.0.1',
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('This account has been disabled. Ask an administrator to enable it.');
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: 'not the password' },
      remoteAddress: '10.77.0.2',
    });
    expect(wrongPassword.statusCode).toBe(401);

    const enabled = await asAdmin('PUT', `/api/admin/users/${user.id}/disabled`, { disabled: false });
    expect(enabled.json().disabled_at).toBeNull();
    expect(await loginAs(t.app, user.email)).toContain('flipstack_access=');
  });

  it('refuses to disable oneself', async () => {
    expect((await asAdmin('PUT', `/api/admin/users/${admin.id}/disabled`, { disabled: true })).statusCode).toBe(409);
  });
});

describe('POST /api/admin/teams/{id}/members', () => {
  it('adds a user to a team with a role, once', async () => {
    const user = await createUser(t.app.db, { email: 'joiner@example.com' });
    const added = await asAdmin('POST', `/api/admin/teams/${plain.teamId}/members`, {
      user_id: user.id,
      role: 'admin',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().teams).toContainEqual(expect.objectContaining({ id: plain.teamId, role: 'admin' }));
    const again = await asAdmin('POST', `/api/admin/teams/${plain.teamId}/members`, { user_id: user.id });
    expect(again.statusCode).toBe(409);
    expect((await asAdmin('POST', '/api/admin/teams/999999/members', { user_id: user.id })).statusCode).toBe(404);
    expect((await asAdmin('POST', `/api/admin/teams/${plain.teamId}/members`, { user_id: 999999 })).statusCode).toBe(
      404,
    );
  });
});

describe('SUPER_ADMIN_EMAILS', () => {
  it('makes those users super admins and names the emails no user has', async () => {
    await createUser(t.app.db, { email: 'boss@example.com' });
    expect(await grantSuperAdmins(t.app.db, ['boss@example.com', 'nobody@example.com'])).toEqual([
      'nobody@example.com',
    ]);
    expect((await t.app.db.select().from(users).where(eq(users.email, 'boss@example.com')))[0]?.super_admin).toBe(true);
    expect(await userIdOf('boss@example.com')).toBeGreaterThan(0);
  });
});
