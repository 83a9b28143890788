import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assistantInfoSchema } from '@flipstack/contract';
import type { LocalSpeechConfig, SpeechConfig } from '../../src/config.ts';
import { speakWithEspeak } from '../../src/integrations/speech/espeak.ts';
import { findExecutable } from '../../src/integrations/speech/find-executable.ts';
import { resample } from '@flipstack/contract';
import { decodeWav, wavDuration } from '../../src/integrations/speech/wav.ts';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { silentWav } from '../helpers/fake-audio-api.ts';
import { make } from '../helpers/fixtures.ts';
import { encodeWav, transcribe } from '../helpers/speech.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

// CI exports FLIPSTACK_REQUIRE_SPEECH=1 after installing the engines, so there these tests never skip.
const required = process.env['FLIPSTACK_REQUIRE_SPEECH'] === '1';
const espeak = await findExecutable('espeak-ng');
const pocketsphinx = await findExecutable('pocketsphinx_continuous');
const installed = espeak !== null && pocketsphinx !== null;
if (!installed && !required) {
  console.warn(
    'Skipping the real espeak-ng and PocketSphinx tests: not installed here ' +
      '(apt-get install espeak-ng pocketsphinx pocketsphinx-en-us, or set FLIPSTACK_REQUIRE_SPEECH=1 to fail instead).',
  );
}

let t: TestApp;
let caller: Caller;
let original: SpeechConfig;
let scripts: string;

beforeAll(async () => {
  t = await buildTestApp();
  [caller] = (await signedInTeams(t, 1)) as [Caller];
  original = structuredClone(t.config.speech);
  scripts = mkdtempSync(path.join(tmpdir(), 'flipstack-engines-'));
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(scripts, { recursive: true, force: true });
});
// The engine is chosen on every call, so a test may point the running app at another one.
afterEach(() => Object.assign(t.config.speech, structuredClone(original)));
function useEngines(engine: SpeechConfig['engine'], local: Partial<LocalSpeechConfig>) {
  t.config.speech.engine = engine;
  Object.assign(t.config.speech.local, local);
}

/** An executable shell script standing in for a broken engine. */
function script(name: string, body: string): string {
  const file = path.join(scripts, name);
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
  return file;
}

async function assistantMessage(content: string): Promise<number> {
  const chatId = await make(caller, 'chats');
  return make(caller, 'messages', { chat_id: chatId, message_type: 'assistant', content });
}

const speak = (text: string) =>
  speakWithEspeak([espeak ?? 'espeak-ng'], text, { voice: 'en-us+klatt', timeoutMs: 10_000, maxBytes: 1e7 });

