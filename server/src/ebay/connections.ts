import { and, eq, ilike } from 'drizzle-orm';
import { accounts, ebayConnections, platforms } from '../db/schema/index.ts';
import type { Transaction } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { EbayError } from '../integrations/ebay/ebay-error.ts';
import type { EbayTokens } from '../integrations/ebay/ebay-types.ts';
import type { EbayContext } from './ebay-context.ts';
import { openToken, sealToken } from './token-cipher.ts';

export type Connection = typeof ebayConnections.$inferSelect;
/** An access token is refreshed when it has less than this left, so no call starts with one about to lapse. */
const REFRESH_MARGIN_MS = 5 * 60 * 1000;

/** The team's platform named eBay, created when missing. */
async function ebayPlatform(tx: Transaction, teamId: number): Promise<number> {
  const [found] = await tx
    .select({ id: platforms.id })
    .from(platforms)
    .where(and(eq(platforms.team_id, teamId), ilike(platforms.name, 'ebay')))
    .orderBy(platforms.id)
    .limit(1);
  if (found) return found.id;
  const [created] = await tx
    .insert(platforms)
    .values({ team_id: teamId, name: 'eBay', url: 'https://www.ebay.com' })
    .returning({ id: platforms.id });
  return created!.id;
}

/**
 * The team's account on eBay for this seller: the one its connection already names (by eBay's user id,
 * which never changes; a changed username is written onto it), else one of that username, else a new one.
 */
async function ebayAccount(tx: Transaction, teamId: number, user: { userId: string; username: string }) {
  const [connected] = await tx
    .select({ accountId: ebayConnections.account_id, username: accounts.username, name: accounts.name })
    .from(ebayConnections)
    .innerJoin(accounts, eq(accounts.id, ebayConnections.account_id))
    .where(and(eq(ebayConnections.team_id, teamId), eq(ebayConnections.ebay_user_id, user.userId)));
  if (connected) {
    if (connected.username !== user.username) {
      const renamed = connected.name === `eBay ${connected.username}`;
      await tx
        .update(accounts)
        .set({ username: user.username, ...(renamed ? { name: `eBay ${user.username}` } : {}) })
        .where(eq(accounts.id, connected.accountId));
    }
    return connected.accountId;
  }
  const platformId = await ebayPlatform(tx, teamId);
  const [found] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(eq(accounts.team_id, teamId), eq(accounts.platform_id, platformId), eq(accounts.username, user.username)),
    )
    .limit(1);
  if (found) return found.id;
  const [created] = await tx
    .insert(accounts)
    .values({ team_id: teamId, platform_id: platformId, name: `eBay ${user.username}`, username: user.username })
    .returning({ id: accounts.id });
  return created!.id;
}

const sealed = (appSecret: string, tokens: EbayTokens) => ({
  access_token: sealToken(appSecret, tokens.accessToken),
  access_expires_at: tokens.accessExpiresAt.toISOString(),
  ...(tokens.refreshToken ? { refresh_token: sealToken(appSecret, tokens.refreshToken) } : {}),
  ...(tokens.refreshExpiresAt ? { refresh_expires_at: tokens.refreshExpiresAt.toISOString() } : {}),
});

/** After consent: the seller's tokens kept (sealed) on the team's connection for that eBay user; its first sync is due now. */
export async function saveConnection(
  context: EbayContext,
  teamId: number,
  user: { userId: string; username: string },
  tokens: EbayTokens,
): Promise<Connection> {
  return context.db.transaction(async (tx) => {
    const accountId = await ebayAccount(tx, teamId, user);
    const values = {
      ...sealed(context.appSecret, tokens),
      account_id: accountId,
      ebay_username: user.username,
      status: 'connected' as const,
      last_sync_error: null,
      next_sync_at: new Date().toISOString(),
    };
    const [row] = await tx
      .insert(ebayConnections)
      .values({ team_id: teamId, ebay_user_id: user.userId, ...values })
      .onConflictDoUpdate({ target: [ebayConnections.team_id, ebayConnections.ebay_user_id], set: values })
      .returning();
    return row!;
  });
}

