import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

// A built web app as the build leaves it: a hashed chunk under /assets with its .br and .gz beside it.
const CHUNK = '/assets/index-Ab12Cd34.js';
const SCRIPT = `export const figures = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ sku: `SKU-${i}` })))};\n`;
const INDEX = `<!doctype html><title>Flipstack</title><script type="module" src="${CHUNK}"></script>`;

let t: TestApp;
let app: FastifyInstance;
let webDist: string;
beforeAll(async () => {
  t = await buildTestApp();
  webDist = mkdtempSync(path.join(os.tmpdir(), 'flipstack-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX);
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(webDist, CHUNK), SCRIPT);
  writeFileSync(path.join(webDist, `${CHUNK}.br`), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(webDist, `${CHUNK}.gz`), gzipSync(SCRIPT));
  app = await buildApp({ config: t.config, database: t.database, webDist });
});
afterAll(async () => {
  await app.close();
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('the built web app', () => {
  it('sends a hashed chunk as brotli when the browser accepts it, cached for a year', async () => {
    const response = await get(CHUNK, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(SCRIPT);
  });

  it('sends gzip when only gzip is accepted', async () => {
    const response = await get(CHUNK, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(SCRIPT);
  });

  it('sends the file as it is when no encoding is accepted, still varying by encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const response = await get(CHUNK, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toBe(SCRIPT);
    }
  });

  it('answers 304 to a revalidation with the ETag it gave, per encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await get(CHUNK, { 'accept-encoding': encoding });
      expect(first.headers.etag, encoding).toBeTruthy();
      const again = await get(CHUNK, { 'accept-encoding': encoding, 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode, encoding).toBe(304);
    }
  });

  it('makes index.html and the history fallback revalidate on every visit', async () => {
    for (const url of ['/index.html', '/', '/sales/42']) {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(INDEX);
    }
  });

  it('lets the icon be used for a day without asking again (browsers ask for it on every move)', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('sends a chunk a build wrote after the server started, compressed as the others', async () => {
    const later = '/assets/later-Ef56Gh78.js';
    writeFileSync(path.join(webDist, later), SCRIPT);
    writeFileSync(path.join(webDist, `${later}.br`), brotliCompressSync(SCRIPT));
    const response = await get(later, { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('never falls back to index.html for /api or a missing file, nor sends a file outside the build', async () => {
    const outside = path.join(path.dirname(webDist), `outside-${path.basename(webDist)}.js`);
    writeFileSync(outside, 'secret');
    writeFileSync(path.join(webDist, '.hidden.js'), 'secret');
    const name = path.basename(outside);
    for (const url of [`/assets/..%2F..%2F${name}`, `/..%2F${name}`, `/assets/%2E%2E/%2E%2E/${name}`, '/.hidden.js']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('secret');
    }
    rmSync(outside);
    for (const url of ['/api/nothing-here', '/api/assets/index-Ab12Cd34.js', '/assets/missing-0000.js']) {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
    }
  });
});
