import type { FastifyPluginAsync } from 'fastify';
import { chatRoutes } from './chat-routes.ts';
import { streamRoutes } from './stream-route.ts';

export const assistantRoutes: FastifyPluginAsync = async (app) => {
  await app.register(chatRoutes);
  await app.register(streamRoutes);
};
