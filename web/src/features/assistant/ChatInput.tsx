import { useState, type KeyboardEvent } from 'react';
import { ActionIcon, Group, Textarea, Tooltip } from '@mantine/core';
import { IconPlayerStopFilled, IconSend2 } from '@tabler/icons-react';
import { RecordButton } from './RecordButton.tsx';

const NUMPAD_PICKS: Record<string, number> = { Numpad1: 0, Numpad2: 1, Numpad3: 2 };

type Props = {
  isLoading: boolean;
  suggestions: string[];
  canRecord: boolean;
  /** Resolves false when the question did not go through: the draft comes back. */
  onSend: (text: string) => Promise<boolean>;
  onStop: () => void;
};

/**
 * Spec: Enter sends, Shift+Enter adds a line, Numpad 1/2/3 sends that suggestion; an empty or blank
 * message is never sent, nor anything while an answer is loading.
 */
export function ChatInput({ isLoading, suggestions, canRecord, onSend, onStop }: Props) {
  const [draft, setDraft] = useState('');

  const send = async (text: string) => {
    if (isLoading || text.trim() === '') return;
    setDraft('');
    if (!(await onSend(text))) setDraft((current) => (current === '' ? text : current));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const pick = NUMPAD_PICKS[event.code];
    // Only over an empty input: typing digits on the keypad into a question still works.
    if (pick !== undefined && draft === '' && suggestions[pick] !== undefined) {
      event.preventDefault();
      void send(suggestions[pick]);
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(draft);
    }
  };

  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Textarea
        flex={1}
        autosize
        minRows={1}
        maxRows={6}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        placeholder="Ask about stock, sales, profit… or ask me to add something"
        aria-label="Message the assistant"
        data-autofocus
      />
      {canRecord && (
        <RecordButton
          disabled={isLoading}
          onText={(text) => setDraft((current) => (current.trim() === '' ? text : `${current.trimEnd()} ${text}`))}
        />
      )}
      {isLoading ? (
        <Tooltip label="Stop the answer">
          <ActionIcon size="lg" variant="default" onClick={onStop} aria-label="Stop the answer">
            <IconPlayerStopFilled size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Tooltip label="Send (Enter)">
          <ActionIcon size="lg" onClick={() => void send(draft)} disabled={draft.trim() === ''} aria-label="Send">
            <IconSend2 size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
