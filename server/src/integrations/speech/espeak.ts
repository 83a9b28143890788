import { runEngine } from './run-engine.ts';
import { withTrueLengths } from './wav.ts';

export type EspeakOptions = { voice: string; timeoutMs: number; maxBytes: number };

/**
 * The text read aloud by espeak-ng, as a WAV (22 050 Hz mono 16-bit). The text goes on standard input,
 * as plain UTF-8 text (no SSML, no option can be slipped in through it).
 */
export async function speakWithEspeak(executable: string, text: string, options: EspeakOptions): Promise<Buffer> {
  const wav = await runEngine(executable, ['--stdout', '-b', '1', '-v', options.voice], {
    input: Buffer.from(text, 'utf8'),
    timeoutMs: options.timeoutMs,
    maxOutputBytes: options.maxBytes,
  });
  return withTrueLengths(wav);
}
