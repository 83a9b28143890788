import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runEngine } from './run-engine.ts';

/** PocketSphinx's US English model is trained on 16 kHz speech: give it raw 16-bit mono PCM at this rate. */
export const POCKETSPHINX_RATE = 16_000;

export type PocketsphinxOptions = { timeoutMs: number };

/**
 * What a recording says, by PocketSphinx 5prealpha's `pocketsphinx_continuous` (Debian bookworm), with
 * its default US English model; it prints one line per utterance it heard (its log goes to standard
 * error, kept for the reason of a failure). It must open a file by name (Node's stdin pipe is a socket,
 * which /dev/stdin cannot open), so the raw PCM goes through a private temporary directory, removed after.
 */
export async function transcribeWithPocketsphinx(
  command: string[],
  pcm: Buffer,
  options: PocketsphinxOptions,
): Promise<string> {
  const directory = await mkdtemp(path.join(tmpdir(), 'flipstack-stt-'));
  try {
    // Not named .wav: the engine reads a .raw file as headerless 16-bit PCM at -samprate.
    const input = path.join(directory, 'recording.raw');
    await writeFile(input, pcm, { mode: 0o600 });
    const [executable, ...first] = command as [string, ...string[]];
    const output = await runEngine(executable, [...first, '-infile', input, '-samprate', String(POCKETSPHINX_RATE)], {
      input: Buffer.alloc(0),
      timeoutMs: options.timeoutMs,
      maxOutputBytes: 64 * 1024,
    });
    return output
      .toString('utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .join(' ');
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
