import { expect, test as setup } from '@playwright/test';
import { DEMO, SIGNED_IN_STATE } from './fixtures.ts';

setup('sign in the demo user once for the read-only tests', async ({ request }) => {
  const response = await request.post('/api/login', {
    data: { email: DEMO.email, password: DEMO.password, remember: true },
  });
  expect(response.status()).toBe(200);
  await request.storageState({ path: SIGNED_IN_STATE });
});
