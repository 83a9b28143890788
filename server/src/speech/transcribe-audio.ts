import type { MultipartFile } from '@fastify/multipart';
import type { FastifyBaseLogger } from 'fastify';
import type { SpeechConfig } from '../config.ts';
import { AppError } from '../http/app-error.ts';
import { transcribeSpeech } from '../integrations/speech/openai-audio.ts';
import { configuredSpeech, speechUnavailable } from './speech-config.ts';

const emptyRecording = () =>
  new AppError('BAD_REQUEST', 'The recording is empty', { audio: 'The recording is empty: record something first' });

/** What the recording says, from the configured audio API. */
export async function transcribeAudio(
  speech: SpeechConfig,
  part: MultipartFile | undefined,
  log: FastifyBaseLogger,
): Promise<string> {
  const config = configuredSpeech(speech, 'Speech to text');
  if (!part) throw emptyRecording();
  const audio = await part.toBuffer().catch((error: unknown) => {
    if ((error as { code?: unknown }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    throw new AppError('PAYLOAD_TOO_LARGE', 'The recording is too long (FILE_MAX_BYTES)', {
      audio: 'The recording is too long',
    });
  });
  if (audio.length === 0) throw emptyRecording();
  return transcribeSpeech(config, audio, part.filename || 'recording.wav').catch((error: unknown) => {
    log.error({ err: error }, 'transcription failed');
    throw speechUnavailable('Speech to text');
  });
}
