import { PassThrough } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  fileRowSchema,
  idInputSchema,
  textToSpeechRequestSchema,
  transcribeResponseSchema,
} from '@flipstack/contract';
import { AppError } from '../http/app-error.ts';
import { multipartProblem } from '../files/multipart-errors.ts';
import { makeSpeech, speechPlan, textToSpeech, type SpeechContext } from './text-to-speech.ts';
import { transcribeAudio } from './transcribe-audio.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  422: errorResponseSchema,
  503: errorResponseSchema,
};
const tags = ['assistant'];

/** POST /text-to-speech and POST /transcribe-audio, through an OpenAI-compatible audio API. */
export const speechRoutes: FastifyPluginAsyncZod = async (app) => {
  const maxBytes = app.config.files.maxBytes;
  const speechContext = (request: FastifyRequest): SpeechContext => ({
    db: app.db,
    storage: app.storage,
    session: request.session,
    speech: app.config.speech,
    maxBytes,
    log: request.log,
  });
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });

  app.post(
    '/text-to-speech',
    { schema: { tags, body: textToSpeechRequestSchema, response: { 200: fileRowSchema, ...errors } } },
    (request) => textToSpeech(speechContext(request), request.body.text, request.body.message_id),
  );

  app.get(
    '/speech/:messageId',
    {
      schema: {
        tags,
        description:
          "The message read aloud as audio/wav, streamed as it is made (its header says 'unknown length'); kept as the message's speech file, which later readings are sent to.",
        params: z.object({ messageId: idInputSchema('Pick a message') }),
        response: { 200: z.any().describe('audio/wav'), ...errors },
      },
    },
    async (request, reply) => {
      const context = speechContext(request);
      const plan = await speechPlan(context, request.params.messageId);
      if (plan.kind === 'kept') return reply.redirect(`/api/serve/${plan.file.id}`);
      const audio = new PassThrough();
      makeSpeech(context, plan, (chunk) => audio.write(chunk)).then(
        () => audio.end(),
        (error: unknown) => audio.destroy(error instanceof Error ? error : new Error(String(error))),
      );
      return reply.type('audio/wav').header('cache-control', 'no-store').send(audio);
    },
  );

  app.post(
    '/transcribe-audio',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: transcribeResponseSchema, ...errors } } },
    async (request) => {
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the recording as multipart/form-data (audio/wav)');
      }
      try {
        return { text: await transcribeAudio(app.config.speech, await request.file(), request.log) };
      } catch (error) {
        throw multipartProblem(error, 1) ?? error;
      }
    },
  );
};
