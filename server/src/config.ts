import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { FILE_MAX_BYTES_DEFAULT } from '@flipstack/contract';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();

/** Which engines speak and listen: `auto` takes the audio API when set, else the local engines when installed. */
export const SPEECH_ENGINES = ['auto', 'api', 'local', 'off'] as const;

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
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(86_400)
    .default(15 * 60),
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
  SPEECH_ENGINE: z.enum(SPEECH_ENGINES).default('auto'),
  ESPEAK_PATH: z.string().default('espeak-ng'),
  ESPEAK_VOICE: z
    .string()
    .regex(/^[A-Za-z0-9_+-]+$/, { message: 'must be an espeak-ng voice name such as en-us+klatt' })
    .default('en-us+klatt'),
  POCKETSPHINX_PATH: z.string().default('pocketsphinx_continuous'),
  SPEECH_LOCAL_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(30),
  MS_CLIENT_ID: z.string().optional(),
  MS_CLIENT_SECRET: z.string().optional(),
  MS_TENANT: z
    .string()
    .regex(/^[A-Za-z0-9.-]+$/, { message: 'must be a tenant id, a domain, common, organizations or consumers' })
    .default('common'),
  MS_AUTHORITY: z.string().default('https://login.microsoftonline.com/{tenant}/v2.0'),
  MS_ALLOW_SIGNUP: booleanFlag,
  SUPER_ADMIN_EMAILS: z.string().optional(),
  EBAY_CLIENT_ID: z.string().optional(),
  EBAY_CLIENT_SECRET: z.string().optional(),
  EBAY_RUNAME: z.string().optional(),
  EBAY_ENV: z.enum(['production', 'sandbox']).default('production'),
  EBAY_AUTH_URL: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' }).optional(),
  EBAY_API_URL: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' }).optional(),
  EBAY_APIZ_URL: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' }).optional(),
  EBAY_POLL_SECONDS: z.coerce.number().min(0.2).max(86_400).default(60),
  EBAY_VERIFICATION_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{32,80}$/, { message: 'must be 32 to 80 letters, digits, _ or -' })
    .optional(),
});

/** eBay's hosts per environment; each can be overridden (a local eBay in tests and `npm run ebay:fake`). */
const EBAY_HOSTS = {
  production: { auth: 'https://auth.ebay.com', api: 'https://api.ebay.com', apiz: 'https://apiz.ebay.com' },
  sandbox: {
    auth: 'https://auth.sandbox.ebay.com',
    api: 'https://api.sandbox.ebay.com',
    apiz: 'https://apiz.sandbox.ebay.com',
  },
} as const;

/**
 * An eBay developer app (OAuth authorization code grant). Without clientId, secret and RuName the
 * eBay screens say what to configure and the eBay calls answer 422.
 */
export type EbayConfig = {
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** eBay's name for the app's accept URL; sent as redirect_uri. */
  ruName: string | undefined;
  environment: 'production' | 'sandbox';
  authUrl: string;
  apiUrl: string;
  apizUrl: string;
  /** Seconds between two background syncs of one account. */
  pollSeconds: number;
  /** The Marketplace Account Deletion endpoint's verification token; unset: the endpoint answers 422. */
  verificationToken: string | undefined;
  /** Orders a getOrders page asks for: eBay's most, 200, unless a test asks for smaller pages. */
  ordersPageLimit?: number;
  /** Payouts a getPayouts page asks for: eBay's most, 200, unless a test asks for smaller pages. */
  payoutsPageLimit?: number;
};

/** An S3-compatible bucket (AWS, MinIO, R2, Ceph); without keys the SDK's own chain (environment, role) is used. */
export type S3Config = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

/** espeak-ng and PocketSphinx run as child processes; a command name is looked up on PATH when used. */
export type LocalSpeechConfig = {
  espeakPath: string;
  espeakVoice: string;
  pocketsphinxPath: string;
  timeoutMs: number;
};

