import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { FILE_MAX_BYTES_DEFAULT } from '@flipstack/contract';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// URL' }).optional(),
  APP_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  PUBLIC_URL: z.url().optional(),
  SEED_DEMO: booleanFlag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().default('Flipstack <no-reply@flipstack.local>'),
  TRUST_PROXY: booleanFlag,
  SIGNIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  SIGNIN_ADDRESS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  SESSION_CHECK_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  FILE_MAX_BYTES: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).default(FILE_MAX_BYTES_DEFAULT),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag,
  LLM_BASE_URL: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' }).optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  SPEECH_BASE_URL: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' }).optional(),
  SPEECH_API_KEY: z.string().optional(),
  SPEECH_TTS_MODEL: z.string().default('tts-1'),
  SPEECH_VOICE: z.string().default('alloy'),
  SPEECH_STT_MODEL: z.string().default('whisper-1'),
});

/** An S3-compatible bucket (AWS, MinIO, R2, Ceph); without keys the SDK's own chain (environment, role) is used. */
export type S3Config = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

export type SpeechConfig = {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  ttsModel: string;
  voice: string;
  sttModel: string;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  appSecret: string;
  publicUrl: string;
  /** PUBLIC_URL was given: links made for people (label QR codes) use it rather than the page's origin. */
  isPublicUrlSet: boolean;
  seedDemo: boolean;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  mail: { smtpUrl: string | undefined; from: string };
  /** Sign-in attempts per minute for one address and email. */
  signInRateLimitPerMinute: number;
  /** Sign-in attempts per minute from one address, whatever the email (password spraying). */
  signInAddressRateLimitPerMinute: number;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (else it could be forged). */
  trustProxy: boolean;
  /**
   * How long an instance trusts that a sign-in it checked is still live; another instance's sign-out
   * reaches it within this (the instance that signs out stops at once). 0: ask the database every call.
   */
  sessionCheckCacheSeconds: number;
  /** Largest file one upload may carry; bytes live in DATA_DIR/files, or in S3 when `s3` is set. */
  files: { maxBytes: number; s3: S3Config | undefined };
  /** An OpenAI-compatible chat-completions endpoint for the assistant; without baseUrl the built-in assistant answers. */
  llm: { baseUrl: string | undefined; apiKey: string | undefined; model: string };
  /** An OpenAI-compatible audio API (speech and transcriptions); without baseUrl both voice routes answer 422. */
  speech: SpeechConfig;
};

/** Reads the environment once at start; a bad value stops the start with a one-line reason. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(emptyToUndefined(environment));
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${reasons.join('; ')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    appSecret: values.APP_SECRET ?? readOrCreateSecret(dataDir),
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    isPublicUrlSet: values.PUBLIC_URL !== undefined,
    // The demo team is seeded on the embedded database unless told otherwise.
    seedDemo: values.SEED_DEMO ?? values.DATABASE_URL === undefined,
    logLevel: values.LOG_LEVEL,
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM },
    signInRateLimitPerMinute: values.SIGNIN_RATE_LIMIT_PER_MINUTE,
    signInAddressRateLimitPerMinute: values.SIGNIN_ADDRESS_RATE_LIMIT_PER_MINUTE,
    trustProxy: values.TRUST_PROXY ?? false,
    sessionCheckCacheSeconds: values.SESSION_CHECK_CACHE_SECONDS,
    files: {
      maxBytes: values.FILE_MAX_BYTES,
      s3: values.S3_BUCKET
        ? {
            bucket: values.S3_BUCKET,
            endpoint: values.S3_ENDPOINT,
            region: values.S3_REGION,
            accessKeyId: values.S3_ACCESS_KEY_ID,
            secretAccessKey: values.S3_SECRET_ACCESS_KEY,
            forcePathStyle: values.S3_FORCE_PATH_STYLE ?? false,
          }
        : undefined,
    },
    llm: { baseUrl: values.LLM_BASE_URL?.replace(/\/$/, ''), apiKey: values.LLM_API_KEY, model: values.LLM_MODEL },
    speech: {
      baseUrl: values.SPEECH_BASE_URL?.replace(/\/$/, ''),
      apiKey: values.SPEECH_API_KEY,
      ttsModel: values.SPEECH_TTS_MODEL,
      voice: values.SPEECH_VOICE,
      sttModel: values.SPEECH_STT_MODEL,
    },
  };
}

export class ConfigError extends Error {}

function emptyToUndefined(environment: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(environment).map(([key, value]) => [key, value === '' ? undefined : value]));
}

/** Without APP_SECRET a secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
