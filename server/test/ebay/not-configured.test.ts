import { describe, expect, it } from 'vitest';
import { signedInTeams } from '../helpers/callers.ts';
import { buildTestApp } from '../helpers/test-app.ts';

describe('without EBAY_CLIENT_ID', () => {
  it('the accounts say what to configure and the calls answer 422, never an error', async () => {
    const bare = await buildTestApp();
    try {
      const [frank] = await signedInTeams(bare, 1);
      const accounts = (await frank!.get('/api/ebay/accounts')).json();
      expect(accounts).toMatchObject({
        configured: false,
        missing_settings: ['EBAY_CLIENT_ID', 'EBAY_CLIENT_SECRET', 'EBAY_RUNAME'],
        rows: [],
      });
      const login = await frank!.get('/api/ebay/login-url');
      expect(login.statusCode).toBe(422);
      expect(login.json().message).toContain('EBAY_CLIENT_ID');
      expect((await frank!.get('/api/ebay/listings?account=1')).statusCode).toBe(422);
      expect(
        (await bare.app.inject({ method: 'GET', url: '/api/ebay/account-deletion?challenge_code=x' })).statusCode,
      ).toBe(422);
    } finally {
      await bare.close();
    }
  });
});
