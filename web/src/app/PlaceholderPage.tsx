import { Code, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useRouteMeta } from './route-meta.ts';

/** One page for every screen of later work: its title and the inputs it was given (route params). */
export function PlaceholderPage(inputs: Record<string, string | undefined>) {
  const { title } = useRouteMeta();
  const givenInputs = Object.entries(inputs).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Paper withBorder p="lg">
          <Text>This screen is being built.</Text>
          {givenInputs.length > 0 && (
            <Stack gap={4} mt="md" aria-label="Inputs" data-testid="screen-inputs">
              {givenInputs.map(([name, value]) => (
                <Group key={name} gap="xs">
                  <Text size="sm" c="dimmed">
                    {name}
                  </Text>
                  <Code>{value}</Code>
                </Group>
              ))}
            </Stack>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
