import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantInfoSchema } from '@flipstack/contract';
import { signedInTeams, type Caller } from '../helpers/callers.ts';
import { silentWav, startFakeAudioApi } from '../helpers/fake-audio-api.ts';
import { make } from '../helpers/fixtures.ts';
import { transcribe } from '../helpers/speech.ts';
import { buildTestApp, testConfig, type TestApp } from '../helpers/test-app.ts';

let audio: Awaited<ReturnType<typeof startFakeAudioApi>>;
let t: TestApp;
let bare: TestApp;
let caller: Caller;
let other: Caller;

beforeAll(async () => {
  audio = await startFakeAudioApi('what did I make last month');
  const speech = testConfig().speech;
  t = await buildTestApp({
    speech: { ...speech, baseUrl: audio.baseUrl, apiKey: 'sk-audio' },
    // Named for GET /api/assistant only: no test here asks the model.
    llm: { baseUrl: 'http://127.0.0.1:9/v1', apiKey: undefined, model: 'llama3.1' },
  });
  // Neither an audio API nor an installed engine: only the built-in text to speech.
  const missing = { espeakPath: '/nonexistent/espeak-ng', pocketsphinxPath: '/nonexistent/pocketsphinx_continuous' };
  bare = await buildTestApp({ speech: { ...speech, local: { ...speech.local, ...missing } } });
  [caller, other] = (await signedInTeams(t, 2)) as [Caller, Caller];
}, 120_000);
afterAll(async () => {
  await t.close();
  await bare.close();
  await audio.close();
});

async function assistantMessage(who: Caller): Promise<number> {
  const chatId = await make(who, 'chats');
  return make(who, 'messages', { chat_id: chatId, message_type: 'assistant', content: 'You made 56.60.' });
}

describe('POST /api/text-to-speech', () => {
  it('stores the speech once as a WAV file linked to the message and answers the same file again', async () => {
    const messageId = await assistantMessage(caller);
    const first = await caller.post('/api/text-to-speech', { text: 'You made 56.60.', message_id: messageId });
    expect(first.statusCode, first.body).toBe(200);
    const file = first.json();
    expect(file.links).toEqual([expect.objectContaining({ entity: 'messages', entity_id: messageId })]);
    expect((await caller.get(`/api/v2/messages/${messageId}`)).json().tts_file_id).toBe(file.id);
    const speechCalls = audio.calls.filter((call) => call.path === '/v1/audio/speech').length;
    const again = await caller.post('/api/text-to-speech', { text: 'You made 56.60.', message_id: messageId });
    expect(again.json().id).toBe(file.id);
    expect(audio.calls.filter((call) => call.path === '/v1/audio/speech')).toHaveLength(speechCalls);
    const served = await caller.get(`/api/serve/${file.id}`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    // Heard in the chat, not listed among the team's files unless its messages are asked for.
    const listed = (query: string) =>
      caller.get(`/api/files${query}`).then((response) => response.json().rows.map((row: { id: number }) => row.id));
    expect(await listed('')).not.toContain(file.id);
    expect(await listed(`?entity=messages&entity_id=${messageId}`)).toEqual([file.id]);
  });

  it('refuses another team’s message and empty text; without an audio API transcription answers 422 saying what to configure', async () => {
    const theirs = await assistantMessage(other);
    expect((await caller.post('/api/text-to-speech', { text: 'Hi', message_id: theirs })).statusCode).toBe(404);
    const mine = await assistantMessage(caller);
    expect((await caller.post('/api/text-to-speech', { text: ' ', message_id: mine })).statusCode).toBe(400);
    const [unconfigured] = (await signedInTeams(bare, 1)) as [Caller];
    const notTranscribed = await transcribe(bare, unconfigured.cookie, silentWav());
    expect(notTranscribed.statusCode).toBe(422);
    expect(notTranscribed.json().message).toContain('SPEECH_BASE_URL');
  });
});

describe('POST /api/transcribe-audio', () => {
  it('answers what the WAV says, and refuses an empty recording', async () => {
    const answer = await transcribe(t, caller.cookie, silentWav());
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ text: 'what did I make last month' });
    const sent = audio.calls.filter((call) => call.path === '/v1/audio/transcriptions').at(-1)!;
    expect(sent.contentType).toContain('multipart/form-data');
    const empty = await transcribe(t, caller.cookie, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({ audio: expect.any(String) });
  });
});

describe('GET /api/assistant', () => {
  it('names the model and the audio API when configured, the built-in assistant and its built-in voice when not', async () => {
    const configured = await caller.get('/api/assistant');
    expect(configured.statusCode).toBe(200);
    expect(assistantInfoSchema.parse(configured.json())).toEqual({
      provider: 'openai-compatible',
      model: 'llama3.1',
      speech: { text_to_speech: true, transcription: true, engine: 'api' },
    });
    const [unconfigured] = (await signedInTeams(bare, 1)) as [Caller];
    expect((await unconfigured.get('/api/assistant')).json()).toEqual({
      provider: 'built-in',
      model: null,
      speech: { text_to_speech: true, transcription: false, engine: 'local' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/assistant' })).statusCode).toBe(401);
  });
});
