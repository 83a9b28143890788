import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addTeamMemberRequestSchema,
  adminListQuerySchema,
  adminTeamParamsSchema,
  adminTeamsResponseSchema,
  adminUserParamsSchema,
  adminUserSchema,
  adminUsersResponseSchema,
  errorResponseSchema,
  setDisabledRequestSchema,
  setSuperAdminRequestSchema,
} from '@flipstack/contract';
import { authContext } from '../auth/auth-context.ts';
import { AppError, notFound } from '../http/app-error.ts';
import { listTeams } from './admin-teams.ts';
import { findAdminUser, listUsers } from './admin-users.ts';
import { isSuperAdmin } from './super-admins.ts';
import { addUserToTeam, setDisabled, setSuperAdmin } from './user-actions.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/**
 * The super-admin console's calls. The role is read from the database on every call, not from the
 * access token, so a removed role stops at once.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = authContext(app);

  app.addHook('onRequest', async (request) => {
    if (!(await isSuperAdmin(app.db, request.session.userId)))
      throw new AppError('FORBIDDEN', 'Only a super admin can do this.');
  });

  const answerUser = async (userId: number) =>
    (await findAdminUser(app.db, userId)) ?? Promise.reject(notFound('User'));

  app.get(
    '/admin/teams',
    {
      schema: {
        tags: ['admin'],
        querystring: adminListQuerySchema,
        response: { 200: adminTeamsResponseSchema, ...errors },
      },
    },
    async (request) => listTeams(app.db, request.query),
  );

  app.get(
    '/admin/users',
    {
      schema: {
        tags: ['admin'],
        querystring: adminListQuerySchema,
        response: { 200: adminUsersResponseSchema, ...errors },
      },
    },
    async (request) => listUsers(app.db, request.query),
  );

  app.put(
    '/admin/users/:id/super-admin',
    {
      schema: {
        tags: ['admin'],
        params: adminUserParamsSchema,
        body: setSuperAdminRequestSchema,
        response: { 200: adminUserSchema, ...errors },
      },
    },
    async (request) => {
      await setSuperAdmin(app.db, request.session.userId, request.params.id, request.body.super_admin);
      return answerUser(request.params.id);
    },
  );

  app.put(
    '/admin/users/:id/disabled',
    {
      schema: {
        tags: ['admin'],
        params: adminUserParamsSchema,
        body: setDisabledRequestSchema,
        response: { 200: adminUserSchema, ...errors },
      },
    },
    async (request) => {
      await setDisabled(ctx, request.session.userId, request.params.id, request.body.disabled);
      return answerUser(request.params.id);
    },
  );

  app.post(
    '/admin/teams/:id/members',
    {
      schema: {
        tags: ['admin'],
        params: adminTeamParamsSchema,
        body: addTeamMemberRequestSchema,
        response: { 201: adminUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      await addUserToTeam(app.db, request.params.id, request.body.user_id, request.body.role);
      return reply.status(201).send(await answerUser(request.body.user_id));
    },
  );
};
