import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account-routes.ts';
import { microsoftRoutes } from './microsoft/microsoft-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { scheduleSessionSweep } from './session-sweep.ts';

export const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(sessionRoutes);
  await app.register(accountRoutes);
  await app.register(microsoftRoutes);
  scheduleSessionSweep(app);
};
