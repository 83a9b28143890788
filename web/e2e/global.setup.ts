import { expect, test as setup } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DEMO, FAKE_MICROPHONE_WAV, SIGNED_IN_STATE } from './fixtures.ts';
import { writeSpeechWav } from './speech-fixture.ts';

setup('sign in the demo user once for the read-only tests', async ({ request }) => {
  const response = await request.post('/api/login', {
    data: { email: DEMO.email, password: DEMO.password, remember: true },
  });
  expect(response.status()).toBe(200);
  await request.storageState({ path: SIGNED_IN_STATE });
});

setup('speak the fake microphone’s question with espeak-ng, where it is installed', async () => {
  mkdirSync(path.dirname(FAKE_MICROPHONE_WAV), { recursive: true });
  try {
    await writeSpeechWav('what did I make last month', FAKE_MICROPHONE_WAV);
  } catch (error) {
    // The voice tests skip without it, unless this machine must run them (CI).
    if (process.env['FLIPSTACK_REQUIRE_SPEECH']) throw error;
  }
});
