/**
 * `npm run bench:speech`: the local speech engines on this machine. Text to speech of a 200-character
 * answer and transcription of a 3-second recording, each timed straight through the engine and
 * through its route (app.inject on PGlite: upload parsing, WAV decoding, storing the file); when the first
 * audio of a reading arrives; and the word error rate of transcription on spoken questions.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { ESPEAK_WASM_COMMAND, speakWithEspeak } from '../src/integrations/speech/espeak.ts';
import { findExecutable } from '../src/integrations/speech/find-executable.ts';
import { runEngine } from '../src/integrations/speech/run-engine.ts';
import { takeEngine, warmEngine } from '../src/integrations/speech/spare-engine.ts';
import { POCKETSPHINX_RATE, transcribeWithPocketsphinx } from '../src/integrations/speech/pocketsphinx.ts';
import { resample } from '@flipstack/contract';
import { decodeWav } from '../src/integrations/speech/wav.ts';
import { signedInTeams, type Caller } from '../test/helpers/callers.ts';
import { make } from '../test/helpers/fixtures.ts';
import { encodeWav, transcribe } from '../test/helpers/speech.ts';
import { buildTestApp, LOCAL_SPEECH_DEFAULTS } from '../test/helpers/test-app.ts';
import { median } from './measure.ts';

const RUNS = Number(process.env['BENCH_RUNS'] ?? 7);
const ANSWER =
  'You made 1,284.50 in sales last month from 23 sales; after fees and costs that is 412.80 profit. ' +
  'Your best seller was the Nintendo Switch OLED. Ask me about your stock to see what has not sold so far.';

const espeak = await findExecutable(LOCAL_SPEECH_DEFAULTS.espeakPath);
const pocketsphinx = await findExecutable(LOCAL_SPEECH_DEFAULTS.pocketsphinxPath);
if (!espeak || !pocketsphinx) {
  console.error(
    'Needs espeak-ng and pocketsphinx_continuous on PATH (apt-get install espeak-ng pocketsphinx pocketsphinx-en-us).',
  );
  process.exit(1);
}

async function timed(call: () => Promise<unknown>): Promise<string> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return `${median(times).toFixed(0)} ms (${Math.min(...times).toFixed(0)}–${Math.max(...times).toFixed(0)})`;
}

const speak = (text: string) =>
  speakWithEspeak([espeak], text, { voice: LOCAL_SPEECH_DEFAULTS.espeakVoice, timeoutMs: 30_000, maxBytes: 1e8 });

/** "What has been in stock over ninety days", spoken and padded with silence to exactly 3 seconds at 16 kHz. */
const spoken = decodeWav(await speak('what has been in stock over ninety days'));
const voice = resample(spoken.channels[0]!, spoken.sampleRate, POCKETSPHINX_RATE);
const clip = new Float32Array(3 * POCKETSPHINX_RATE);
clip.set(voice.subarray(0, clip.length), Math.max(0, Math.floor((clip.length - voice.length) / 2)));
const clipWav = encodeWav([clip], POCKETSPHINX_RATE);
const clipPcm = clipWav.subarray(44);

const t = await buildTestApp();
const [caller] = (await signedInTeams(t, 1)) as [Caller];
const chatId = await make(caller, 'chats');

console.log(
  `${RUNS} runs each, median (min–max); load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}\n`,
);
console.log('| what | engine alone | through the route |');
console.log('|---|---|---|');
const ttsEngine = await timed(() => speak(ANSWER));
const ttsRoute = await timed(async () => {
  const messageId = await make(caller, 'messages', { chat_id: chatId, message_type: 'assistant', content: ANSWER });
  const answer = await caller.post('/api/text-to-speech', { text: ANSWER, message_id: messageId });
  if (answer.statusCode !== 200) throw new Error(answer.body);
});
console.log(`| text to speech, ${ANSWER.length} characters (espeak-ng) | ${ttsEngine} | ${ttsRoute} |`);
const builtIn = await timed(() =>
  speakWithEspeak(ESPEAK_WASM_COMMAND, ANSWER, { voice: 'en-us', timeoutMs: 30_000, maxBytes: 1e8 }),
);
console.log(`| text to speech, the same answer (built-in espeak-ng WebAssembly) | ${builtIn} | – |`);
const sttEngine = await timed(() => transcribeWithPocketsphinx([pocketsphinx], clipPcm, { timeoutMs: 60_000 }));
let heard = '';
const sttRoute = await timed(async () => {
  const answer = await transcribe(t, caller.cookie, clipWav);
  if (answer.statusCode !== 200) throw new Error(answer.body);
  heard = answer.json<{ text: string }>().text;
});
console.log(`| speech to text, 3.0 s clip (PocketSphinx) | ${sttEngine} | ${sttRoute} |`);
console.log(`\nThe clip was heard as "${heard}"; the answer is ${(await speak(ANSWER)).length} bytes of WAV.`);

