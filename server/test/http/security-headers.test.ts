import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Upgrading requests and HSTS only make sense where https is served: sent over plain http at a LAN
 * address (http://nas.local:3000), they make the browser fetch every asset over https, and the page stays blank.
 */
describe.each([
  { publicUrl: 'http://nas.local:3000', https: false },
  { publicUrl: 'https://flipstack.example', https: true },
])('security headers when PUBLIC_URL is $publicUrl', ({ publicUrl, https }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ publicUrl });
  });
  afterAll(() => t.close());

  it(`pages: ${https ? 'upgrade insecure requests and send HSTS' : 'neither upgrade requests nor send HSTS'}`, async () => {
    for (const url of ['/inventory', '/api/docs']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { host: new URL(publicUrl).host } });
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("default-src 'self'");
      // The lightbox's PDF frame; plugins stay off.
      expect(policy).toContain("frame-src 'self' blob:");
      expect(policy).toContain("object-src 'none'");
      expect(policy.includes('upgrade-insecure-requests')).toBe(https);
      expect(response.headers['strict-transport-security'] !== undefined).toBe(https);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('API answers: load nothing, framed by nothing, read by no other site', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/status',
      headers: { host: new URL(publicUrl).host },
    });
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security'] !== undefined).toBe(https);
    // A page's headers that say nothing about JSON.
    expect(response.headers['x-dns-prefetch-control']).toBeUndefined();
  });
});
