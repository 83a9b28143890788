import type { FastifyPluginAsync } from 'fastify';
import { ebayEndpoints, ebayPayoutEndpoints } from '@flipstack/contract';
import { AppError } from '../http/app-error.ts';
import { route } from '../http/route.ts';
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

export const ACCOUNT_DELETION_PATH = `/api${ebayEndpoints.deletionNotice.path}`;

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
export const ebayRoutes: FastifyPluginAsync = async (app) => {
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

  route(app, ebayEndpoints.accounts, (request) => listEbayAccounts(context, config, request.session.teamId));

  route(app, ebayEndpoints.loginUrl, async (request, reply) => {
    assertConfigured();
    const state = await startState(app.db, reply, request.session, app.config.appSecret);
    return reply.redirect(context.client.authorizeUrl(state), 302);
  });

  route(app, ebayEndpoints.callback, async (request, reply) =>
    reply.redirect(await finishConnect(context, request, reply, request.query), 302),
  );

  route(app, ebayEndpoints.sync, async (request) => {
    assertConfigured();
    const connection = await teamConnection(context, request.session.teamId, request.params.id);
    if (connection.status !== 'connected')
      throw new AppError(
        'UNPROCESSABLE',
        `Reconnect ${connection.ebay_username} first: eBay needs you to sign in again.`,
      );
    await syncSoon(context, connection.id);
    poller.kick();
    return { queued: true as const };
  });

  route(app, ebayEndpoints.disconnect, async (request) => {
    const connection = await teamConnection(context, request.session.teamId, request.params.id);
    await deleteConnection(context, connection.id);
    return { disconnected: true as const };
  });

  route(app, ebayEndpoints.orders, (request) => listEbayOrders(app.db, request.session.teamId, request.query));

  route(app, ebayEndpoints.orderPayout, (request) => orderPayout(app.db, request.session.teamId, request.params.id));

  route(app, ebayPayoutEndpoints.payouts, (request) => listEbayPayouts(app.db, request.session.teamId, request.query));

  route(app, ebayPayoutEndpoints.payout, (request) =>
    ebayPayoutDetail(app.db, request.session.teamId, request.params.id),
  );

  route(app, ebayEndpoints.orderFailures, (request) => listOrderFailures(app.db, request.session.teamId));

  route(app, ebayEndpoints.matchLine, async (request) => ({
    sale_id: await matchLineByHand(app.db, request.session.teamId, request.params.id, request.body.inventory_item_id),
  }));

  route(app, ebayEndpoints.fetchRange, async (request) => {
    assertConfigured();
    const connection = await teamConnection(context, request.session.teamId, request.params.id);
    return answering(() => fetchRangePage(context, connection, request.query));
  });

  route(app, ebayEndpoints.importRange, async (request) => {
    assertConfigured();
    const connection = await teamConnection(context, request.session.teamId, request.params.id);
    return answering(() => importRangePage(context, connection, request.body));
  });

  route(app, ebayEndpoints.listings, async (request) => {
    assertConfigured();
    return answering(() => listEbayListings(context, request.session.teamId, request.query));
  });

  route(app, ebayEndpoints.linkListing, async (request) => {
    assertConfigured();
    const linked = await answering(() => linkEbayListing(context, request.session, request.body));
    return linked;
  });

  // eBay's Marketplace Account Deletion notifications (required of every production app).
  const endpoint = `${app.config.publicUrl}${ACCOUNT_DELETION_PATH}`;
  const verificationToken = () => {
    if (!config.verificationToken)
      throw new AppError('UNPROCESSABLE', 'Set EBAY_VERIFICATION_TOKEN to receive eBay account deletion notices.');
    return config.verificationToken;
  };
  route(app, ebayEndpoints.deletionChallenge, (request) => ({
    challengeResponse: challengeResponse(request.query.challenge_code, verificationToken(), endpoint),
  }));
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
    route(scope, ebayEndpoints.deletionNotice, { bodyLimit: 64 * 1024 }, async (request) => {
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
      return null;
    });
  });
};
