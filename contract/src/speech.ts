import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { fileRowSchema } from './files.ts';
import { idInputSchema, textSchema } from './resources/common.ts';

/** The longest text one speech request reads (OpenAI's speech API takes at most 4096 characters). */
export const SPEECH_TEXT_MAX = 4096;

/** An answer as it should be read aloud: Markdown marks dropped, links read by their text, within the limit. */
export function speakableText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~|]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SPEECH_TEXT_MAX);
}

/** POST /text-to-speech: the message's speech, made once and kept as a file (messages.tts_file_id). */
export const textToSpeechRequestSchema = z.object({
  text: textSchema('Enter the text to read')
    .trim()
    .min(1, { message: 'Enter the text to read' })
    .max(SPEECH_TEXT_MAX, { message: `Use at most ${SPEECH_TEXT_MAX} characters` }),
  message_id: idInputSchema('Pick a message'),
});
export type TextToSpeechRequest = z.input<typeof textToSpeechRequestSchema>;

/** POST /transcribe-audio (multipart, the recording as audio/wav): what was said. */
export const transcribeResponseSchema = z.object({ text: z.string() });
export type TranscribeResponse = z.infer<typeof transcribeResponseSchema>;

/** GET /speech/{messageId}. */
export const speechParamsSchema = z.object({ messageId: idInputSchema('Pick a message') });
export const speechAudioSchema = z.any().describe('audio/wav');

const tag = 'assistant';
const errors = [404, 413, 415, 422, 503] as const;
export const speechEndpoints = {
  textToSpeech: endpoint({
    method: 'POST',
    path: '/text-to-speech',
    tag,
    body: textToSpeechRequestSchema,
    answer: fileRowSchema,
    errors,
  }),
  speech: endpoint({
    method: 'GET',
    path: '/speech/:messageId',
    tag,
    description:
      "The message read aloud as audio/wav, streamed as it is made (its header says 'unknown length'); kept as the message's speech file, which later readings are sent to.",
    params: speechParamsSchema,
    answer: speechAudioSchema,
    returns: 'file',
    errors,
  }),
  transcribeAudio: endpoint({
    method: 'POST',
    path: '/transcribe-audio',
    tag,
    multipart: true,
    answer: transcribeResponseSchema,
    errors,
  }),
};
