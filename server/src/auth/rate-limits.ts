import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { RateLimit } from '../http/rate-limit.ts';

const byAddress = (request: FastifyRequest) => request.ip;
const byAddressAndEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `${request.ip}|${typeof email === 'string' ? email.toLowerCase() : ''}`;
};

const SIGN_IN_MESSAGE = 'Too many sign-in attempts. Please wait a minute and try again.';
const RESET_MESSAGE = 'Too many password reset requests. Please wait a minute and try again.';

/**
 * Sign-in: per address across emails (password spraying) and per address and email (guessing one
 * password); SIGNIN_ADDRESS_RATE_LIMIT_PER_MINUTE and SIGNIN_RATE_LIMIT_PER_MINUTE.
 */
export const loginRateLimits = (config: Config): RateLimit[] => [
  {
    name: 'login-address',
    max: config.signInAddressRateLimitPerMinute,
    windowSeconds: 60,
    message: SIGN_IN_MESSAGE,
    callerOf: byAddress,
  },
  {
    name: 'login',
    max: config.signInRateLimitPerMinute,
    windowSeconds: 60,
    message: SIGN_IN_MESSAGE,
    callerOf: byAddressAndEmail,
  },
];

export const REGISTER_RATE_LIMITS: RateLimit[] = [
  {
    name: 'register',
    max: 10,
    windowSeconds: 3600,
    message: 'Too many sign-up attempts from this address. Please try again later.',
    callerOf: byAddress,
  },
];

/** Reset mail: per address across emails (so one address cannot mail every user) and per address and email. */
export const FORGOT_PASSWORD_RATE_LIMITS: RateLimit[] = [
  { name: 'forgot-password-address', max: 20, windowSeconds: 60, message: RESET_MESSAGE, callerOf: byAddress },
  { name: 'forgot-password', max: 5, windowSeconds: 60, message: RESET_MESSAGE, callerOf: byAddressAndEmail },
];
