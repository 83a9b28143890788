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
export function encodeWav(channels: Float32Array[], sampleRate: number): Buffer {
  const frames = channels[0]!.length;
  const data = Buffer.alloc(frames * channels.length * 2);
  for (let frame = 0; frame < frames; frame++) {
    channels.forEach((channel, index) => {
      const value = Math.max(-1, Math.min(1, channel[frame]!));
      data.writeInt16LE(Math.round(value * 32767), (frame * channels.length + index) * 2);
    });
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels.length, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * channels.length * 2, 28);
  header.writeUInt16LE(channels.length * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
