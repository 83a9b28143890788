import { encodeWav as encodeWavBytes } from '@flipstack/contract';
import { FROM_THE_APP } from './accounts.ts';
import type { TestApp } from './test-app.ts';

const BOUNDARY = 'flipstack-test-boundary';

/** A multipart body with one `audio` file part, as the panel's recorder sends it. */
function multipartBody(fileName: string, bytes: Buffer, type: string): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="audio"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** POST /api/transcribe-audio with `bytes` as the recording. */
export const transcribe = (t: TestApp, cookie: string, bytes: Buffer, type = 'audio/wav') =>
  t.app.inject({
    method: 'POST',
    url: '/api/transcribe-audio',
    headers: { cookie, ...FROM_THE_APP, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipartBody('recording.wav', bytes, type),
  });

/** A 16-bit PCM WAV of interleaved channels at any rate (samples between -1 and 1). */
export const encodeWav = (channels: Float32Array[], sampleRate: number): Buffer =>
  Buffer.from(encodeWavBytes(channels, sampleRate));
