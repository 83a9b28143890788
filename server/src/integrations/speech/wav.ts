import { pcm16, resample } from '@flipstack/contract';
/** A WAV file's format and its samples as numbers between -1 and 1, one array per channel. */
export type DecodedWav = { sampleRate: number; channels: Float32Array[] };

/** The upload is not a WAV file we can read (the route answers 415). */
export class WavFormatError extends Error {}

const PCM = 1;
const IEEE_FLOAT = 3;
const EXTENSIBLE = 0xfffe;

type Format = { code: number; channels: number; sampleRate: number; bitsPerSample: number };

/** The chunks of a RIFF/WAVE file: `fmt ` and where `data` starts and ends. */
function readChunks(wav: Buffer): { format: Format; dataStart: number; dataEnd: number } {
  if (wav.length < 12 || wav.toString('latin1', 0, 4) !== 'RIFF' || wav.toString('latin1', 8, 12) !== 'WAVE') {
    throw new WavFormatError('The recording is not a WAV file');
  }
  let format: Format | undefined;
  let offset = 12;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('latin1', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ' && size >= 16 && body + 16 <= wav.length) {
      const code = wav.readUInt16LE(body);
      format = {
        // WAVE_FORMAT_EXTENSIBLE keeps the real format in the first two bytes of its sub-format GUID.
        code: code === EXTENSIBLE && size >= 40 && body + 26 <= wav.length ? wav.readUInt16LE(body + 24) : code,
        channels: wav.readUInt16LE(body + 2),
        sampleRate: wav.readUInt32LE(body + 4),
        bitsPerSample: wav.readUInt16LE(body + 14),
      };
    }
    if (id === 'data') {
      if (!format) throw new WavFormatError('The WAV file has no format chunk before its data');
      // A streamed WAV (written to a pipe) cannot know its length and says 0x7fffffff or so: trust the bytes.
      return { format, dataStart: body, dataEnd: Math.min(wav.length, body + size) };
    }
    offset = body + size + (size % 2);
  }
  throw new WavFormatError('The WAV file has no audio data');
}

function sampleReader(wav: Buffer, format: Format): (offset: number) => number {
  const { code, bitsPerSample: bits } = format;
  if (code === PCM && bits === 8) return (at) => (wav.readUInt8(at) - 128) / 128;
  if (code === PCM && bits === 16) return (at) => wav.readInt16LE(at) / 32768;
  if (code === PCM && bits === 24) return (at) => wav.readIntLE(at, 3) / 8388608;
  if (code === PCM && bits === 32) return (at) => wav.readInt32LE(at) / 2147483648;
  if (code === IEEE_FLOAT && bits === 32) return (at) => wav.readFloatLE(at);
  if (code === IEEE_FLOAT && bits === 64) return (at) => wav.readDoubleLE(at);
  throw new WavFormatError(`WAV format ${code} with ${bits}-bit samples is not supported: send PCM or float`);
}

/** Reads PCM (8, 16, 24, 32-bit) and float (32, 64-bit) WAV files of any rate and channel count. */
export function decodeWav(wav: Buffer): DecodedWav {
  const { format, dataStart, dataEnd } = readChunks(wav);
  if (format.channels < 1 || format.channels > 32 || format.sampleRate < 1000 || format.sampleRate > 768_000) {
    throw new WavFormatError('The WAV file’s channel count or sample rate is not plausible');
  }
  const read = sampleReader(wav, format);
  const bytesPerSample = format.bitsPerSample / 8;
  const frameBytes = bytesPerSample * format.channels;
  const frames = Math.floor((dataEnd - dataStart) / frameBytes);
  const channels = Array.from({ length: format.channels }, () => new Float32Array(frames));
  for (let frame = 0; frame < frames; frame++) {
    const at = dataStart + frame * frameBytes;
    for (let channel = 0; channel < format.channels; channel++) {
      channels[channel]![frame] = read(at + channel * bytesPerSample);
    }
  }
  return { sampleRate: format.sampleRate, channels };
}

/** The channels averaged into one. */
function mixDown(channels: Float32Array[]): Float32Array {
  if (channels.length === 1) return channels[0]!;
  const mono = new Float32Array(channels[0]!.length);
  for (const channel of channels) channel.forEach((value, index) => (mono[index]! += value / channels.length));
  return mono;
}

/** Any readable WAV as raw 16-bit little-endian mono PCM at `rate` (what PocketSphinx reads). */
export function toMonoPcm16(wav: Buffer, rate: number): Buffer {
  const decoded = decodeWav(wav);
  return Buffer.from(pcm16([resample(mixDown(decoded.channels), decoded.sampleRate, rate)]));
}

/** The WAV duration in seconds, from its header and data length. */
export function wavDuration(wav: Buffer): number {
  const { format, dataStart, dataEnd } = readChunks(wav);
  return (dataEnd - dataStart) / ((format.bitsPerSample / 8) * format.channels * format.sampleRate);
}

/**
 * A WAV written to a pipe carries placeholder lengths (espeak-ng --stdout says 0x7ffff000): set the
 * RIFF and data lengths from the bytes really there, so every player and parser reads it.
 */
export function withTrueLengths(wav: Buffer): Buffer {
  const { dataStart, dataEnd } = readChunks(wav);
  const fixed = Buffer.from(wav.subarray(0, dataEnd));
  fixed.writeUInt32LE(dataEnd - 8, 4);
  fixed.writeUInt32LE(dataEnd - dataStart, dataStart - 4);
  return fixed;
}
