import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints } from '@flipstack/contract';
import { route } from '../http/route.ts';
import { authContext } from './auth-context.ts';
import { changePassword, requestPasswordReset, resetPassword, setPassword } from './password-service.ts';
import { FORGOT_PASSWORD_RATE_LIMITS, REGISTER_RATE_LIMITS } from './rate-limits.ts';
import { register, REGISTER_MAILED_MESSAGE } from './register-service.ts';
import { setSessionCookies } from './session-cookies.ts';

/** Register, forgotten password, reset and change of password. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  const ctx = authContext(app);

  route(app, authEndpoints.register, { config: { rateLimits: REGISTER_RATE_LIMITS } }, async (request, reply) => {
    const session = await register(ctx, { mailer: app.mailer, publicUrl: app.config.publicUrl }, request.body);
    if (!session) return { message: REGISTER_MAILED_MESSAGE };
    setSessionCookies(reply, session);
    return session.body;
  });

  route(app, authEndpoints.forgotPassword, { config: { rateLimits: FORGOT_PASSWORD_RATE_LIMITS } }, async (request) => {
    await requestPasswordReset(app.db, app.mailer, app.config.publicUrl, request.body.email);
    return { message: 'If an account exists for that email, a reset link is on its way.' };
  });

  route(app, authEndpoints.resetPassword, async (request) => {
    await resetPassword(ctx, request.body);
    return { message: 'Your password has been reset. You can sign in now.' };
  });

  route(app, authEndpoints.changePassword, async (request, reply) => {
    setSessionCookies(reply, await changePassword(ctx, request.session, request.body));
    return { message: 'Your password has been changed.' };
  });

  route(app, authEndpoints.setPassword, async (request) => {
    await setPassword(ctx, request.session, request.body);
    return { message: 'Your password is set. You can now sign in with it too.' };
  });
};
