import { AppError } from '../http/app-error.ts';

/** Voice is not set up (a missing setting or engine, not a server fault): 422 saying what to do. */
export const speechNotConfigured = (reason: string) => new AppError('UNPROCESSABLE', reason);

/** The audio API or a local engine failed, timed out or cannot be reached: 503, the reason logged. */
export const speechUnavailable = (what: string) =>
  new AppError('UNAVAILABLE', `${what} is unavailable right now. Please try again later.`);

export const speechTooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', 'The speech of this text would be larger than a file may be (FILE_MAX_BYTES)', {
    text: 'Use a shorter text',
  });

export const emptyRecording = () =>
  new AppError('BAD_REQUEST', 'The recording is empty', { audio: 'The recording is empty: record something first' });

export const notAWav = (reason: string) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', `${reason}: send the recording as audio/wav`, {
    audio: 'Send the recording as a WAV file',
  });
