import { Button, Group, Kbd } from '@mantine/core';

/** Up to three suggested replies; Numpad 1, 2 and 3 send them too (see ChatInput). */
export function Suggestions({ suggestions, onPick }: { suggestions: string[]; onPick: (text: string) => void }) {
  if (suggestions.length === 0) return null;
  return (
    <Group gap={6} aria-label="Suggested replies" role="group">
      {suggestions.map((suggestion, index) => (
        <Button
          key={suggestion}
          variant="light"
          size="compact-sm"
          radius="xl"
          onClick={() => onPick(suggestion)}
          leftSection={<Kbd size="xs">{index + 1}</Kbd>}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
          h="auto"
          py={4}
        >
          {suggestion}
        </Button>
      ))}
    </Group>
  );
}
