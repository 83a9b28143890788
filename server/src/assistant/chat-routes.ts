import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  ASSISTANT_TOKEN_TTL_SECONDS,
  assistantTokenRequestSchema,
  assistantTokenResponseSchema,
  chats,
  createChatRequestSchema,
  DEFAULT_ASSISTANT_NAME,
  errorResponseSchema,
} from '@flipstack/contract';
import { signAssistantToken } from '../http/session.ts';
import { createRow, getRow } from '../resources/service.ts';
import { chats as chatsResource } from '../resources/definitions/chats.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const tags = ['assistant'];

/** POST /chats and POST /assistant-token. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = new TextEncoder().encode(app.config.appSecret);

  app.post(
    '/chats',
    { schema: { tags, body: createChatRequestSchema, response: { 201: chats.row, ...errors } } },
    async (request, reply) => {
      const { assistant_name = DEFAULT_ASSISTANT_NAME, title } = request.body;
      reply.status(201);
      const chat = await createRow(app.db, request.session, chatsResource, { assistant_name, title });
      return chat as z.infer<typeof chats.row>;
    },
  );

  app.post(
    '/assistant-token',
    {
      schema: {
        tags,
        description:
          'A short-lived token that opens the completion stream of one chat (Authorization: Bearer); no other route takes it.',
        body: assistantTokenRequestSchema,
        response: { 200: assistantTokenResponseSchema, ...errors },
      },
    },
    async (request) => {
      // Another team's chat answers 404, like a missing one.
      const chat = await getRow(app.db, request.session, chatsResource, request.body.chat_id);
      const token = await signAssistantToken(request.session, chat.id, ASSISTANT_TOKEN_TTL_SECONDS, secret);
      return { token, expires_in: ASSISTANT_TOKEN_TTL_SECONDS };
    },
  );
};
