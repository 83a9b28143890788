import type { FastifyPluginAsync } from 'fastify';
import { assistantEndpoints, type AssistantInfo } from '@flipstack/contract';
import { route } from '../http/route.ts';
import { warmEspeak } from '../integrations/speech/espeak.ts';
import { chooseEngine, SPEECH_TO_TEXT, TEXT_TO_SPEECH } from '../speech/speech-engine.ts';

/** GET /assistant: the provider and model, and whether each voice direction works now. */
export const infoRoutes: FastifyPluginAsync = async (app) => {
  route(app, assistantEndpoints.info, async (): Promise<AssistantInfo> => {
    const { llm, speech } = app.config;
    const [speaking, listening] = await Promise.all([
      chooseEngine(speech, TEXT_TO_SPEECH),
      chooseEngine(speech, SPEECH_TO_TEXT),
    ]);
    // The panel asks when it opens: the engine that will read its answers starts loading now.
    if (speaking.engine === 'local') warmEspeak(speaking.command, speech.local.espeakVoice);
    return {
      provider: llm.baseUrl ? 'openai-compatible' : 'built-in',
      model: llm.baseUrl ? llm.model : null,
      speech: {
        text_to_speech: speaking.engine !== null,
        transcription: listening.engine !== null,
        engine: speaking.engine ?? listening.engine,
      },
    };
  });
};
