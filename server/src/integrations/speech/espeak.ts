import path from 'node:path';
import { runEngine } from './run-engine.ts';
import { takeEngine, warmEngine } from './spare-engine.ts';
import { withTrueLengths } from './wav.ts';
import { SERVER_DIR } from '../../server-dir.ts';

/** espeak-ng built to WebAssembly (npm @echogarden/espeak-ng-emscripten), run by Node as a program taking espeak-ng's arguments. */
export const ESPEAK_WASM_COMMAND = [process.execPath, path.join(SERVER_DIR, 'src/integrations/speech/espeak-wasm.mjs')];

export type EspeakOptions = {
  voice: string;
  timeoutMs: number;
  maxBytes: number;
  /** The WAV as it is made (its header says "unknown length"), for playing before it ends. */
  onAudio?: (chunk: Buffer) => void;
};

const espeakArgs = (first: string[], voice: string) => [...first, '--stdout', '-b', '1', '-v', voice];

/** Starts the engine ahead of the next call (see spare-engine.ts). */
export function warmEspeak(command: string[], voice: string): void {
  const [executable, ...first] = command as [string, ...string[]];
  warmEngine(executable, espeakArgs(first, voice));
}

/**
 * The text read aloud by espeak-ng (`command`: its executable, or ESPEAK_WASM_COMMAND), as a WAV
 * (22 050 Hz mono 16-bit), streamed to `onAudio` as it is made. The text goes on standard input, as plain UTF-8 text (no SSML, no option can
 * be slipped in through it).
 */
export async function speakWithEspeak(command: string[], text: string, options: EspeakOptions): Promise<Buffer> {
  const [executable, ...first] = command as [string, ...string[]];
  const wav = await runEngine(executable, espeakArgs(first, options.voice), {
    input: Buffer.from(text, 'utf8'),
    timeoutMs: options.timeoutMs,
    maxOutputBytes: options.maxBytes,
    onOutput: options.onAudio,
    spawnEngine: takeEngine,
  });
  return withTrueLengths(wav);
}
