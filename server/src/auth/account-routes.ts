import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordRequestSchema,
  errorResponseSchema,
  forgotPasswordRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
  setPasswordRequestSchema,
} from '@flipstack/contract';
import { authContext } from './auth-context.ts';
import { changePassword, requestPasswordReset, resetPassword, setPassword } from './password-service.ts';
import { FORGOT_PASSWORD_RATE_LIMITS, REGISTER_RATE_LIMITS } from './rate-limits.ts';
import { register, REGISTER_MAILED_MESSAGE } from './register-service.ts';
import { setSessionCookies } from './session-cookies.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** Register, forgotten password, reset and change of password. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = authContext(app);

  app.post(
    '/register',
    {
      config: { public: true, rateLimits: REGISTER_RATE_LIMITS },
      schema: {
        tags: ['auth'],
        description:
          'A new address: the account, its team and a session (201, signed in). An address that already has an account: the same 201 with a message and no session, and a mail to the address saying so.',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await register(ctx, { mailer: app.mailer, publicUrl: app.config.publicUrl }, request.body);
      if (!session) return reply.status(201).send({ message: REGISTER_MAILED_MESSAGE });
      setSessionCookies(reply, session);
      return reply.status(201).send(session.body);
    },
  );

  app.post(
    '/forgot-password',
    {
      config: { public: true, rateLimits: FORGOT_PASSWORD_RATE_LIMITS },
      schema: {
        tags: ['auth'],
        body: forgotPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requestPasswordReset(app.db, app.mailer, app.config.publicUrl, request.body.email);
      return { message: 'If an account exists for that email, a reset link is on its way.' };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { public: true },
      schema: { tags: ['auth'], body: resetPasswordRequestSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await resetPassword(ctx, request.body);
      return { message: 'Your password has been reset. You can sign in now.' };
    },
  );

  app.post(
    '/change-password',
    {
      schema: {
        tags: ['auth'],
        body: changePasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      setSessionCookies(reply, await changePassword(ctx, request.session, request.body));
      return { message: 'Your password has been changed.' };
    },
  );

  app.post(
    '/set-password',
    {
      schema: { tags: ['auth'], body: setPasswordRequestSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await setPassword(ctx, request.session, request.body);
      return { message: 'Your password is set. You can now sign in with it too.' };
    },
  );
};
