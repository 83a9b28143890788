import type { SpeechConfig } from '../config.ts';
import { AppError } from '../http/app-error.ts';

/** The audio API's settings, or a 422 that says what to configure (a missing setting, not a server fault). */
export function configuredSpeech(config: SpeechConfig, what: string): SpeechConfig & { baseUrl: string } {
  if (config.baseUrl) return { ...config, baseUrl: config.baseUrl };
  throw new AppError(
    'UNPROCESSABLE',
    `${what} is not configured: set SPEECH_BASE_URL (and SPEECH_API_KEY) to an OpenAI-compatible audio API.`,
  );
}

/** The audio API failed or cannot be reached: 503, the reason logged. */
export const speechUnavailable = (what: string) =>
  new AppError('UNAVAILABLE', `${what} is unavailable right now. Please try again later.`);
