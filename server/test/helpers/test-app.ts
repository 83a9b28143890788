import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { FILE_MAX_BYTES_DEFAULT } from '@flipstack/contract';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { createTestDatabase } from './test-database.ts';

export type TestApp = { app: FastifyInstance; database: DatabaseHandle; config: Config; close(): Promise<void> };

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    host: '127.0.0.1',
    port: 0,
    dataDir: '/nonexistent',
    databaseUrl: undefined,
    appSecret: 'test-secret-test-secret-test-secret-0123456789',
    publicUrl: 'http://flipstack.test',
    isPublicUrlSet: true,
    seedDemo: false,
    logLevel: 'silent',
    mail: { smtpUrl: undefined, from: 'Flipstack <no-reply@flipstack.test>' },
    signInRateLimitPerMinute: 10,
    signInAddressRateLimitPerMinute: 20,
    trustProxy: false,
    sessionCheckCacheSeconds: 5,
    files: { maxBytes: FILE_MAX_BYTES_DEFAULT, s3: undefined },
    llm: { baseUrl: undefined, apiKey: undefined, model: 'test-model' },
    speech: { baseUrl: undefined, apiKey: undefined, ttsModel: 'tts-1', voice: 'alloy', sttModel: 'whisper-1' },
    ...overrides,
  };
}

/** The real app on a fresh database and a DATA_DIR of its own (uploaded files), driven through `app.inject`. */
export async function buildTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'flipstack-test-'));
  const config = testConfig({ dataDir, ...overrides });
  const app = await buildApp({ config, database, webDist: '/nonexistent' });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
