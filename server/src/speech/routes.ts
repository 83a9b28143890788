import { PassThrough } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { speechEndpoints } from '@flipstack/contract';
import { AppError } from '../http/app-error.ts';
import { route } from '../http/route.ts';
import { multipartProblem } from '../files/multipart-errors.ts';
import { makeSpeech, speechPlan, textToSpeech, type SpeechContext } from './text-to-speech.ts';
import { transcribeAudio } from './transcribe-audio.ts';

/** POST /text-to-speech and POST /transcribe-audio, through an OpenAI-compatible audio API. */
export const speechRoutes: FastifyPluginAsync = async (app) => {
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

  route(app, speechEndpoints.textToSpeech, (request) =>
    textToSpeech(speechContext(request), request.body.text, request.body.message_id),
  );

  route(app, speechEndpoints.speech, async (request, reply) => {
    const context = speechContext(request);
    const plan = await speechPlan(context, request.params.messageId);
    if (plan.kind === 'kept') return reply.redirect(`/api/serve/${plan.file.id}`);
    const audio = new PassThrough();
    makeSpeech(context, plan, (chunk) => audio.write(chunk)).then(
      () => audio.end(),
      (error: unknown) => audio.destroy(error instanceof Error ? error : new Error(String(error))),
    );
    return reply.type('audio/wav').header('cache-control', 'no-store').send(audio);
  });

  route(app, speechEndpoints.transcribeAudio, async (request) => {
    if (!request.isMultipart()) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the recording as multipart/form-data (audio/wav)');
    }
    try {
      return { text: await transcribeAudio(app.config.speech, await request.file(), request.log) };
    } catch (error) {
      throw multipartProblem(error, 1) ?? error;
    }
  });
};
