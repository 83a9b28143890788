import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import {
  assistantEndpoints,
  DEFAULT_ASSISTANT_NAME,
  STREAM_DONE,
  type CompletionStreamEvent,
} from '@flipstack/contract';
import { AppError } from '../http/app-error.ts';
import { route } from '../http/route.ts';
import { getRow } from '../resources/service.ts';
import { chatProvider } from './chat-provider.ts';
import { answerProposal, typedAnswer } from './proposals.ts';
import { runChat } from './run-chat.ts';
import { chats as chatsResource } from '../resources/definitions/chats.ts';

/**
 * POST /completion-stream-runs: text/event-stream, one `data: <json>` line per event and `data: [DONE]`
 * last. Everything that can refuse the call (body, chat, token) is checked before the first byte, so a
 * refusal is a plain JSON error; from then on a failure is an `error` event.
 */
export const streamRoutes: FastifyPluginAsync = async (app) => {
  const provider = chatProvider(app.config.llm);

  route(
    app,
    assistantEndpoints.completionStream,
    { config: { acceptsAssistantToken: true } },
    async (request, reply) => {
      const { session, body } = request;
      if (session.assistantChatId !== undefined && session.assistantChatId !== body.chatId) {
        throw new AppError('FORBIDDEN', 'This assistant token was made for another chat.');
      }
      const chat = await getRow(app.db, session, chatsResource, body.chatId);
      // An answer to a proposal is taken before the first byte: one already answered is a plain 409.
      const answer = body.confirmation ?? (await typedAnswer(app.db, session, chat.id, body.userMessage));
      const answered = answer && {
        proposal: await answerProposal(app.db, session, chat.id, answer.message_id, answer.accept),
        accept: answer.accept,
      };
      const controller = new AbortController();
      const events = runChat(
        { db: app.db, session, provider, log: request.log },
        {
          chatId: chat.id,
          userMessage: body.userMessage,
          assistantName: body.assistantName ?? (chat['assistant_name'] as string | null) ?? DEFAULT_ASSISTANT_NAME,
          enumerations: body.enumerations,
          context: body.context,
          answered,
        },
        controller.signal,
      );
      const stream = Readable.from(dataLines(events));
      // The client went away (or the answer ended): the run and the model stop. The stream's own 'close'
      // comes too late: it waits for the generator, which waits for the model.
      reply.raw.on('close', () => controller.abort());
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );
};

async function* dataLines(events: AsyncIterable<CompletionStreamEvent>): AsyncGenerator<string> {
  for await (const event of events) yield `data: ${JSON.stringify(event)}\n\n`;
  yield `data: ${STREAM_DONE}\n\n`;
}
