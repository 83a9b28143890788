import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { rateLimits } from '../../src/db/schema/index.ts';
import { createUser, type TestUser } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let nina: TestUser;
beforeAll(async () => {
  // Per address and email 10 a minute (the default), per address across emails 20.
  t = await buildTestApp({ signInAddressRateLimitPerMinute: 20 });
  nina = await createUser(t.app.db, { email: 'nina@example.com' });
});
afterAll(() => t.close());

const login = (email: string, remoteAddress: string, app: FastifyInstance = t.app) =>
  app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { email, password: 'a wrong password' } });
const LIMITED = { code: 'RATE_LIMITED', message: 'Too many sign-in attempts. Please wait a minute and try again.' };

describe('sign-in rate limits', () => {
  it('caps password spraying: many emails from one address are stopped after the per-address limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await login(`user${i}@example.com`, '10.8.0.1')).statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(20).fill(429));
    const limited = await login('someone-new@example.com', '10.8.0.1');
    expect(limited.json()).toEqual(LIMITED);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address is not held back.
    expect((await login('user0@example.com', '10.8.0.2')).statusCode).toBe(401);
  });

  it('holds across several app instances on one database', async () => {
    const other = await buildApp({ config: t.config, database: t.database, webDist: '/nonexistent' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1)
        statuses.push((await login(nina.email, '10.8.1.1', i % 2 === 0 ? t.app : other)).statusCode);
      expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    } finally {
      await other.close();
    }
  });

  it('opens a new window once the last one ended', async () => {
    for (let i = 0; i < 10; i += 1) await login(nina.email, '10.8.2.1');
    expect((await login(nina.email, '10.8.2.1')).statusCode).toBe(429);
    await t.app.db.update(rateLimits).set({ window_ends_at: sql`now() - interval '1 second'` });
    expect((await login(nina.email, '10.8.2.1')).statusCode).toBe(401);
  });

  it('keeps neither the address nor the email in the counters table', async () => {
    await login(nina.email, '10.8.3.1');
    const keys = (await t.app.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key).join('\n');
    expect(keys).not.toContain('10.8.3.1');
    expect(keys).not.toContain('nina');
  });
});
