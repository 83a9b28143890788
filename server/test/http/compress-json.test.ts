import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip } from '../../src/http/compress-json.ts';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { make } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let alice: Caller;
beforeAll(async () => {
  t = await buildTestApp();
  [alice] = (await signedInTeams(t, 1)) as [Caller];
  for (let index = 0; index < 12; index += 1)
    await make(alice, 'brands', { name: `Brand with a longish name ${index}` });
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { cookie: alice.cookie, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
  });

describe('JSON answers compressed', () => {
  it('gzips a list for a client that takes gzip, and the body unzips to the same JSON', async () => {
    const plain = await get('/api/v2/brands?limit=50');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['vary']).toContain('Accept-Encoding');

    const zipped = await get('/api/v2/brands?limit=50', 'gzip, deflate, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['vary']).toContain('Accept-Encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends small answers, refused gzip and what is not JSON as they are', async () => {
    const small = await get('/api/status', 'gzip');
    expect([small.statusCode, small.headers['content-encoding']]).toEqual([200, undefined]);
    const refused = await get('/api/v2/brands?limit=50', 'gzip;q=0, br');
    expect(refused.headers['content-encoding']).toBeUndefined();
    const csv = await get('/api/v2/brands/export.csv', 'gzip');
    expect(csv.headers['content-encoding']).toBeUndefined();
  });

  it('reads Accept-Encoding as HTTP writes it', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('deflate, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('br, gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
