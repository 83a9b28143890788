import { isMember } from '../teams/memberships.ts';
import { EbayError } from '../integrations/ebay/ebay-error.ts';
import { saveConnection } from './connections.ts';
import type { EbayContext } from './ebay-context.ts';
import { readState } from './oauth-state.ts';

type Callback = {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
  error_description?: string | undefined;
};

const back = (message: string) => `/ebay/login?${new URLSearchParams({ error: message }).toString()}`;

/**
 * eBay's redirect after consent: the signed state names who asked (user and team, still a member), the
 * code is exchanged for tokens, the eBay user read, and the tokens kept sealed on the team's eBay account.
 * Answers where the browser goes next: /ebay-orders, or /ebay/login with what went wrong.
 */
export async function finishConnect(context: EbayContext, query: Callback): Promise<string> {
  if (query.error)
    return back(
      query.error === 'access_denied'
        ? 'You did not grant Flipstack access on eBay.'
        : `eBay said: ${query.error_description ?? query.error}`,
    );
  const asked = query.state ? await readState(query.state, context.appSecret) : null;
  if (!asked || !(await isMember(context.db, asked.userId, asked.teamId))) {
    return back('This eBay sign-in link expired or was not made here. Connect again.');
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
