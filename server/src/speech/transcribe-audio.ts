import type { MultipartFile } from '@fastify/multipart';
import type { FastifyBaseLogger } from 'fastify';
import type { SpeechConfig } from '../config.ts';
import { AppError } from '../http/app-error.ts';
import { transcribeSpeech } from '../integrations/speech/openai-audio.ts';
import { POCKETSPHINX_RATE, transcribeWithPocketsphinx } from '../integrations/speech/pocketsphinx.ts';
import { toMonoPcm16, WavFormatError } from '../integrations/speech/wav.ts';
import { chooseEngine, SPEECH_TO_TEXT } from './speech-engine.ts';
import { emptyRecording, notAWav, speechNotConfigured, speechUnavailable } from './speech-errors.ts';

/** What the recording says, from the audio API or PocketSphinx (see chooseEngine). */
export async function transcribeAudio(
  speech: SpeechConfig,
  part: MultipartFile | undefined,
  log: FastifyBaseLogger,
): Promise<string> {
  const choice = await chooseEngine(speech, SPEECH_TO_TEXT);
  if (choice.engine === null) throw speechNotConfigured(choice.refusal);
  if (!part) throw emptyRecording();
  const audio = await part.toBuffer().catch((error: unknown) => {
    if ((error as { code?: unknown }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    throw new AppError('PAYLOAD_TOO_LARGE', 'The recording is too long (FILE_MAX_BYTES)', {
      audio: 'The recording is too long',
    });
  });
  if (audio.length === 0) throw emptyRecording();
  const transcribing =
    choice.engine === 'api'
      ? transcribeSpeech({ ...speech, baseUrl: choice.baseUrl }, audio, part.filename || 'recording.wav')
      : transcribeWithPocketsphinx(choice.command, pcmForPocketsphinx(audio), { timeoutMs: speech.local.timeoutMs });
  return transcribing.catch((error: unknown) => {
    log.error({ err: error, engine: choice.engine }, 'transcription failed');
    throw speechUnavailable('Speech to text');
  });
}

/** Any WAV (rate, channels, PCM or float) as PocketSphinx's 16 kHz mono 16-bit; 415 for anything else. */
function pcmForPocketsphinx(audio: Buffer): Buffer {
  let pcm: Buffer;
  try {
    pcm = toMonoPcm16(audio, POCKETSPHINX_RATE);
  } catch (error) {
    if (error instanceof WavFormatError) throw notAWav(error.message);
    throw error;
  }
  // A WAV header with no samples is an empty recording too.
  if (pcm.length === 0) throw emptyRecording();
  return pcm;
}
