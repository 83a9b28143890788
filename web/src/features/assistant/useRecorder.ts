import { useEffect, useRef, useState } from 'react';
import { MESSAGES, notify } from '../../lib/notify.ts';
import { transcribeAudio } from './assistant-api.ts';
import { startCapture, type Capture } from './microphone.ts';

export type RecorderState = 'idle' | 'recording' | 'loading';

export const MICROPHONE_BLOCKED = 'Allow the microphone for this site to talk to the assistant.';
export const NOTHING_HEARD = 'Nothing was heard. Press the microphone, speak, then press it again.';

/** Spec: Recorder is idle, recording, then loading while transcribing; the transcript goes to `onText`. */
export function useRecorder(onText: (text: string) => void) {
  const [state, setState] = useState<RecorderState>('idle');
  const capture = useRef<Capture | null>(null);

  // Leaving the screen mid-recording lets go of the microphone.
  useEffect(() => () => void capture.current?.cancel(), []);

  async function start() {
    if (state !== 'idle') return;
    try {
      capture.current = await startCapture();
      setState('recording');
    } catch {
      notify.error(MICROPHONE_BLOCKED);
    }
  }

  async function stop() {
    const recording = capture.current;
    if (!recording) return;
    capture.current = null;
    setState('loading');
    try {
      const wav = await recording.stop();
      if (wav === null) notify.warning(NOTHING_HEARD);
      else onText(await transcribeAudio(wav));
    } catch {
      notify.error(MESSAGES.transcribeFailed);
    } finally {
      setState('idle');
    }
  }

  return { state, toggle: () => void (state === 'recording' ? stop() : start()) };
}
