import { Group, Loader, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { stepLabel, type ToolStep } from './chat-turn.ts';

/** What the assistant is doing, one compact line per tool call. */
export function ToolSteps({ steps }: { steps: ToolStep[] }) {
  if (steps.length === 0) return null;
  return (
    <Stack gap={2} mb={4} aria-label="Assistant steps">
      {steps.map((step) => (
        <Group key={step.id} gap={6} wrap="nowrap">
          {step.status === 'running' ? (
            <Loader size={12} aria-label="Running" />
          ) : step.status === 'done' ? (
            <IconCheck size={14} color="var(--mantine-color-teal-6)" aria-label="Done" />
          ) : (
            <IconX size={14} color="var(--mantine-color-red-6)" aria-label="Failed" />
          )}
          <Text size="xs" c="dimmed">
            {stepLabel(step.name)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
