import { describe, expect, it } from 'vitest';
import { encodeWav } from '../../helpers/speech.ts';
import { resample } from '@flipstack/contract';
import { decodeWav, toMonoPcm16, WavFormatError, withTrueLengths } from '../../../src/integrations/speech/wav.ts';

const SAMPLES = [0, 0.5, -0.5, 0.25, -1];

/** A WAV of one channel holding SAMPLES in the given format, optionally as WAVE_FORMAT_EXTENSIBLE. */
function wavOf(
  code: 1 | 3,
  bits: number,
  { extensible = false, dataSize }: { extensible?: boolean; dataSize?: number } = {},
) {
  const bytes = bits / 8;
  const data = Buffer.alloc(SAMPLES.length * bytes);
  SAMPLES.forEach((value, index) => {
    const at = index * bytes;
    if (code === 3 && bits === 32) data.writeFloatLE(value, at);
    else if (code === 3) data.writeDoubleLE(value, at);
    else if (bits === 8) data.writeUInt8(Math.round(value * 127) + 128, at);
    else data.writeIntLE(Math.round(value * (2 ** (bits - 1) - 1)), at, Math.min(bytes, 6));
  });
  const fmt = Buffer.alloc(extensible ? 40 : 16);
  fmt.writeUInt16LE(extensible ? 0xfffe : code, 0);
  fmt.writeUInt16LE(1, 2);
  fmt.writeUInt32LE(8000, 4);
  fmt.writeUInt32LE(8000 * bytes, 8);
  fmt.writeUInt16LE(bytes, 12);
  fmt.writeUInt16LE(bits, 14);
  if (extensible) fmt.writeUInt16LE(code, 24);
  const chunk = (id: string, body: Buffer, size = body.length) => {
    const head = Buffer.alloc(8);
    head.write(id, 0, 'latin1');
    head.writeUInt32LE(size, 4);
    return Buffer.concat([head, body]);
  };
  // A LIST chunk of odd length before the data: readers must skip it and its pad byte.
  const list = chunk('LIST', Buffer.from('INFOx\0'), 5);
  return Buffer.concat([
    Buffer.from('RIFF\0\0\0\0WAVE', 'latin1'),
    chunk('fmt ', fmt),
    list,
    chunk('data', data, dataSize),
  ]);
}

describe('decodeWav', () => {
  it.each([
    ['8-bit PCM', wavOf(1, 8), 1 / 100],
    ['16-bit PCM', wavOf(1, 16), 1e-4],
    ['24-bit PCM', wavOf(1, 24), 1e-6],
    ['32-bit PCM', wavOf(1, 32), 1e-6],
    ['32-bit float', wavOf(3, 32), 0],
    ['64-bit float', wavOf(3, 64), 0],
    ['24-bit PCM, extensible', wavOf(1, 24, { extensible: true }), 1e-6],
    ['16-bit PCM streamed (length unknown)', wavOf(1, 16, { dataSize: 0x7ffff000 }), 1e-4],
  ])('reads %s', (_, wav, tolerance) => {
    const decoded = decodeWav(wav);
    expect(decoded.sampleRate).toBe(8000);
    expect(decoded.channels).toHaveLength(1);
    [...decoded.channels[0]!].forEach((value, index) =>
      expect(Math.abs(value - SAMPLES[index]!)).toBeLessThanOrEqual(tolerance),
    );
  });

  it('refuses what is not a readable WAV', () => {
    expect(() => decodeWav(Buffer.from('not a wav'))).toThrow(WavFormatError);
    expect(() => decodeWav(Buffer.from('RIFF\0\0\0\0WAVEdata\0\0\0\0', 'latin1'))).toThrow(/no format chunk/);
    const mulaw = wavOf(1, 16);
    mulaw.writeUInt16LE(7, 20);
    expect(() => decodeWav(mulaw)).toThrow(/format 7/);
  });
});

describe('resample', () => {
  it('keeps a 440 Hz tone’s pitch and loudness from 48 kHz down to 16 kHz, and back up', () => {
    const tone = Float32Array.from({ length: 48_000 }, (_, index) => Math.sin((2 * Math.PI * 440 * index) / 48_000));
    const down = resample(tone, 48_000, 16_000);
    expect(down).toHaveLength(16_000);
    const crossings = (samples: Float32Array) =>
      samples.filter((value, index) => index > 0 && Math.sign(value) !== Math.sign(samples[index - 1]!)).length;
    expect(crossings(down)).toBeGreaterThanOrEqual(878);
    expect(crossings(down)).toBeLessThanOrEqual(882);
    expect(Math.max(...down)).toBeGreaterThan(0.98);
    const up = resample(down, 16_000, 44_100);
    expect(up).toHaveLength(44_100);
    expect(crossings(up)).toBeGreaterThanOrEqual(878);
  });

  it('mixes the channels of a stereo WAV into 16-bit mono at the same rate', () => {
    const left = Float32Array.from([0.5, -0.5, 1]);
    const right = Float32Array.from([0.25, 0.5, -1]);
    const pcm = toMonoPcm16(encodeWav([left, right], 16_000), 16_000);
    expect([0, 1, 2].map((index) => pcm.readInt16LE(index * 2))).toEqual([12288, 0, 0]);
  });
});

describe('withTrueLengths', () => {
  it('sets the RIFF and data lengths of a WAV written to a pipe from the bytes there', () => {
    const streamed = wavOf(1, 16, { dataSize: 0x7ffff000 });
    const fixed = withTrueLengths(streamed);
    expect(fixed.readUInt32LE(4)).toBe(fixed.length - 8);
    const dataAt = fixed.indexOf('data', 12, 'latin1');
    expect(fixed.readUInt32LE(dataAt + 4)).toBe(SAMPLES.length * 2);
  });
});
