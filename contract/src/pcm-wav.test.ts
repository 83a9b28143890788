import { describe, expect, it } from 'vitest';
import { encodeWav, resample } from './pcm-wav.ts';

describe('encodeWav', () => {
  it('writes a 16-bit PCM RIFF header and the clamped, interleaved samples', () => {
    const wav = encodeWav([new Float32Array([0, 1, -1, 2]), new Float32Array([-0.5, 0, 0, 0])], 16_000);
    const view = new DataView(wav.buffer);
    const text = (at: number) => String.fromCharCode(...wav.subarray(at, at + 4));
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(2);
    expect(view.getUint32(24, true)).toBe(16_000);
    expect(view.getUint32(28, true)).toBe(64_000);
    expect(view.getUint16(34, true)).toBe(16);
    expect(view.getUint32(40, true)).toBe(16);
    expect(view.getUint32(4, true)).toBe(wav.length - 8);
    const samples = Array.from({ length: 8 }, (_, index) => view.getInt16(44 + index * 2, true));
    expect(samples).toEqual([0, -16383, 32767, 0, -32767, 0, 32767, 0]);
  });
});

describe('resample', () => {
  it('averages each span going down, interpolates going up, and leaves a matching rate alone', () => {
    const input = new Float32Array([0.3, 0.3, 0.3, -0.6, 0, 0, 1, 1]);
    const down = resample(input, 48_000, 16_000);
    expect(down).toHaveLength(2);
    expect(down[0]).toBeCloseTo(0.3);
    expect(down[1]).toBeCloseTo(-0.2);
    expect(Array.from(resample(new Float32Array([0, 1]), 8_000, 16_000))).toEqual([0, 0.5, 1, 1]);
    expect(resample(input, 16_000, 16_000)).toBe(input);
  });
});