// A transcription takes seconds of CPU (PocketSphinx loads its model every time) on a busy machine.
describe.runIf(installed || required)('espeak-ng and PocketSphinx behind the voice routes', { timeout: 60_000 }, () => {
  it('finds both engines on PATH', () => {
    expect(espeak, 'espeak-ng on PATH').not.toBeNull();
    expect(pocketsphinx, 'pocketsphinx_continuous on PATH').not.toBeNull();
  });

  it('reads an answer aloud into a stored 16-bit PCM WAV as long as the text takes to say', async () => {
    const text = 'You made 56 dollars and 60 cents last month, from three sales.';
    const messageId = await assistantMessage(text);
    const answer = await caller.post('/api/text-to-speech', { text, message_id: messageId });
    expect(answer.statusCode, answer.body).toBe(200);
    const file = answer.json();
    expect(file.name).toBe(`speech-${messageId}.wav`);
    expect(file.type).toMatch(/wav/);
    expect((await caller.get(`/api/v2/messages/${messageId}`)).json().tts_file_id).toBe(file.id);

    const wav = (await caller.get(`/api/serve/${file.id}`)).rawPayload;
    expect(wav.length).toBe(file.size);
    expect(wav.toString('latin1', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4), 'RIFF length of the bytes really there').toBe(wav.length - 8);
    expect(wav.toString('latin1', 8, 16)).toBe('WAVEfmt ');
    expect(wav.readUInt16LE(20), 'PCM').toBe(1);
    expect(wav.readUInt16LE(22), 'mono').toBe(1);
    expect(wav.readUInt16LE(34), '16-bit').toBe(16);
    // Eleven words at espeak-ng's 175 words a minute: about four seconds.
    const seconds = wavDuration(wav);
    expect(seconds).toBeGreaterThan(2);
    expect(seconds).toBeLessThan(8);
    const samples = decodeWav(wav).channels[0]!;
    expect(Math.max(...samples.map(Math.abs)), 'not silence').toBeGreaterThan(0.1);
  });

  it('transcribes what espeak-ng said: the spoken answer of the text-to-speech route, word for word', async () => {
    const text = 'How many items are in stock';
    const messageId = await assistantMessage(text);
    const file = (await caller.post('/api/text-to-speech', { text, message_id: messageId })).json();
    const wav = (await caller.get(`/api/serve/${file.id}`)).rawPayload;
    const answer = await transcribe(t, caller.cookie, wav);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ text: 'how many items are in stock' });
  });

  it('hears the start of “what did I make last month” (PocketSphinx takes its end for “a last minute”)', async () => {
    const decoded = decodeWav(await speak('what did I make last month'));
    const at16k = encodeWav([resample(decoded.channels[0]!, decoded.sampleRate, 16_000)], 16_000);
    const answer = await transcribe(t, caller.cookie, at16k);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().text).toMatch(/\bdid i make\b/);
  });

  it('takes a 48 kHz stereo recording, resampled to 16 kHz mono', async () => {
    const decoded = decodeWav(await speak('what has been in stock over ninety days'));
    const at48k = resample(decoded.channels[0]!, decoded.sampleRate, 48_000);
    const stereo = encodeWav([at48k, at48k.map((value) => value * 0.8)], 48_000);
    expect(stereo.readUInt32LE(24)).toBe(48_000);
    const answer = await transcribe(t, caller.cookie, stereo);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ text: 'what has been in stock over ninety days' });
  });

  it('refuses what is not a WAV (415) and an empty recording (400)', async () => {
    const notWav = await transcribe(t, caller.cookie, Buffer.from('OggS\0\0 not a wav at all'), 'audio/ogg');
    expect(notWav.statusCode, notWav.body).toBe(415);
    expect(notWav.json().fieldErrors).toEqual({ audio: expect.any(String) });
    const avi = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('AVI LIST')]);
    expect((await transcribe(t, caller.cookie, avi)).statusCode).toBe(415);
    for (const empty of [Buffer.alloc(0), silentWav(0)]) {
      const answer = await transcribe(t, caller.cookie, empty);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().fieldErrors).toEqual({ audio: expect.any(String) });
    }
  });

  it('GET /api/assistant says both directions work locally', async () => {
    const info = await caller.get('/api/assistant');
    expect(info.statusCode).toBe(200);
    expect(assistantInfoSchema.parse(info.json())).toEqual({
      provider: 'built-in',
      model: null,
      speech: { text_to_speech: true, transcription: true, engine: 'local' },
    });
  });
});

describe('the built-in espeak-ng (WebAssembly) when espeak-ng is not installed', { timeout: 60_000 }, () => {
  it('reads an answer aloud with SPEECH_ENGINE auto, so text to speech always works', async () => {
    useEngines('auto', { espeakPath: '/nonexistent/espeak-ng' });
    expect((await caller.get('/api/assistant')).json().speech.text_to_speech).toBe(true);
    const text = 'How many items are in stock';
    const messageId = await assistantMessage(text);
    const answer = await caller.post('/api/text-to-speech', { text, message_id: messageId });
    expect(answer.statusCode, answer.body).toBe(200);
    const wav = (await caller.get(`/api/serve/${answer.json().id}`)).rawPayload;
    expect(wav.readUInt32LE(4), 'RIFF length of the bytes really there').toBe(wav.length - 8);
    const seconds = wavDuration(wav);
    expect(seconds).toBeGreaterThan(1);
    expect(seconds).toBeLessThan(5);
    const samples = decodeWav(wav).channels[0]!;
    expect(Math.max(...samples.map(Math.abs)), 'not silence').toBeGreaterThan(0.1);
  });

  it('streams a reading as it is made, keeps it as the message’s speech, and sends later readings to that file', async () => {
    useEngines('auto', { espeakPath: '/nonexistent/espeak-ng' });
    // The panel's question starts the engine ahead of the reading.
    expect((await caller.get('/api/assistant')).json().speech.text_to_speech).toBe(true);
    const messageId = await assistantMessage('**Profit** in December: $55.00, from [two sales](/sales).');
    const streamed = await caller.get(`/api/speech/${messageId}`);
    expect(streamed.statusCode, streamed.body).toBe(200);
    expect(streamed.headers['content-type']).toBe('audio/wav');
    const wav = streamed.rawPayload;
    expect(wav.readUInt32LE(40), 'a streamed WAV says its length is unknown').toBe(0xffffffff);
    expect(wavDuration(wav)).toBeGreaterThan(2);
    const samples = decodeWav(wav).channels[0]!;
    expect(Math.max(...samples.map(Math.abs)), 'not silence').toBeGreaterThan(0.1);

    const message = (await caller.get(`/api/v2/messages/${messageId}`)).json();
    expect(message.tts_file_id).not.toBeNull();
    const kept = (await caller.get(`/api/serve/${message.tts_file_id}`)).rawPayload;
    expect(kept.readUInt32LE(4), 'the kept file has its true length').toBe(kept.length - 8);
    expect(kept.subarray(44)).toEqual(wav.subarray(44));
    const again = await caller.get(`/api/speech/${messageId}`);
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe(`/api/serve/${message.tts_file_id}`);
    const posted = await caller.post('/api/text-to-speech', { text: 'Other words', message_id: messageId });
    expect(posted.json().id).toBe(message.tts_file_id);

    expect((await caller.get('/api/speech/999999999')).statusCode).toBe(404);
    expect((await caller.get(`/api/speech/${await assistantMessage('```\ncode only\n```')}`)).statusCode).toBe(400);
  });

  it('takes text that looks like options as words to say', async () => {
    useEngines('auto', { espeakPath: '/nonexistent/espeak-ng' });
    const text = '--help -v de -w /etc/passwd';
    const answer = await caller.post('/api/text-to-speech', { text, message_id: await assistantMessage(text) });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(wavDuration((await caller.get(`/api/serve/${answer.json().id}`)).rawPayload)).toBeGreaterThan(1);
  });
});

