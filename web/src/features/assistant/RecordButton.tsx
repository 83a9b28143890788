import { ActionIcon, Loader, Tooltip } from '@mantine/core';
import { IconMicrophone, IconPlayerStopFilled } from '@tabler/icons-react';
import { useRecorder } from './useRecorder.ts';

const LABELS = { idle: 'Speak a question', recording: 'Stop and transcribe', loading: 'Transcribing…' } as const;

/** Records a question; what was said lands in the input to check before sending. */
export function RecordButton({ onText, disabled }: { onText: (text: string) => void; disabled: boolean }) {
  const recorder = useRecorder(onText);
  const label = LABELS[recorder.state];
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant={recorder.state === 'recording' ? 'filled' : 'default'}
        color={recorder.state === 'recording' ? 'red' : undefined}
        size="lg"
        onClick={recorder.toggle}
        disabled={disabled || recorder.state === 'loading'}
        aria-label={label}
        aria-pressed={recorder.state === 'recording'}
      >
        {recorder.state === 'loading' ? (
          <Loader size={14} />
        ) : recorder.state === 'recording' ? (
          <IconPlayerStopFilled size={16} aria-hidden />
        ) : (
          <IconMicrophone size={18} aria-hidden />
        )}
      </ActionIcon>
    </Tooltip>
  );
}
