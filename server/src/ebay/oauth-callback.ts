import type { FastifyReply, FastifyRequest } from 'fastify';
import { isMember } from '../teams/memberships.ts';
import { EbayError } from '../integrations/ebay/ebay-error.ts';
import { saveConnection } from './connections.ts';
import type { EbayContext } from './ebay-context.ts';
import { takeState } from './oauth-state.ts';

type Callback = {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
  error_description?: string | undefined;
};

const back = (message: string) => `/ebay/login?${new URLSearchParams({ error: message }).toString()}`;

/**
 * eBay's redirect after consent: the state must be the one this browser was given when it started
 * (takeState: bound to the browser, used once) and its user still a member of the team; the code is
 * exchanged for tokens, the eBay user read, and the tokens kept sealed on the team's eBay account.
 * Answers where the browser goes next: /ebay-orders, or /ebay/login with what went wrong.
 */
export async function finishConnect(
  context: EbayContext,
  request: FastifyRequest,
  reply: FastifyReply,
  query: Callback,
): Promise<string> {
  const asked = await takeState(context.db, request, reply, query.state, context.appSecret);
  if (query.error)
    return back(
      query.error === 'access_denied'
        ? 'You did not grant Flipstack access on eBay.'
        : `eBay said: ${query.error_description ?? query.error}`,
    );
  if (!asked.ok) {
    return back(
      asked.reason === 'other-browser'
        ? 'This eBay sign-in was not started in this browser. Connect again from here.'
        : 'This eBay sign-in link expired or was already used. Connect again.',
    );
  }
  if (!(await isMember(context.db, asked.userId, asked.teamId))) {
    return back('You are no longer a member of the team this eBay sign-in was for.');
  }
  if (!query.code) return back('eBay sent no authorization code. Connect again.');
  try {
    const tokens = await context.client.exchangeCode(query.code);
    const user = await context.client.user(tokens.accessToken);
    await saveConnection(context, asked.teamId, user, tokens);
    return `/ebay-orders?${new URLSearchParams({ connected: user.username }).toString()}`;
  } catch (error) {
    if (error instanceof EbayError) return back(`eBay refused the connection: ${error.message}`);
    throw error;
  }
}
