import { z } from 'zod';
import { messageResponseSchema } from './auth.ts';
import { endpoint } from './endpoint.ts';

/**
 * Where GET /connect-to-microsoft and its callback send the browser back: `/login?microsoft=<outcome>`
 * (or the account page, `/change-password?microsoft=<outcome>`, after linking). The screen turns the
 * outcome into a sentence, so no text from the address is ever shown.
 */
export const MICROSOFT_OUTCOMES = {
  linked: 'Your Microsoft account is linked. You can now sign in with Microsoft.',
  'link-taken': 'That Microsoft account is already linked to another Flipstack user.',
  'unknown-account':
    'No Flipstack account is linked to that Microsoft account. Sign in with your email and password, then link Microsoft from the Change password page — or ask your administrator for access.',
  'email-taken':
    'A Flipstack account already uses the email of that Microsoft account. Sign in with your email and password, then link Microsoft from the Change password page.',
  'no-team': 'Your account does not belong to any team yet. Ask a team owner to add you.',
  disabled: 'This account has been disabled. Ask an administrator to enable it.',
  cancelled: 'Microsoft sign-in was cancelled.',
  expired: 'Microsoft sign-in took too long or was started in another window. Please try again.',
  'not-configured': 'Microsoft sign-in is not configured on this server.',
  'signed-out': 'Please sign in before linking a Microsoft account.',
  failed: 'Microsoft sign-in failed. Please try again.',
} as const;
export type MicrosoftOutcome = keyof typeof MICROSOFT_OUTCOMES;

export const isMicrosoftOutcome = (value: string | null): value is MicrosoftOutcome =>
  value !== null && Object.hasOwn(MICROSOFT_OUTCOMES, value);

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** GET /connect-to-microsoft: a browser navigation, not a fetch. */
export const connectToMicrosoftQuerySchema = z.object({
  /** Link the Microsoft account to the signed-in user instead of signing in. */
  link: flag.optional(),
  /** Keep the sign-in for 30 days, as "Remember me" does. */
  remember: flag.optional(),
  /** Where to land after signing in: a path of this app. */
  redirect: z.string().max(2000).optional(),
});

/** POST /microsoft/unlink sends nothing. */
export const unlinkMicrosoftRequestSchema = z.object({}).nullish();

/** Where a redirect sends the browser: a screen with `?microsoft=<outcome>`, Microsoft, or the signed-in page. */
export const microsoftRedirectSchema = z.string();

const tag = 'auth';
export const microsoftEndpoints = {
  connect: endpoint({
    method: 'GET',
    path: '/connect-to-microsoft',
    tag,
    query: connectToMicrosoftQuerySchema,
    answer: microsoftRedirectSchema,
    status: 302,
    returns: 'redirect',
    public: true,
  }),
  callback: endpoint({
    method: 'GET',
    path: '/microsoft/callback',
    tag,
    answer: microsoftRedirectSchema,
    status: 302,
    returns: 'redirect',
    public: true,
  }),
  unlink: endpoint({
    method: 'POST',
    path: '/microsoft/unlink',
    tag,
    body: unlinkMicrosoftRequestSchema,
    answer: messageResponseSchema,
    errors: [409],
  }),
};
