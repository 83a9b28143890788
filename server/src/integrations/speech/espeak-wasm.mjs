// espeak-ng compiled to WebAssembly (the @echogarden/espeak-ng-emscripten package), run as a program of its
// own exactly like the espeak-ng binary it stands in for: the text on standard input, a WAV on standard
// output, `-v voice`. A separate process keeps its synchronous synthesis off the server's event loop.
// The WAV is streamed as espeak-ng makes it, a sentence at a time, so playing can start before it ends:
// its header says "unknown length", as espeak-ng's own --stdout does.
import ESpeakNg from '@echogarden/espeak-ng-emscripten';

const args = process.argv.slice(2);
const voiceAt = args.indexOf('-v');
const voice = voiceAt >= 0 && args[voiceAt + 1] ? args[voiceAt + 1] : 'en-us';

/** A 16-bit mono WAV header whose sizes say "as long as the stream". */
function streamingHeader(sampleRate) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(0xffffffff, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(0xffffffff, 40);
  return header;
}

/** Standard input, whole: read after the engine has loaded, so a process started ahead of time is ready. */
async function readText() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

try {
  const espeak = await ESpeakNg({ print: () => undefined, printErr: () => undefined });
  const worker = new espeak.eSpeakNGWorker();
  worker.set_voice(voice);
  const text = await readText();
  process.stdout.write(streamingHeader(worker.get_samplerate()));
  // Text goes in as text (never an option); each callback hands over the samples made so far.
  worker.synthesize(text, (samples) => {
    if (samples && samples.length > 0)
      process.stdout.write(Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength));
    return 0;
  });
} catch (error) {
  process.stderr.write(`espeak-ng (WebAssembly) made no speech: ${error?.message ?? error}\n`);
  process.exitCode = 1;
}