/** A connection of the team, or 404 (another team's answers the same). */
export async function teamConnection(context: EbayContext, teamId: number, id: number): Promise<Connection> {
  const [row] = await context.db
    .select()
    .from(ebayConnections)
    .where(and(eq(ebayConnections.team_id, teamId), eq(ebayConnections.id, id)));
  if (!row) throw new AppError('NOT_FOUND', `eBay account ${id} not found`);
  return row;
}

/** The poller takes the connection at its next pass. */
export async function syncSoon(context: EbayContext, connectionId: number): Promise<void> {
  await context.db
    .update(ebayConnections)
    .set({ next_sync_at: new Date().toISOString() })
    .where(eq(ebayConnections.id, connectionId));
}

/** The connection and its tokens go; the account, its orders and sales stay. */
export async function deleteConnection(context: EbayContext, connectionId: number): Promise<void> {
  await context.db.delete(ebayConnections).where(eq(ebayConnections.id, connectionId));
}

/** Disconnect: the tokens are deleted; the account, its orders and sales stay. */
export async function forgetTokens(
  context: EbayContext,
  connectionId: number,
  status: Connection['status'] = 'needs_reconnect',
) {
  await context.db
    .update(ebayConnections)
    .set({
      access_token: null,
      refresh_token: null,
      access_expires_at: null,
      refresh_expires_at: null,
      status,
      next_sync_at: null,
    })
    .where(eq(ebayConnections.id, connectionId));
}

const needsReconnect = (username: string) =>
  new AppError('UNPROCESSABLE', `The eBay account ${username} needs to be reconnected: sign in to eBay again.`);

/**
 * A live access token for the connection: refreshed (and kept) when it has less than five minutes left
 * or `force` says eBay refused it; a refused refresh marks the connection "needs reconnect".
 */
export async function accessToken(context: EbayContext, connection: Connection, force = false): Promise<string> {
  const current = connection.access_token ? openToken(context.appSecret, connection.access_token) : null;
  const expiresAt = connection.access_expires_at ? Date.parse(connection.access_expires_at) : 0;
  if (current && !force && expiresAt - Date.now() > REFRESH_MARGIN_MS) return current;
  const refreshToken = connection.refresh_token ? openToken(context.appSecret, connection.refresh_token) : null;
  if (!refreshToken) {
    await markNeedsReconnect(context, connection.id, 'No eBay token: connect the account again.');
    throw needsReconnect(connection.ebay_username);
  }
  try {
    const tokens = await context.client.refresh(refreshToken);
    const values = sealed(context.appSecret, tokens);
    await context.db.update(ebayConnections).set(values).where(eq(ebayConnections.id, connection.id));
    Object.assign(connection, values);
    return tokens.accessToken;
  } catch (error) {
    if (error instanceof EbayError && error.kind === 'refused') {
      await markNeedsReconnect(context, connection.id, `eBay refused the refresh: ${error.message}`);
      throw needsReconnect(connection.ebay_username);
    }
    throw error;
  }
}

async function markNeedsReconnect(context: EbayContext, connectionId: number, reason: string) {
  await context.db
    .update(ebayConnections)
    .set({ status: 'needs_reconnect', last_sync_error: reason, access_token: null, next_sync_at: null })
    .where(eq(ebayConnections.id, connectionId));
}

/** Calls eBay with the connection's token; a 401 refreshes the token once and tries again. */
export async function withToken<T>(
  context: EbayContext,
  connection: Connection,
  call: (token: string) => Promise<T>,
): Promise<T> {
  try {
    return await call(await accessToken(context, connection));
  } catch (error) {
    if (!(error instanceof EbayError && error.kind === 'unauthorized')) throw error;
    return call(await accessToken(context, connection, true));
  }
}
