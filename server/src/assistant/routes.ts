import type { FastifyPluginAsync } from 'fastify';
import { chatRoutes } from './chat-routes.ts';
import { infoRoutes } from './info-route.ts';
import { streamRoutes } from './stream-route.ts';

export const assistantRoutes: FastifyPluginAsync = async (app) => {
  await app.register(chatRoutes);
  await app.register(infoRoutes);
  await app.register(streamRoutes);
};
