import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ebayAccountParamsSchema,
  ebayAccountsResponseSchema,
  ebayFetchPageSchema,
  ebayFetchQuerySchema,
  ebayImportPageSchema,
  ebayLinkedListingSchema,
  ebayLinkListingSchema,
  ebayListingsQuerySchema,
  ebayListingsResponseSchema,
  ebayMatchLineSchema,
  ebayOrderFailuresResponseSchema,
  ebayOrderPayoutSchema,
  ebayPayoutDetailSchema,
  ebayPayoutParamsSchema,
  ebayPayoutsQuerySchema,
  ebayPayoutsResponseSchema,
  ebayOrdersQuerySchema,
  ebayOrdersResponseSchema,
  errorResponseSchema,
} from '@flipstack/contract';
import { AppError } from '../http/app-error.ts';
import { createEbayClient } from '../integrations/ebay/ebay-client.ts';
import { EbayError } from '../integrations/ebay/ebay-error.ts';
import { challengeResponse, deleteEbayUserData } from './account-deletion.ts';
import { listEbayAccounts, missingSettings } from './accounts-list.ts';
import { deleteConnection, syncSoon, teamConnection } from './connections.ts';
import type { EbayContext } from './ebay-context.ts';
import { fetchRangePage, importRangePage } from './fetch-range.ts';
import { linkEbayListing, listEbayListings } from './listings.ts';
import { matchLineByHand } from './match-by-hand.ts';
import { createNotificationVerifier } from './notification-signature.ts';
import { finishConnect } from './oauth-callback.ts';
import { listOrderFailures } from './order-failures.ts';
import { orderPayout } from './order-payout.ts';
import { ebayPayoutDetail, listEbayPayouts } from './payouts-list.ts';
import { startState } from './oauth-state.ts';
import { listEbayOrders } from './orders-list.ts';
import { scheduleEbaySync } from './poller.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  503: errorResponseSchema,
};
const tags = ['ebay'];
export const ACCOUNT_DELETION_PATH = '/api/ebay/account-deletion';

/** An eBay failure as the API answers it: eBay down → 503, eBay refusing the call → 422 with its reason. */
async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof EbayError)
      throw new AppError(error.kind === 'unavailable' ? 'UNAVAILABLE' : 'UNPROCESSABLE', error.message);
    throw error;
  }
}

