import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { FILE_MAX_BYTES_DEFAULT } from '@flipstack/contract';
import { buildApp } from '../../src/app.ts';
import type { Config, LocalSpeechConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { createTestDatabase } from './test-database.ts';

export type TestApp = { app: FastifyInstance; database: DatabaseHandle; config: Config; close(): Promise<void> };

/** espeak-ng and PocketSphinx looked up on PATH, as the configuration's defaults. */
export const LOCAL_SPEECH_DEFAULTS: LocalSpeechConfig = {
  espeakPath: 'espeak-ng',
  espeakVoice: 'en-us+klatt',
  pocketsphinxPath: 'pocketsphinx_continuous',
  timeoutMs: 30_000,
};

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
    accessTokenTtlSeconds: 15 * 60,
    files: { maxBytes: FILE_MAX_BYTES_DEFAULT, s3: undefined },
    llm: { baseUrl: undefined, apiKey: undefined, model: 'test-model' },
    speech: {
      engine: 'auto',
      local: LOCAL_SPEECH_DEFAULTS,
      baseUrl: undefined,
      apiKey: undefined,
      ttsModel: 'tts-1',
      voice: 'alloy',
      sttModel: 'whisper-1',
    },
    microsoft: undefined,
    superAdminEmails: [],
    ebay: {
      clientId: undefined,
      clientSecret: undefined,
      ruName: undefined,
      environment: 'production',
      authUrl: 'http://127.0.0.1:9',
      apiUrl: 'http://127.0.0.1:9',
      apizUrl: 'http://127.0.0.1:9',
      pollSeconds: 60,
      verificationToken: undefined,
    },
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
