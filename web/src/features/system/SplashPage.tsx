import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function SplashPage() {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="lg" maw={560} ta="center">
        <Center w={64} h={64} bg="var(--mantine-primary-color-filled)" c="white" fz={32} fw={800} style={{ borderRadius: 16 }} aria-hidden>
          F
        </Center>
        <Title order={1}>Flipstack</Title>
        <Text size="lg" c="dimmed">
          The back-office for resellers: purchases, inventory, listings, sales and analytics in one place.
        </Text>
        <Group>
          <Button component={Link} to="/login" size="md">
            Sign in
          </Button>
          <Button component={Link} to="/register" size="md" variant="default">
            Create an account
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