describe('local engines that are missing or fail', () => {
  it('answers 422 naming the setting when the engine is not at its configured path', async () => {
    useEngines('local', { espeakPath: '/nonexistent/espeak-ng', pocketsphinxPath: '/nonexistent/pocketsphinx' });
    const refused = await caller.post('/api/text-to-speech', { text: 'Hi', message_id: await assistantMessage('Hi') });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('"/nonexistent/espeak-ng"');
    expect(refused.json().message).toContain('ESPEAK_PATH');
    const notHeard = await transcribe(t, caller.cookie, silentWav());
    expect(notHeard.statusCode).toBe(422);
    expect(notHeard.json().message).toContain('POCKETSPHINX_PATH');
    const info = (await caller.get('/api/assistant')).json();
    expect(info.speech).toEqual({ text_to_speech: false, transcription: false, engine: null });
  });

  it('answers 503 when the engine crashes or runs past its time limit, and stops one that writes without end', async () => {
    const engines = {
      crashing: script('crashing', 'echo "cannot open the voice" >&2; exit 3'),
      hanging: script('hanging', 'exec sleep 30'),
      // Time enough to reach the output bound (FILE_MAX_BYTES for speech) before the time limit.
      endless: script('endless', 'exec yes'),
    };
    for (const [how, executable] of Object.entries(engines)) {
      const timeoutMs = how === 'endless' ? 4000 : 500;
      useEngines('local', { espeakPath: executable, pocketsphinxPath: executable, timeoutMs });
      const started = Date.now();
      const spoken = await caller.post('/api/text-to-speech', { text: 'Hi', message_id: await assistantMessage('Hi') });
      // Speech larger than a file may be is the text's fault: 413, like an upload.
      expect(spoken.statusCode, `${how} text to speech`).toBe(how === 'endless' ? 413 : 503);
      if (how !== 'endless') {
        expect(spoken.json().message).toBe('Text to speech is unavailable right now. Please try again later.');
      }
      const heard = await transcribe(t, caller.cookie, silentWav());
      expect(heard.statusCode, `${how} speech to text`).toBe(503);
      expect(Date.now() - started, 'the time limit stops a hanging engine').toBeLessThan(8000);
    }
  });

  it('GET /api/assistant shows one direction when only its engine is there, and none when voice is off', async () => {
    useEngines('auto', { espeakPath: script('speaker', 'exit 0'), pocketsphinxPath: '/nonexistent/pocketsphinx' });
    expect((await caller.get('/api/assistant')).json().speech).toEqual({
      text_to_speech: true,
      transcription: false,
      engine: 'local',
    });
    // With an audio API set, `local` still takes the local engines and `api` (like `auto`) the API.
    t.config.speech.baseUrl = 'http://127.0.0.1:9/v1';
    useEngines('local', {});
    expect((await caller.get('/api/assistant')).json().speech.engine).toBe('local');
    useEngines('api', {});
    expect((await caller.get('/api/assistant')).json().speech).toEqual({
      text_to_speech: true,
      transcription: true,
      engine: 'api',
    });
    useEngines('off', {});
    expect((await caller.get('/api/assistant')).json().speech).toEqual({
      text_to_speech: false,
      transcription: false,
      engine: null,
    });
    const off = await transcribe(t, caller.cookie, silentWav());
    expect(off.statusCode).toBe(422);
    expect(off.json().message).toContain('SPEECH_ENGINE=off');
  });
});
