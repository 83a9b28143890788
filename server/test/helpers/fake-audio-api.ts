import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type AudioCall = { path: string; contentType: string; body: Buffer };

/** A WAV of `samples` silent 16-bit mono samples at 16 kHz: a real RIFF file. */
export function silentWav(samples = 1600): Buffer {
  const data = samples * 2;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data, 40);
  return Buffer.concat([header, Buffer.alloc(data)]);
}

/**
 * A local server speaking OpenAI's audio API: POST /v1/audio/speech (JSON in, WAV out) and
 * POST /v1/audio/transcriptions (multipart file and model in, `{text}` out).
 */
export async function startFakeAudioApi(transcript: string) {
  const calls: AudioCall[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      calls.push({ path: request.url ?? '', contentType: request.headers['content-type'] ?? '', body });
      if (request.url === '/v1/audio/speech') {
        const input = JSON.parse(body.toString('utf8')) as { input?: string; response_format?: string };
        if (!input.input || input.response_format !== 'wav') return response.writeHead(400).end();
        // Different text, different bytes: the length follows the text.
        return response.writeHead(200, { 'content-type': 'audio/wav' }).end(silentWav(800 + input.input.length));
      }
      if (request.url === '/v1/audio/transcriptions' && body.includes('RIFF') && body.includes('whisper-1')) {
        return response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ text: transcript }));
      }
      response.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"message":"bad request"}}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
