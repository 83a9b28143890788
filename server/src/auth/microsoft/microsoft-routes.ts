import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { microsoftEndpoints, safeRedirect, type MicrosoftOutcome } from '@flipstack/contract';
import { AppError } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { readAccessToken, verifyAccessToken } from '../../http/session.ts';
import { createEntraClient, type MicrosoftAccount } from '../../integrations/microsoft/entra-client.ts';
import { authContext } from '../auth-context.ts';
import { setSessionCookies } from '../session-cookies.ts';
import { startSession } from '../session-service.ts';
import { findLinkedUser, linkAccount, signUpWithMicrosoft, unlinkAccount } from './microsoft-accounts.ts';
import { clearStateCookie, readStateCookie, setStateCookie, type MicrosoftState } from './microsoft-state.ts';

const ACCOUNT_PAGE = '/change-password';
const backTo = (reply: FastifyReply, page: string, outcome: MicrosoftOutcome) =>
  reply.redirect(`${page}?microsoft=${outcome}`);

/**
 * Microsoft sign-in (Entra ID, OpenID Connect code flow with PKCE): GET /connect-to-microsoft sends
 * the browser to Microsoft, GET /microsoft/callback (the redirect URI) signs in the linked user or
 * links the account to the signed-in user; every outcome lands on a screen as `?microsoft=<outcome>`.
 */
export const microsoftRoutes: FastifyPluginAsync = async (app) => {
  const ctx = authContext(app);
  const settings = app.config.microsoft;
  const client = settings ? createEntraClient(settings) : undefined;
  const redirectUri = `${app.config.publicUrl}/api/microsoft/callback`;

  /** The caller's live sign-in, if any (these routes are public). */
  async function currentSession(request: FastifyRequest) {
    const token = readAccessToken(request);
    const session = token ? await verifyAccessToken(token, ctx.secret) : null;
    return session && (await ctx.sessions.isLive(session.sessionId, session.userId)) ? session : null;
  }

  route(app, microsoftEndpoints.connect, async (request, reply) => {
    if (!client) return backTo(reply, '/login', 'not-configured');
    let link: MicrosoftState['link'];
    if (request.query.link) {
      const session = await currentSession(request);
      if (!session) return backTo(reply, '/login', 'signed-out');
      link = { userId: session.userId, sessionId: session.sessionId };
    }
    let started: Awaited<ReturnType<typeof client.startAuthorization>>;
    try {
      started = await client.startAuthorization(redirectUri);
    } catch (error) {
      request.log.warn({ err: error }, 'Microsoft sign-in could not start');
      return backTo(reply, link ? ACCOUNT_PAGE : '/login', 'failed');
    }
    const state: MicrosoftState = {
      ...started.checks,
      ...(link ? { link } : {}),
      remember: request.query.remember ?? false,
      redirect: safeRedirect(request.query.redirect),
    };
    await setStateCookie(reply, state, ctx.secret);
    return reply.redirect(started.url);
  });

  route(app, microsoftEndpoints.callback, async (request, reply) => {
    const state = await readStateCookie(request, ctx.secret);
    clearStateCookie(reply);
    if (!client) return backTo(reply, '/login', 'not-configured');
    if (!state) return backTo(reply, '/login', 'expired');
    const page = state.link ? ACCOUNT_PAGE : '/login';
    const callbackUrl = new URL(redirectUri);
    callbackUrl.search = new URL(request.url, 'http://callback.invalid').search;
    const error = callbackUrl.searchParams.get('error');
    if (error) return backTo(reply, page, error === 'access_denied' ? 'cancelled' : 'failed');
    let account: MicrosoftAccount;
    try {
      account = await client.finishAuthorization(callbackUrl, state);
    } catch (failure) {
      request.log.warn({ err: failure }, 'Microsoft sign-in was refused');
      return backTo(reply, page, 'failed');
    }
    return state.link ? linkTo(reply, state.link, account) : signIn(reply, state, account);
  });

  async function linkTo(reply: FastifyReply, link: NonNullable<MicrosoftState['link']>, account: MicrosoftAccount) {
    if (!(await ctx.sessions.isLive(link.sessionId, link.userId))) return backTo(reply, '/login', 'signed-out');
    const isLinked = await linkAccount(ctx.db, link.userId, account);
    return backTo(reply, ACCOUNT_PAGE, isLinked ? 'linked' : 'link-taken');
  }

  async function signIn(reply: FastifyReply, state: MicrosoftState, account: MicrosoftAccount) {
    let user = await findLinkedUser(ctx.db, account);
    if (!user && settings?.allowSignup) {
      user = (await signUpWithMicrosoft(ctx.db, account)) ?? undefined;
      if (!user) return backTo(reply, '/login', 'email-taken');
    }
    if (!user) return backTo(reply, '/login', 'unknown-account');
    if (user.disabled_at !== null) return backTo(reply, '/login', 'disabled');
    try {
      setSessionCookies(reply, await startSession(ctx, user, { remember: state.remember }));
    } catch (error) {
      if (error instanceof AppError && error.code === 'FORBIDDEN') return backTo(reply, '/login', 'no-team');
      throw error;
    }
    // Checked again here: a state cookie signed before the rule was tightened may still be live.
    return reply.redirect(safeRedirect(state.redirect));
  }

  route(app, microsoftEndpoints.unlink, async (request) => {
    await unlinkAccount(ctx.db, request.session.userId);
    return { message: 'Your Microsoft account is unlinked.' };
  });
};