/** eBay: OAuth connect, the accounts and their sync, imported orders and matching, fetch by range, listings, account deletion. */
export const ebayRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = app.config.ebay;
  const context: EbayContext = {
    db: app.db,
    client: createEbayClient(config),
    appSecret: app.config.appSecret,
    pollSeconds: config.pollSeconds,
    log: app.log.child({ module: 'ebay' }),
  };
  const poller = scheduleEbaySync(app, context);
  const assertConfigured = () => {
    const missing = missingSettings(config);
    if (missing.length > 0) {
      throw new AppError(
        'UNPROCESSABLE',
        `eBay is not configured on this server: set ${missing.join(', ')} (see the README).`,
      );
    }
  };

  app.get('/ebay/accounts', { schema: { tags, response: { 200: ebayAccountsResponseSchema, ...errors } } }, (request) =>
    listEbayAccounts(context, config, request.session.teamId),
  );

  app.get('/ebay/login-url', { schema: { tags, response: { 302: z.null(), ...errors } } }, async (request, reply) => {
    assertConfigured();
    const state = await startState(app.db, reply, request.session, app.config.appSecret);
    return reply.redirect(context.client.authorizeUrl(state), 302);
  });

  app.get(
    '/ebay/callback',
    {
      config: { public: true },
      schema: {
        tags,
        querystring: z.object({
          code: z.string().max(4000).optional(),
          state: z.string().max(4000).optional(),
          error: z.string().max(200).optional(),
          error_description: z.string().max(1000).optional(),
        }),
        response: { 302: z.null() },
      },
    },
    async (request, reply) => reply.redirect(await finishConnect(context, request, reply, request.query), 302),
  );

  app.post(
    '/ebay/accounts/:id/sync',
    {
      schema: {
        tags,
        params: ebayAccountParamsSchema,
        response: { 202: z.object({ queued: z.literal(true) }), ...errors },
      },
    },
    async (request, reply) => {
      assertConfigured();
      const connection = await teamConnection(context, request.session.teamId, request.params.id);
      if (connection.status !== 'connected')
        throw new AppError(
          'UNPROCESSABLE',
          `Reconnect ${connection.ebay_username} first: eBay needs you to sign in again.`,
        );
      await syncSoon(context, connection.id);
      poller.kick();
      return reply.code(202).send({ queued: true });
    },
  );

  app.delete(
    '/ebay/accounts/:id',
    {
      schema: {
        tags,
        params: ebayAccountParamsSchema,
        response: { 200: z.object({ disconnected: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      const connection = await teamConnection(context, request.session.teamId, request.params.id);
      await deleteConnection(context, connection.id);
      return { disconnected: true as const };
    },
  );

  app.get(
    '/ebay/orders',
    { schema: { tags, querystring: ebayOrdersQuerySchema, response: { 200: ebayOrdersResponseSchema, ...errors } } },
    (request) => listEbayOrders(app.db, request.session.teamId, request.query),
  );

  app.get(
    '/ebay/orders/:id/payout',
    {
      schema: { tags, params: ebayAccountParamsSchema, response: { 200: ebayOrderPayoutSchema, ...errors } },
    },
    (request) => orderPayout(app.db, request.session.teamId, request.params.id),
  );

  app.get(
    '/ebay/payouts',
    {
      schema: { tags, querystring: ebayPayoutsQuerySchema, response: { 200: ebayPayoutsResponseSchema, ...errors } },
    },
    (request) => listEbayPayouts(app.db, request.session.teamId, request.query),
  );

  app.get(
    '/ebay/payouts/:id',
    { schema: { tags, params: ebayPayoutParamsSchema, response: { 200: ebayPayoutDetailSchema, ...errors } } },
    (request) => ebayPayoutDetail(app.db, request.session.teamId, request.params.id),
  );

  app.get(
    '/ebay/order-failures',
    { schema: { tags, response: { 200: ebayOrderFailuresResponseSchema, ...errors } } },
    (request) => listOrderFailures(app.db, request.session.teamId),
  );

  app.post(
    '/ebay/order-lines/:id/match',
    {
      schema: {
        tags,
        params: ebayAccountParamsSchema,
        body: ebayMatchLineSchema,
        response: { 200: z.object({ sale_id: z.number().int() }), ...errors },
      },
    },
    async (request) => ({
      sale_id: await matchLineByHand(app.db, request.session.teamId, request.params.id, request.body.inventory_item_id),
    }),
  );

  app.get(
    '/ebay/accounts/:id/fetch',
    {
      schema: {
        tags,
        params: ebayAccountParamsSchema,
        querystring: ebayFetchQuerySchema,
        response: { 200: ebayFetchPageSchema, ...errors },
      },
    },
    async (request) => {
      assertConfigured();
      const connection = await teamConnection(context, request.session.teamId, request.params.id);
      return answering(() => fetchRangePage(context, connection, request.query));
    },
  );

  app.post(
    '/ebay/accounts/:id/import',
    {
      schema: {
        tags,
        params: ebayAccountParamsSchema,
        body: ebayFetchQuerySchema,
        response: { 200: ebayImportPageSchema, ...errors },
      },
    },
    async (request) => {
      assertConfigured();
      const connection = await teamConnection(context, request.session.teamId, request.params.id);
      return answering(() => importRangePage(context, connection, request.body));
    },
  );

  app.get(
    '/ebay/listings',
    {
      schema: { tags, querystring: ebayListingsQuerySchema, response: { 200: ebayListingsResponseSchema, ...errors } },
    },
    async (request) => {
      assertConfigured();
      return answering(() => listEbayListings(context, request.session.teamId, request.query));
    },
  );

  app.post(
    '/ebay/listings/link',
    { schema: { tags, body: ebayLinkListingSchema, response: { 201: ebayLinkedListingSchema, ...errors } } },
    async (request, reply) => {
      assertConfigured();
      const linked = await answering(() => linkEbayListing(context, request.session, request.body));
      return reply.code(201).send(linked);
    },
  );

  // eBay's Marketplace Account Deletion notifications (required of every production app).
  const endpoint = `${app.config.publicUrl}${ACCOUNT_DELETION_PATH}`;
  const verificationToken = () => {
    if (!config.verificationToken)
      throw new AppError('UNPROCESSABLE', 'Set EBAY_VERIFICATION_TOKEN to receive eBay account deletion notices.');
    return config.verificationToken;
  };
  app.get(
    '/ebay/account-deletion',
    {
      config: { public: true },
      schema: {
        tags,
        querystring: z.object({ challenge_code: z.string().min(1).max(500) }),
        response: { 200: z.object({ challengeResponse: z.string() }), ...errors },
      },
    },
    (request) => ({
      challengeResponse: challengeResponse(request.query.challenge_code, verificationToken(), endpoint),
    }),
  );
  // Each notice is checked against eBay's signature over the bytes it came as, so this parser keeps them.
  const verifyNotification = createNotificationVerifier(context.client);
  const rawBodies = new WeakMap<object, Buffer>();
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
      rawBodies.set(request, body);
      try {
        done(null, JSON.parse(body.toString('utf8')));
      } catch {
        done(new AppError('BAD_REQUEST', 'The notification is not JSON.'), undefined);
      }
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/ebay/account-deletion',
      {
        config: { public: true },
        bodyLimit: 64 * 1024,
        schema: {
          tags,
          body: z.object({
            metadata: z.object({ topic: z.literal('MARKETPLACE_ACCOUNT_DELETION') }).passthrough(),
            notification: z
              .object({
                data: z
                  .object({ userId: z.string().max(200).optional(), username: z.string().max(200).optional() })
                  .passthrough(),
              })
              .passthrough(),
          }),
          response: { 204: z.null(), 412: errorResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        verificationToken();
        assertConfigured(); // the client id and secret fetch eBay's signing keys
        const signature = request.headers['x-ebay-signature'];
        const verified = await verifyNotification(
          typeof signature === 'string' ? signature : undefined,
          rawBodies.get(request) ?? Buffer.alloc(0),
        );
        if (!verified) {
          request.log.warn('an eBay account deletion notice without a valid eBay signature was refused');
          throw new AppError('PRECONDITION_FAILED', 'The notification does not carry a valid eBay signature.');
        }
        await deleteEbayUserData(app.db, request.body.notification.data);
        return reply.code(204).send(null);
      },
    );
  });
};
