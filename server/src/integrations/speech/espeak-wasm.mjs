// espeak-ng compiled to WebAssembly (the espeak-ng npm package), run as a program of its own exactly like
// the espeak-ng binary it stands in for: the text on standard input, a WAV on standard output, `-v voice`.
// A separate process keeps its synchronous synthesis off the server's event loop.
import ESpeakNg from 'espeak-ng';

const args = process.argv.slice(2);
const voiceAt = args.indexOf('-v');
const voice = voiceAt >= 0 && args[voiceAt + 1] ? args[voiceAt + 1] : 'en-us';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const text = Buffer.concat(chunks).toString('utf8');

const errors = [];
try {
  // The text goes in as a file of the module's own file system: never an argument, so it cannot be an option.
  const espeak = await ESpeakNg({
    arguments: ['-b', '1', '-v', voice, '-f', '/input.txt', '-w', '/output.wav'],
    preRun: [(module) => module.FS.writeFile('/input.txt', text)],
    print: () => undefined,
    printErr: (line) => errors.push(line),
  });
  process.stdout.write(espeak.FS.readFile('/output.wav'));
} catch {
  process.stderr.write(`${errors.join('\n') || 'espeak-ng (WebAssembly) made no speech'}\n`);
  process.exitCode = 1;
}
