import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Loader, Tooltip } from '@mantine/core';
import { IconPlayerStopFilled, IconVolume } from '@tabler/icons-react';
import { MESSAGES, notify } from '../../lib/notify.ts';
import { textToSpeech } from './assistant-api.ts';
import { speakableText } from './speakable-text.ts';
import type { Message } from './useChatMessages.ts';

/** One answer plays at a time across the panel. */
let playing: HTMLAudioElement | null = null;

/** Plays the message's speech: made once on the server and kept as a file, then served like any file. */
export function SpeakButton({ message }: { message: Message }) {
  const [state, setState] = useState<'idle' | 'loading' | 'playing'>('idle');
  const [fileId, setFileId] = useState(message.tts_file_id);
  const audio = useRef<HTMLAudioElement | null>(null);

  useEffect(() => () => audio.current?.pause(), []);

  async function play() {
    if (state === 'playing') {
      audio.current?.pause();
      return;
    }
    setState('loading');
    try {
      const id = fileId ?? (await textToSpeech(message.id, speakableText(message.content))).id;
      setFileId(id);
      const sound = new Audio(`/api/serve/${id}`);
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
