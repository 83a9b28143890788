import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  fileRowSchema,
  textToSpeechRequestSchema,
  transcribeResponseSchema,
} from '@flipstack/contract';
import { AppError } from '../http/app-error.ts';
import { multipartProblem } from '../files/multipart-errors.ts';
import { textToSpeech } from './text-to-speech.ts';
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
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });

  app.post(
    '/text-to-speech',
    { schema: { tags, body: textToSpeechRequestSchema, response: { 200: fileRowSchema, ...errors } } },
    (request) =>
      textToSpeech(
        {
          db: app.db,
          storage: app.storage,
          session: request.session,
          speech: app.config.speech,
          maxBytes,
          log: request.log,
        },
        request.body.text,
        request.body.message_id,
      ),
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
