import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADER } from '@flipstack/contract';
import { buildApp } from '../../src/app.ts';
import { registerAuthHook } from '../../src/http/auth-hook.ts';
import { registerErrorHandler } from '../../src/http/error-handler.ts';
import { operationsOf } from '../fuzz/cases.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const SIGN_IN = { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' };

/** Sends one raw request line over a socket: light-my-request normalises what a real client may send. */
function rawRequest(port: number, requestLine: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`${requestLine}\r\nHost: flipstack.test\r\nConnection: close\r\n\r\n`);
    });
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('sign-in is decided by the matched route, not the raw URL', () => {
  it('answers 401 to a percent-encoded /api path signed out', async () => {
    for (const url of [
      '/%61pi/v2/brands',
      '/%61pi/v2/brands/export.csv',
      '/api/v2/brands/export.csv',
      '/%61pi/auth/me',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toEqual(SIGN_IN);
    }
  });

  it('answers 401 to an absolute-form request line signed out', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    for (const target of ['http://flipstack.test/api/v2/brands', 'http://flipstack.test/api/v2/brands/export.csv']) {
      const answer = await rawRequest(port, `GET ${target} HTTP/1.1`);
      expect(answer.split('\r\n')[0], target).toBe('HTTP/1.1 401 Unauthorized');
      expect(answer, target).not.toContain('text/csv');
    }
  });

  it('keeps public routes public and unknown /api routes 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/status' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/%61pi/status' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/no-such-route' })).statusCode).toBe(404);
  });
});

/** The routes anyone may call: signing in and out, status, the providers' callbacks. */
const PUBLIC_ROUTES = new Set([
  'GET /api/status',
  'POST /api/login',
  'POST /api/refresh-token',
  'POST /api/logout',
  'POST /api/register',
  'POST /api/forgot-password',
  'POST /api/reset-password',
  'GET /api/connect-to-microsoft',
  'GET /api/microsoft/callback',
  'GET /api/ebay/callback',
  'GET /api/ebay/account-deletion',
  'POST /api/ebay/account-deletion',
]);

describe('every route', () => {
  it('answers 401 signed out unless it is one of the public ones, HEAD as well as GET', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    // As the web app sends it: a state-changing GET without it is refused before sign-in is asked.
    const headers = { [CLIENT_HEADER.name]: CLIENT_HEADER.value };
    const checked: string[] = [];
    const publicSeen: string[] = [];
    for (const { method, path: template } of operationsOf(document)) {
      if (PUBLIC_ROUTES.has(`${method} ${template}`)) {
        publicSeen.push(`${method} ${template}`);
        continue;
      }
      const url = template.replace(/\{[^}]+\}/g, '1');
      for (const asked of method === 'GET' ? ['GET', 'HEAD'] : [method]) {
        const response = await t.app.inject({ method: asked as 'GET', url, headers });
        expect(response.statusCode, `${asked} ${url}`).toBe(401);
        checked.push(`${asked} ${template}`);
      }
    }
    expect(checked.length).toBeGreaterThan(100);
    // The list names routes that exist: one moved or renamed would otherwise leave it unchecked.
    expect(publicSeen.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });
});

describe('the web app', () => {
  it('never falls back to index.html for an /api path, encoded or not', async () => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'flipstack-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Flipstack</title>');
    const app = await buildApp({ config: t.config, database: t.database, webDist });
    try {
      expect((await app.inject({ method: 'GET', url: '/purchases' })).headers['content-type']).toContain('text/html');
      for (const url of ['/api/nothing-here', '/%61pi/nothing-here']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toMatchObject({ code: 'NOT_FOUND' });
      }
    } finally {
      await app.close();
    }
  });
});

describe('request.session', () => {
  it('is a 401, never a 500, when a route reads it without a session', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    await app.register(cookie);
    registerAuthHook(app, { secret: new TextEncoder().encode('x'.repeat(40)), isSessionLive: async () => true });
    app.get('/public-by-mistake', { config: { public: true } }, async (request) => ({ user: request.session.userId }));
    const response = await app.inject({ method: 'GET', url: '/public-by-mistake' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(SIGN_IN);
    await app.close();
  });
});
