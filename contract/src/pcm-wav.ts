/**
 * Sound as the voice routes move it: float samples in [-1, 1], written as 16-bit PCM WAV. One copy
 * for the browser's recorder, the server's engines and the tests.
 */

/**
 * To another rate: each output sample is the mean of the input over its own span (a box low-pass, so
 * downsampling does not fold high frequencies into speech), or a linear interpolation when upsampling.
 */
export function resample(samples: Float32Array, from: number, to: number): Float32Array {
  if (from === to) return samples;
  const step = from / to;
  const length = Math.floor(samples.length / step);
  const out = new Float32Array(length);
  if (step < 1) {
    for (let index = 0; index < length; index++) {
      const position = index * step;
      const left = Math.floor(position);
      const right = Math.min(left + 1, samples.length - 1);
      out[index] = samples[left]! + (samples[right]! - samples[left]!) * (position - left);
    }
    return out;
  }
  // Prefix sums make each span's mean two look-ups; a fractional edge takes its share of the sample.
  const sums = new Float64Array(samples.length + 1);
  samples.forEach((value, index) => (sums[index + 1] = sums[index]! + value));
  const sumUpTo = (position: number) => {
    const whole = Math.min(Math.floor(position), samples.length);
    const part = whole < samples.length ? (position - whole) * samples[whole]! : 0;
    return sums[whole]! + part;
  };
  for (let index = 0; index < length; index++) {
    const start = index * step;
    out[index] = (sumUpTo(start + step) - sumUpTo(start)) / step;
  }
  return out;
}

const HEADER_BYTES = 44;

/** Interleaved 16-bit little-endian PCM of the channels (clamped), the bytes after a WAV header. */
export function pcm16(channels: Float32Array[]): Uint8Array<ArrayBuffer> {
  const frames = channels[0]?.length ?? 0;
  const bytes = new Uint8Array(frames * channels.length * 2);
  const view = new DataView(bytes.buffer);
  for (let frame = 0; frame < frames; frame++) {
    channels.forEach((channel, index) => {
      const value = Math.max(-1, Math.min(1, channel[frame]!));
      view.setInt16((frame * channels.length + index) * 2, Math.round(value * 32767), true);
    });
  }
  return bytes;
}

/** A 16-bit PCM WAV (RIFF) of one or more channels. */
export function encodeWav(channels: Float32Array[], sampleRate: number): Uint8Array<ArrayBuffer> {
  const data = pcm16(channels);
  const wav = new Uint8Array(HEADER_BYTES + data.length);
  const view = new DataView(wav.buffer);
  const text = (at: number, value: string) =>
    [...value].forEach((char, index) => view.setUint8(at + index, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + data.length, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, channels.length, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * channels.length * 2, true); // bytes per second
  view.setUint16(32, channels.length * 2, true); // bytes per frame
  view.setUint16(34, 16, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, data.length, true);
  wav.set(data, HEADER_BYTES);
  return wav;
}