export type SpeechConfig = {
  engine: (typeof SPEECH_ENGINES)[number];
  local: LocalSpeechConfig;
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
  /** How long an access token (and its cookie) lives before the refresh token renews it. */
  accessTokenTtlSeconds: number;
  /** Largest file one upload may carry; bytes live in DATA_DIR/files, or in S3 when `s3` is set. */
  files: { maxBytes: number; s3: S3Config | undefined };
  /** An OpenAI-compatible chat-completions endpoint for the assistant; without baseUrl the built-in assistant answers. */
  llm: { baseUrl: string | undefined; apiKey: string | undefined; model: string };
  /** An OpenAI-compatible audio API, else espeak-ng and PocketSphinx when installed, else the voice routes answer 422. */
  speech: SpeechConfig;
  ebay: EbayConfig;
  microsoft: MicrosoftConfig | undefined;
  /** Made super admins at start (lower-cased). */
  superAdminEmails: string[];
};

/** Microsoft sign-in (Entra ID, OpenID Connect); absent when MS_CLIENT_ID is not set. */
export type MicrosoftConfig = {
  clientId: string;
  clientSecret: string;
  /** The issuer URL whose /.well-known/openid-configuration describes the provider. */
  authority: string;
  /** An unknown Microsoft account creates a user and a team instead of being refused. */
  allowSignup: boolean;
};

/** Reads the environment once at start; a bad value stops the start with a one-line reason. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(emptyToUndefined(environment));
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${reasons.join('; ')}`);
  }
  const values = parsed.data;
  if (values.SPEECH_ENGINE === 'api' && !values.SPEECH_BASE_URL) {
    throw new ConfigError('Invalid configuration: SPEECH_ENGINE api needs SPEECH_BASE_URL');
  }
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
    accessTokenTtlSeconds: values.ACCESS_TOKEN_TTL_SECONDS,
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
      engine: values.SPEECH_ENGINE,
      local: {
        espeakPath: values.ESPEAK_PATH,
        espeakVoice: values.ESPEAK_VOICE,
        pocketsphinxPath: values.POCKETSPHINX_PATH,
        timeoutMs: values.SPEECH_LOCAL_TIMEOUT_SECONDS * 1000,
      },
      baseUrl: values.SPEECH_BASE_URL?.replace(/\/$/, ''),
      apiKey: values.SPEECH_API_KEY,
      ttsModel: values.SPEECH_TTS_MODEL,
      voice: values.SPEECH_VOICE,
      sttModel: values.SPEECH_STT_MODEL,
    },
    ebay: {
      clientId: values.EBAY_CLIENT_ID,
      clientSecret: values.EBAY_CLIENT_SECRET,
      ruName: values.EBAY_RUNAME,
      environment: values.EBAY_ENV,
      authUrl: (values.EBAY_AUTH_URL ?? EBAY_HOSTS[values.EBAY_ENV].auth).replace(/\/$/, ''),
      apiUrl: (values.EBAY_API_URL ?? EBAY_HOSTS[values.EBAY_ENV].api).replace(/\/$/, ''),
      apizUrl: (values.EBAY_APIZ_URL ?? EBAY_HOSTS[values.EBAY_ENV].apiz).replace(/\/$/, ''),
      pollSeconds: values.EBAY_POLL_SECONDS,
      verificationToken: values.EBAY_VERIFICATION_TOKEN,
    },
    microsoft: microsoftConfig(values),
    superAdminEmails: (values.SUPER_ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email !== ''),
  };
}

function microsoftConfig(values: z.infer<typeof environmentSchema>): MicrosoftConfig | undefined {
  if (!values.MS_CLIENT_ID) return undefined;
  if (!values.MS_CLIENT_SECRET)
    throw new ConfigError('Invalid configuration: MS_CLIENT_SECRET is required with MS_CLIENT_ID');
  const authority = values.MS_AUTHORITY.replace('{tenant}', values.MS_TENANT).replace(/\/$/, '');
  const url = URL.canParse(authority) ? new URL(authority) : undefined;
  const isLoopback = url !== undefined && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (!url || !(url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback))) {
    throw new ConfigError('Invalid configuration: MS_AUTHORITY must be an https:// URL (http:// only on this machine)');
  }
  return {
    clientId: values.MS_CLIENT_ID,
    clientSecret: values.MS_CLIENT_SECRET,
    authority,
    allowSignup: values.MS_ALLOW_SIGNUP ?? false,
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
