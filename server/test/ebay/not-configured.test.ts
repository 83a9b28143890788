import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let bare: TestApp;
let frank: Caller;

beforeAll(async () => {
  bare = await buildTestApp();
  [frank] = (await signedInTeams(bare, 1)) as [Caller];
});
afterAll(() => bare.close());

describe('without EBAY_CLIENT_ID', () => {
  it('the accounts say what to configure and the calls answer 422, never an error', async () => {
    const accounts = (await frank.get('/api/ebay/accounts')).json();
    expect(accounts).toMatchObject({
      configured: false,
      missing_settings: ['EBAY_CLIENT_ID', 'EBAY_CLIENT_SECRET', 'EBAY_RUNAME'],
      rows: [],
    });
    const login = await frank.get('/api/ebay/login-url');
    expect(login.statusCode).toBe(422);
    expect(login.json().message).toContain('EBAY_CLIENT_ID');
    expect((await frank.get('/api/ebay/listings?account=1')).statusCode).toBe(422);
    expect((await frank.post('/api/ebay/listings/link', { account: 1, sku: 'X' })).statusCode).toBe(422);
    expect((await frank.post('/api/ebay/accounts/1/sync', {})).statusCode).toBe(422);
    expect(
      (await bare.app.inject({ method: 'GET', url: '/api/ebay/account-deletion?challenge_code=x' })).statusCode,
    ).toBe(422);
  });

  it('an unknown account answers 404 and bad input 400 with the field', async () => {
    expect((await frank.delete('/api/ebay/accounts/999')).statusCode).toBe(404);
    expect((await frank.post('/api/ebay/order-lines/999/match', { inventory_item_id: 1 })).statusCode).toBe(404);
    const bad = await frank.post('/api/ebay/order-lines/1/match', { inventory_item_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('inventory_item_id');
    expect((await frank.get('/api/ebay/orders?show=nope')).statusCode).toBe(400);
  });
});
