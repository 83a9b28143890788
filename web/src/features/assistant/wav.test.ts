import { describe, expect, it } from 'vitest';
import { SPEECH_SAMPLE_RATE, downsample, encodeWav } from './wav.ts';

describe('encodeWav', () => {
  it('writes a mono 16-bit PCM RIFF header and the clamped samples', async () => {
    const wav = encodeWav(new Float32Array([0, 1, -1, 2, -0.5]), SPEECH_SAMPLE_RATE);
    const view = new DataView(await wav.arrayBuffer());
    const text = (at: number) => String.fromCharCode(...new Uint8Array(view.buffer, at, 4));
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(wav.type).toBe('audio/wav');
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(16_000);
    expect(view.getUint16(34, true)).toBe(16);
    expect(view.getUint32(40, true)).toBe(10);
    expect(view.getUint32(4, true)).toBe(wav.size - 8);
    const samples = [0, 1, 2, 3, 4].map((index) => view.getInt16(44 + index * 2, true));
    expect(samples).toEqual([0, 32767, -32768, 32767, -16384]);
  });
});

describe('downsample', () => {
  it('averages each window from 48 kHz to 16 kHz and leaves a matching rate alone', () => {
    const input = new Float32Array([0.3, 0.3, 0.3, -0.6, 0, 0, 1, 1]);
    const output = downsample(input, 48_000, 16_000);
    expect(output).toHaveLength(2);
    expect(output[0]).toBeCloseTo(0.3);
    expect(output[1]).toBeCloseTo(-0.2);
    expect(downsample(input, 16_000, 16_000)).toBe(input);
  });
});