// When a person hears the first of an answer: the built-in engine streams it, and the panel's opening starts
// the engine ahead of the reading (warmEspeak), so a reading does not wait for the engine to load.
const [wasm, ...wasmArgs] = ESPEAK_WASM_COMMAND as [string, ...string[]];
async function firstAudio(spawnEngine?: typeof takeEngine): Promise<number> {
  const started = performance.now();
  let heardAt = 0;
  let bytes = 0;
  await runEngine(wasm, [...wasmArgs, '--stdout', '-b', '1', '-v', 'en-us'], {
    input: Buffer.from(ANSWER),
    timeoutMs: 30_000,
    maxOutputBytes: 1e8,
    spawnEngine,
    onOutput: (chunk) => {
      bytes += chunk.length;
      if (bytes > 44 && heardAt === 0) heardAt = performance.now() - started;
    },
  });
  return heardAt;
}
const spans = (times: number[]) =>
  `${median(times).toFixed(0)} ms (${Math.min(...times).toFixed(0)}–${Math.max(...times).toFixed(0)})`;
const cold: number[] = [];
const warm: number[] = [];
for (let run = 0; run < RUNS; run++) {
  cold.push(await firstAudio());
  warmEngine(wasm, [...wasmArgs, '--stdout', '-b', '1', '-v', 'en-us']);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  warm.push(await firstAudio(takeEngine));
}
console.log('\n| first audio of a reading (built-in espeak-ng, WebAssembly) | median (min–max) |');
console.log('|---|---|');
console.log(`| engine started by the reading | ${spans(cold)} |`);
console.log(`| engine started ahead, as when the panel opens | ${spans(warm)} |`);

// Word error rate of transcription on questions resellers ask, spoken by espeak-ng.
const QUESTIONS = [
  'what did i make last month',
  'how many items are in stock',
  'what has been in stock over ninety days',
  'what is my oldest item',
  'did i lose money on anything',
  'what do i need to ship',
  'sold the pixel seven for one hundred fifty on ebay',
  'remind me to ship the switch tomorrow',
];
let errors = 0;
let words = 0;
for (const question of QUESTIONS) {
  const audio = decodeWav(await speak(question));
  const pcm = encodeWav([resample(audio.channels[0]!, audio.sampleRate, POCKETSPHINX_RATE)], POCKETSPHINX_RATE);
  const said = await transcribeWithPocketsphinx([pocketsphinx], pcm.subarray(44), { timeoutMs: 60_000 });
  const reference = question.split(' ');
  errors += wordDistance(reference, said.toLowerCase().split(/\s+/).filter(Boolean));
  words += reference.length;
}
console.log(
  `\nWord error rate of PocketSphinx on ${QUESTIONS.length} spoken questions: ${((100 * errors) / words).toFixed(1)} %`,
);
await t.close();

/** Levenshtein distance over words: substitutions, insertions and deletions. */
function wordDistance(reference: string[], heard: string[]): number {
  let previous = Array.from({ length: heard.length + 1 }, (_, index) => index);
  for (let row = 1; row <= reference.length; row++) {
    const current = [row];
    for (let column = 1; column <= heard.length; column++) {
      const substitution = previous[column - 1]! + (reference[row - 1] === heard[column - 1] ? 0 : 1);
      current.push(Math.min(previous[column]! + 1, current[column - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[heard.length]!;
}
