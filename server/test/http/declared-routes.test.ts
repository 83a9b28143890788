import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, analyticsEndpoints, resourceEndpoints } from '@flipstack/contract';
import { RESOURCES } from '../../src/resource-registry.ts';
import { requireDeclaredRoutes, route } from '../../src/http/route.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the API is the contract', () => {
  it('answers every declared call and every call of every resource', () => {
    const declared = [
      ...ENDPOINTS,
      ...RESOURCES.flatMap((definition) => Object.values(resourceEndpoints(definition.contract))),
    ];
    const missing = declared
      .filter((call) => !t.app.hasRoute({ method: call.method, url: `/api${call.path}` }))
      .map((call) => `${call.method} ${call.path}`);
    expect(missing).toEqual([]);
    expect(declared.length).toBeGreaterThan(100);
  });

  it('refuses to start with a route registered without its declaration', async () => {
    const app = Fastify();
    void app.register(async (api) => {
      requireDeclaredRoutes(api);
      route(
        api,
        analyticsEndpoints.kpis,
        () => ({ by: 'brand', from: '', to: '', rows: [], totals: {}, time_zone: 'UTC' }) as never,
      );
      api.get('/analytics/other', async () => ({}));
    });
    await expect(app.ready()).rejects.toThrow('GET /analytics/other is not declared');
  });
});
