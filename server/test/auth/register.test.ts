import { count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, memberships, teams, teamSettings, users, userSettings } from '../../src/db/schema/index.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../src/http/session.ts';
import { cookieHeader, cookieOf, createUser } from '../helpers/accounts.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ mail: { smtpUrl: smtp.url, from: 'Flipstack <no-reply@flipstack.test>' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const MAILED = { message: 'We have sent a mail to this address. Check your email to continue.' };
const rowCount = async (table: typeof users | typeof teams) =>
  (await t.app.db.select({ n: count() }).from(table))[0]!.n;
const mailsTo = (address: string) =>
  smtp.received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === address);

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

  it('answers an address that has an account as it answers a new one (201), with no session, and mails its owner', async () => {
    const owner = await createUser(t.app.db, { email: 'owner@example.com', name: 'Olga', password: 'the real one' });
    const [usersBefore, teamsBefore] = [await rowCount(users), await rowCount(teams)];

    const response = await register({
      name: 'Mallory',
      email: 'OWNER@example.com',
      password: 'mallory wants in',
      team_name: 'Mallory Co',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(MAILED);
    expect(response.body).not.toMatch(/exist|taken|already/i);
    expect(response.cookies).toEqual([]);
    expect([await rowCount(users), await rowCount(teams)]).toEqual([usersBefore, teamsBefore]);

    await t.app.mailer.idle();
    const [mail, ...more] = mailsTo('owner@example.com');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('You already have a Flipstack account');
    expect(mail!.text).toMatch(/^Hello Olga,/);
    expect(mail!.text).toContain('\nhttp://flipstack.test/login\n');
    expect(mail!.text).toContain('\nhttp://flipstack.test/forgot-password\n');
    expect(mail!.text).not.toContain('mallory wants in');
    const [row] = await t.app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(row).toMatchObject({ to: 'owner@example.com', sent_at: expect.any(String), error: null });

    // The account is as it was: its own password signs in, the one sent with the sign-up does not.
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { email: owner.email, password } });
    expect((await login('the real one')).statusCode).toBe(200);
    expect((await login('mallory wants in')).statusCode).toBe(401);
  });

  it('signs in exactly one of two sign-ups of one new address sent at once; the other is answered like a known address', async () => {
    const body = (name: string) => ({ name, email: 'twice@example.com', password: 'long enough', team_name: name });
    const answers = await Promise.all([register(body('First'), '10.2.1.1'), register(body('Second'), '10.2.1.2')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const signedIn = answers.filter((answer) => cookieOf(answer, ACCESS_COOKIE));
    expect(signedIn).toHaveLength(1);
    expect(answers.find((answer) => !cookieOf(answer, ACCESS_COOKIE))!.json()).toEqual(MAILED);
    const twice = await t.app.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, 'twice@example.com'));
    expect(twice).toHaveLength(1);
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
