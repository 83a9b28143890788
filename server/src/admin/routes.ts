import type { FastifyPluginAsync } from 'fastify';
import { adminEndpoints } from '@flipstack/contract';
import { authContext } from '../auth/auth-context.ts';
import { AppError, notFound } from '../http/app-error.ts';
import { route } from '../http/route.ts';
import { listTeams } from './admin-teams.ts';
import { findAdminUser, listUsers } from './admin-users.ts';
import { isSuperAdmin } from './super-admins.ts';
import { addUserToTeam, setDisabled, setSuperAdmin } from './user-actions.ts';

/**
 * The super-admin console's calls. The role is read from the database on every call, not from the
 * access token, so a removed role stops at once.
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  const ctx = authContext(app);

  app.addHook('onRequest', async (request) => {
    if (!(await isSuperAdmin(app.db, request.session.userId)))
      throw new AppError('FORBIDDEN', 'Only a super admin can do this.');
  });

  const answerUser = async (userId: number) =>
    (await findAdminUser(app.db, userId)) ?? Promise.reject(notFound('User'));

  route(app, adminEndpoints.teams, async (request) => listTeams(app.db, request.query));

  route(app, adminEndpoints.users, async (request) => listUsers(app.db, request.query));

  route(app, adminEndpoints.setSuperAdmin, async (request) => {
    await setSuperAdmin(app.db, request.session.userId, request.params.id, request.body.super_admin);
    return answerUser(request.params.id);
  });

  route(app, adminEndpoints.setDisabled, async (request) => {
    await setDisabled(ctx, request.session.userId, request.params.id, request.body.disabled);
    return answerUser(request.params.id);
  });

  route(app, adminEndpoints.addTeamMember, async (request) => {
    await addUserToTeam(app.db, request.params.id, request.body.user_id, request.body.role);
    return answerUser(request.body.user_id);
  });
};
