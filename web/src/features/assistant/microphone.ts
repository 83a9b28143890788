// A file of our own origin: the content security policy refuses a worklet from a data: URL.
import workletUrl from './pcm-capture.worklet.js?url&no-inline';
import { encodeWav, resample } from '@flipstack/contract';

/** The rate the recorder sends: what speech recognisers want, and a third of the bytes of 48 kHz. */
const SPEECH_SAMPLE_RATE = 16_000;
/** Shorter than this, or never louder than SILENCE, is an empty recording: it is not sent. */
const MIN_SECONDS = 0.3;
const SILENCE = 0.01;

export type Capture = {
  /** Ends the recording: the WAV, or null when nothing was said. */
  stop(): Promise<Blob | null>;
  /** Ends it and throws the sound away. */
  cancel(): Promise<void>;
};

/** Records the microphone as 32-bit float samples on the audio thread, then encodes 16 kHz WAV. */
export async function startCapture(): Promise<Capture> {
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
  });
  const context = new AudioContext();
  const release = async () => {
    for (const track of stream.getTracks()) track.stop();
    await context.close();
  };
  let node: AudioWorkletNode;
  try {
    await context.audioWorklet.addModule(workletUrl);
    node = new AudioWorkletNode(context, 'pcm-capture');
  } catch (error) {
    await release();
    throw error;
  }
  const chunks: Float32Array[] = [];
  node.port.onmessage = (event: MessageEvent<Float32Array>) => chunks.push(event.data);
  const source = context.createMediaStreamSource(stream);
  // Joined to the output so the graph runs; the node writes nothing, so nothing is heard.
  source.connect(node).connect(context.destination);

  const finish = async () => {
    source.disconnect();
    node.disconnect();
    await release();
  };
  return {
    async stop() {
      await finish();
      const samples = joined(chunks);
      const peak = samples.reduce((loudest, sample) => Math.max(loudest, Math.abs(sample)), 0);
      if (samples.length < MIN_SECONDS * context.sampleRate || peak < SILENCE) return null;
      const wav = encodeWav([resample(samples, context.sampleRate, SPEECH_SAMPLE_RATE)], SPEECH_SAMPLE_RATE);
      return new Blob([wav], { type: 'audio/wav' });
    },
    cancel: finish,
  };
}

function joined(chunks: Float32Array[]): Float32Array {
  const samples = new Float32Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    samples.set(chunk, offset);
    offset += chunk.length;
  }
  return samples;
}
