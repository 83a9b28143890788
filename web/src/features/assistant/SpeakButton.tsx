import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Loader, Tooltip } from '@mantine/core';
import { IconPlayerStopFilled, IconVolume } from '@tabler/icons-react';
import { MESSAGES, notify } from '../../lib/notify.ts';
import type { Message } from './useChatMessages.ts';

/** One answer plays at a time across the panel. */
let playing: HTMLAudioElement | null = null;

/**
 * Plays the message's speech: the first time it plays as the server makes it (GET /api/speech/:id streams
 * it, so it starts within a moment), and the server keeps it as a file that later readings play.
 */
export function SpeakButton({ message }: { message: Message }) {
  const [state, setState] = useState<'idle' | 'loading' | 'playing'>('idle');
  const audio = useRef<HTMLAudioElement | null>(null);

  useEffect(() => () => audio.current?.pause(), []);

  async function play() {
    if (state === 'playing') {
      audio.current?.pause();
      return;
    }
    setState('loading');
    try {
      const sound = new Audio(
        message.tts_file_id === null ? `/api/speech/${message.id}` : `/api/serve/${message.tts_file_id}`,
      );
      sound.onpause = () => setState('idle');
      sound.onended = () => setState('idle');
      playing?.pause();
      playing = sound;
      audio.current = sound;
      await sound.play();
      setState('playing');
    } catch {
      notify.error(MESSAGES.textToSpeechFailed);
      setState('idle');
    }
  }

  const label = state === 'playing' ? 'Stop reading' : 'Read aloud';
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="gray" size="sm" onClick={() => void play()} aria-label={label}>
        {state === 'loading' ? (
          <Loader size={12} />
        ) : state === 'playing' ? (
          <IconPlayerStopFilled size={14} aria-hidden />
        ) : (
          <IconVolume size={16} aria-hidden />
        )}
      </ActionIcon>
    </Tooltip>
  );
}
