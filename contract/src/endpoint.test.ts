import { describe, expect, it } from 'vitest';
import { fillPath } from './endpoint.ts';
import { ENDPOINTS } from './endpoints.ts';

describe('fillPath', () => {
  it('puts each param, encoded, in its segment', () => {
    expect(fillPath('/ebay/order-lines/:id/match', { id: 7 })).toBe('/ebay/order-lines/7/match');
    expect(fillPath('/files/:id', { id: 'a/b c' })).toBe('/files/a%2Fb%20c');
    expect(fillPath('/status', undefined)).toBe('/status');
  });

  it('refuses a path whose param is missing rather than calling another address', () => {
    expect(() => fillPath('/files/:id', {})).toThrow('needs its id');
  });
});

describe('ENDPOINTS', () => {
  it('declares each method and path once', () => {
    const routes = ENDPOINTS.map((declared) => `${declared.method} ${declared.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
