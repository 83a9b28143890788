import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { AppError } from '../http/app-error.ts';

/**
 * Per-route limits (the plugin is registered with global: false). They run as a preHandler so the
 * key can include the already-validated, lower-cased email of the body.
 */
function limit(max: number, timeWindow: string, message: string, keyGenerator: RateLimitOptions['keyGenerator']): RateLimitOptions {
  return {
    max,
    timeWindow,
    hook: 'preHandler',
    keyGenerator,
    errorResponseBuilder: () => new AppError('RATE_LIMITED', message),
  };
}

const byIp = (request: FastifyRequest) => request.ip;
const byIpAndEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `${request.ip}|${typeof email === 'string' ? email.toLowerCase() : ''}`;
};

/** SIGNIN_RATE_LIMIT_PER_MINUTE, 10 unless configured (the browser suite raises it). */
export const loginRateLimit = (perMinute: number) =>
  limit(perMinute, '1 minute', 'Too many sign-in attempts. Please wait a minute and try again.', byIpAndEmail);
export const REGISTER_RATE_LIMIT = limit(10, '1 hour', 'Too many sign-up attempts from this address. Please try again later.', byIp);
export const FORGOT_PASSWORD_RATE_LIMIT = limit(
  5,
  '1 minute',
  'Too many password reset requests. Please wait a minute and try again.',
  byIpAndEmail,
);
