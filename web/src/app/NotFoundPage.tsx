import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Container size="sm" py={64}>
      <Stack gap="md" align="flex-start">
        <Text c="dimmed" fw={700} size="sm">
          404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text>The page you asked for does not exist or has moved.</Text>
        <Anchor component={Link} to="/">
          Go to the home page
        </Anchor>
      </Stack>
    </Container>
  );
}
