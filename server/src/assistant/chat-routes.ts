import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { ASSISTANT_TOKEN_TTL_SECONDS, assistantEndpoints, chats, DEFAULT_ASSISTANT_NAME } from '@flipstack/contract';
import { route } from '../http/route.ts';
import { signAssistantToken } from '../http/session.ts';
import { createRow, getRow } from '../resources/service.ts';
import { chats as chatsResource } from '../resources/definitions/chats.ts';

/** POST /chats and POST /assistant-token. */
export const chatRoutes: FastifyPluginAsync = async (app) => {
  const secret = new TextEncoder().encode(app.config.appSecret);

  route(app, assistantEndpoints.createChat, async (request) => {
    const { assistant_name = DEFAULT_ASSISTANT_NAME, title } = request.body;
    const chat = await createRow(app.db, request.session, chatsResource, { assistant_name, title });
    return chat as z.infer<typeof chats.row>;
  });

  route(app, assistantEndpoints.assistantToken, async (request) => {
    // Another team's chat answers 404, like a missing one.
    const chat = await getRow(app.db, request.session, chatsResource, request.body.chat_id);
    const token = await signAssistantToken(request.session, chat.id, ASSISTANT_TOKEN_TTL_SECONDS, secret);
    return { token, expires_in: ASSISTANT_TOKEN_TTL_SECONDS };
  });
};
