import { ActionIcon } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { DeferredTooltip } from '../../components/deferred/DeferredTooltip.tsx';
import { useAssistant } from './AssistantProvider.tsx';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
export const ASSISTANT_SHORTCUT = isMac ? '⌘J' : 'Ctrl+J';

export function AssistantButton() {
  const { isOpen, toggle } = useAssistant();
  return (
    <DeferredTooltip label={`Assistant (${ASSISTANT_SHORTCUT})`}>
      <ActionIcon
        variant={isOpen ? 'filled' : 'default'}
        size="lg"
        onClick={toggle}
        aria-label="Assistant"
        aria-expanded={isOpen}
        aria-keyshortcuts="Control+J Meta+J"
      >
        <IconSparkles size={18} aria-hidden />
      </ActionIcon>
    </DeferredTooltip>
  );
}
