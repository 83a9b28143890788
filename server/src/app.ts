import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { statusEndpoints } from '@flipstack/contract';
import type { Config } from './config.ts';
import { answerSerializerCompiler } from './http/answer-serializer.ts';
import { registerJsonCompression } from './http/compress-json.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import type { Database, DatabaseHandle, DatabaseKind } from './db/client.ts';
import { registerAuthHook } from './http/auth-hook.ts';
import { registerBodyGuard } from './http/body-guard.ts';
import { registerOriginGuard } from './http/origin-guard.ts';
import { registerRateLimits } from './http/rate-limit.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { requireDeclaredRoutes, route } from './http/route.ts';
import { logDestination, OneLineRequestLog } from './http/request-log.ts';
import { createMailer, type Mailer } from './integrations/mail/mailer.ts';
import { createStorage } from './integrations/storage/create-storage.ts';
import type { Storage } from './integrations/storage/storage.ts';
import { createSessionCheck, type SessionCheck } from './auth/session-check.ts';
import { authRoutes } from './auth/routes.ts';
import { settingsRoutes } from './settings/routes.ts';
import { resourceRoutes } from './resources/routes.ts';
import { RESOURCES } from './resource-registry.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { reportsRoutes } from './reports/routes.ts';
import { inventoryRoutes } from './inventory/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { statusRoutes } from './status/routes.ts';
import { teamRoutes } from './teams/routes.ts';
import { isMember } from './teams/memberships.ts';
import { fileRoutes } from './files/routes.ts';
import { scheduleSweep } from './files/sweep.ts';
import { scheduleEmbeddedUpkeep } from './background/embedded-upkeep.ts';
import { assistantRoutes } from './assistant/routes.ts';
import { speechRoutes } from './speech/routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { ebayRoutes } from './ebay/routes.ts';
import { importRoutes } from './imports/routes.ts';
import { marketplaceRoutes } from './marketplaces/routes.ts';
import { labelRoutes } from './labels/routes.ts';
import { APP_VERSION } from './version.ts';
import { SERVER_DIR } from './server-dir.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    databaseKind: DatabaseKind;
    mailer: Mailer;
    /** Where file bytes live: DATA_DIR/files, or S3 when S3_BUCKET is set. */
    storage: Storage;
    /** Whether a sign-in still lives: asked by the auth hook, told by whatever revokes. */
    sessionCheck: SessionCheck;
  }
}

export type AppDependencies = {
  config: Config;
  database: DatabaseHandle;
  /** The built web app; served at / when it exists. */
  webDist?: string;
  /** Default: built from config.mail (SMTP when SMTP_URL is set, else outbox + log). */
  mailer?: Mailer;
};

const DEFAULT_WEB_DIST = path.join(SERVER_DIR, '../web/dist');

export async function buildApp({
  config,
  database,
  webDist = DEFAULT_WEB_DIST,
  mailer,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, stream: logDestination() },
    logController: new OneLineRequestLog(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });

  // Infrastructure, in order.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler({ compare: config.env === 'test' }));
  registerErrorHandler(app);
  registerBodyGuard(app);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('databaseKind', database.kind);
  app.decorate('sessionCheck', createSessionCheck(database.db, config.sessionCheckCacheSeconds * 1000));
  app.decorate(
    'mailer',
    mailer ?? createMailer({ db: database.db, mail: config.mail, log: app.log.child({ module: 'mail' }) }),
  );
  app.addHook('onClose', () => app.mailer.close());
  const storage = await createStorage(config);
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close?.());
  scheduleSweep(app);
  scheduleEmbeddedUpkeep(app);
  registerSecurityHeaders(app, config.publicUrl);
  registerJsonCompression(app);
  await app.register(cookie);
  await app.register(swagger, {
    openapi: { info: { title: 'Flipstack API', version: APP_VERSION } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Features.
  await app.register(
    async (api) => {
      registerOriginGuard(api, config.publicUrl);
      registerAuthHook(api, {
        secret: new TextEncoder().encode(config.appSecret),
        isSessionLive: (sessionId, userId) => app.sessionCheck.isLive(sessionId, userId),
        isSessionKnownLive: (sessionId, userId) => app.sessionCheck.knownLive(sessionId, userId),
      });
      registerRateLimits(api, database.db);
      requireDeclaredRoutes(api);
      route(api, statusEndpoints.openApi, () => app.swagger());
      await api.register(statusRoutes);
      await api.register(authRoutes);
      await api.register(teamRoutes);
      await api.register(settingsRoutes, { isMember });
      await api.register(resourceRoutes, { resources: RESOURCES });
      await api.register(inventoryRoutes);
      await api.register(analyticsRoutes);
      await api.register(reportsRoutes);
      await api.register(searchRoutes);
      await api.register(fileRoutes);
      await api.register(assistantRoutes);
      await api.register(speechRoutes);
      await api.register(adminRoutes);
      await api.register(ebayRoutes);
      await api.register(labelRoutes);
      await api.register(importRoutes);
      await api.register(marketplaceRoutes);
    },
    { prefix: '/api' },
  );

  registerWebApp(app, webDist);
  return app;
}

/**
 * Serves the built single-page app with history fallback; /api never falls back. The build writes
 * `.br` and `.gz` beside each text file, sent by Accept-Encoding; files under /assets carry a content
 * hash in their name, so they never change and are cached for a year, the icon for a day, everything else
 * revalidates.
 */
function registerWebApp(app: FastifyInstance, webDist: string): void {
  if (!existsSync(path.join(webDist, 'index.html'))) return;
  const hashedAssets = path.join(webDist, 'assets') + path.sep;
  const favicon = path.join(webDist, 'favicon.svg');
  const cacheControl = (file: string): string => {
    if (file.startsWith(hashedAssets)) return 'public, max-age=31536000, immutable';
    // Chromium asks for the icon again on every move within the app; a day old is fresh enough.
    if (file === favicon) return 'public, max-age=86400';
    return 'no-cache';
  };
  app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header('cache-control', cacheControl(file));
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    // The router's decoded path: '/%61pi/x' is /api/x too.
    const rest = (request.params as { '*': string })['*'];
    if (rest === 'api' || rest.startsWith('api/')) return reply.callNotFound();
    // The static routes list the files there at start; one a later build wrote (and the index.html that
    // asks for it) is sent from here. Never a hidden file nor one outside the build ('..').
    if (path.extname(rest) !== '') {
      return rest.split(/[\\/]/).some((part) => part.startsWith('.')) ? reply.callNotFound() : reply.sendFile(rest);
    }
    return reply.sendFile('index.html');
  });
}
