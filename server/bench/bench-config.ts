import type { Config } from '../src/config.ts';
import { testConfig } from '../test/helpers/test-app.ts';

/**
 * The test suite's configuration, as production serves: every answer written once (the tests also write
 * each through JSON.stringify and compare, which doubled a cheap call's serializing), sign-in not limited.
 */
export function benchConfig(overrides: Partial<Config> = {}): Config {
  return testConfig({ env: 'production', signInRateLimitPerMinute: 1000, ...overrides });
}
