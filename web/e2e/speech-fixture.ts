import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { encodeWav, resample } from '@flipstack/contract';

const run = promisify(execFile);

/** The rate the panel records at and PocketSphinx listens at. */
const RATE = 16_000;
/** Silence around the phrase, so voice detection hears where it starts and ends (the fake microphone loops). */
const PADDING_SECONDS = 0.5;

/**
 * Writes `phrase` spoken by espeak-ng (the voice the server's local engine uses, which PocketSphinx
 * understands best) as a 16 kHz mono 16-bit WAV: a fake microphone for Chromium's
 * `--use-fake-device-for-media-stream --use-file-for-fake-audio-capture=<file>`. Needs espeak-ng
 * (ESPEAK_PATH or on PATH); the text is an argument of execFile, never parsed by a shell.
 */
export async function writeSpeechWav(phrase: string, file: string): Promise<string> {
  const { stdout } = await run(
    process.env['ESPEAK_PATH'] ?? 'espeak-ng',
    ['--stdout', '-v', process.env['ESPEAK_VOICE'] ?? 'en-us+klatt', '--', phrase],
    { encoding: 'buffer', maxBuffer: 32 * 1024 * 1024, timeout: 20_000 },
  );
  const { rate, samples } = readMonoPcm16(stdout);
  const padding = new Float32Array(Math.round(PADDING_SECONDS * RATE));
  await writeFile(
    file,
    encodeWav([Float32Array.from([...padding, ...resample(samples, rate, RATE), ...padding])], RATE),
  );
  return file;
}

/** espeak-ng's output: mono 16-bit PCM (22 050 Hz), its lengths unknown when written to a pipe. */
function readMonoPcm16(wav: Buffer): { rate: number; samples: Float32Array } {
  const data = wav.indexOf('data', 12, 'latin1');
  if (
    wav.toString('latin1', 0, 4) !== 'RIFF' ||
    data < 0 ||
    wav.readUInt16LE(22) !== 1 ||
    wav.readUInt16LE(34) !== 16
  ) {
    throw new Error('espeak-ng did not write a mono 16-bit WAV');
  }
  const pcm = wav.subarray(data + 8, data + 8 + Math.floor((wav.length - data - 8) / 2) * 2);
  const samples = new Float32Array(pcm.length / 2);
  for (let index = 0; index < samples.length; index++) samples[index] = pcm.readInt16LE(index * 2) / 32768;
  return { rate: wav.readUInt32LE(24), samples };
}
