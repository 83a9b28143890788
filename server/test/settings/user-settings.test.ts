import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTeamSettings } from '../../src/settings/store/settings-store.ts';
import { FROM_THE_APP, cookieHeader, createUser, loginAs, type TestUser } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let kim: TestUser;
let other: TestUser;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  kim = await createUser(t.app.db, { email: 'kim@example.com', teams: ['Kim Co.', 'Kim Side'] });
  other = await createUser(t.app.db, { email: 'other@example.com', teams: ['Not Kim'] });
  cookie = await loginAs(t.app, kim.email, kim.password);
});
afterAll(() => t.close());

const getSettings = (headers: Record<string, string> = { cookie }) =>
  t.app.inject({ method: 'GET', url: '/api/user-settings', headers });
const put = (payload: object, url = '/api/user-settings/') =>
  t.app.inject({ method: 'PUT', url, payload, headers: { cookie } });

describe('GET /api/user-settings', () => {
  it('answers the defaults for a user and team with nothing stored', async () => {
    const response = await getSettings();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user_settings: { dark_mode: 'auto', default_team_id: null },
      team_settings: { currency: 'USD', time_zone: 'UTC', tag_prefix: 'FS', tag_digits: 6, tag_next_number: 1 },
    });
  });

  it("answers the session team's settings", async () => {
    await writeTeamSettings(t.app.db, kim.teamIds[1]!, { currency: 'EUR', time_zone: 'Europe/Berlin' });
    const switched = await t.app.inject({
      method: 'GET',
      url: `/api/new-token?selected_team_id=${kim.teamIds[1]}`,
      headers: { cookie, ...FROM_THE_APP },
    });
    const response = await getSettings({ cookie: cookieHeader(switched) });
    expect(response.json().team_settings).toMatchObject({ currency: 'EUR', time_zone: 'Europe/Berlin' });
  });

  it('answers 401 without a session', async () => {
    expect((await getSettings({})).statusCode).toBe(401);
  });
});

describe('PUT /api/user-settings/', () => {
  it('stores dark_mode and answers every setting', async () => {
    const response = await put({ setting_key: 'dark_mode', setting_value: 'dark' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user_settings: { dark_mode: 'dark', default_team_id: null },
      team_settings: { currency: 'USD', time_zone: 'UTC', tag_prefix: 'FS', tag_digits: 6, tag_next_number: 1 },
    });
    expect((await getSettings()).json().user_settings.dark_mode).toBe('dark');
  });

  it('also answers without the trailing slash', async () => {
    const response = await put({ setting_key: 'dark_mode', setting_value: 'light' }, '/api/user-settings');
    expect(response.statusCode).toBe(200);
    expect(response.json().user_settings.dark_mode).toBe('light');
  });

  it('stores default_team_id for a team of the user, and sign-in then starts there', async () => {
    const response = await put({ setting_key: 'default_team_id', setting_value: String(kim.teamIds[1]) });
    expect(response.statusCode).toBe(200);
    expect(response.json().user_settings.default_team_id).toBe(kim.teamIds[1]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: kim.email, password: kim.password },
    });
    expect(login.json().team_id).toBe(kim.teamIds[1]);
  });

  it('answers 403 on the field for a team the user is not a member of', async () => {
    const response = await put({ setting_key: 'default_team_id', setting_value: other.teamIds[0] });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'You are not a member of that team.',
      fieldErrors: { setting_value: 'You are not a member of that team.' },
    });
  });

  it('answers 400 with fieldErrors for an unknown key or a bad value', async () => {
    const unknown = await put({ setting_key: 'favourite_colour', setting_value: 'blue' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { setting_key: expect.any(String) },
    });

    for (const payload of [
      { setting_key: 'dark_mode', setting_value: 'purple' },
      { setting_key: 'default_team_id', setting_value: 'abc' },
      { setting_key: 'default_team_id', setting_value: 0 },
    ]) {
      const response = await put(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { setting_value: expect.any(String) },
      });
    }
  });
});
