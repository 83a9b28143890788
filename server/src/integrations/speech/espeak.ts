import path from 'node:path';
import { runEngine } from './run-engine.ts';
import { withTrueLengths } from './wav.ts';
import { SERVER_DIR } from '../../server-dir.ts';

/** espeak-ng built to WebAssembly (npm espeak-ng), run by Node as a program taking espeak-ng's arguments. */
export const ESPEAK_WASM_COMMAND = [process.execPath, path.join(SERVER_DIR, 'src/integrations/speech/espeak-wasm.mjs')];

export type EspeakOptions = { voice: string; timeoutMs: number; maxBytes: number };

/**
 * The text read aloud by espeak-ng (`command`: its executable, or ESPEAK_WASM_COMMAND), as a WAV
 * (22 050 Hz mono 16-bit). The text goes on standard input, as plain UTF-8 text (no SSML, no option can
 * be slipped in through it).
 */
export async function speakWithEspeak(command: string[], text: string, options: EspeakOptions): Promise<Buffer> {
  const [executable, ...first] = command as [string, ...string[]];
  const wav = await runEngine(executable, [...first, '--stdout', '-b', '1', '-v', options.voice], {
    input: Buffer.from(text, 'utf8'),
    timeoutMs: options.timeoutMs,
    maxOutputBytes: options.maxBytes,
  });
  return withTrueLengths(wav);
}
