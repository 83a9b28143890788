import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Last resort for a screen that threw or a chunk that failed to load (e.g. after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <Container component="main" size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Something went wrong</Title>
        <Text>The screen could not be shown. Reloading the page usually helps.</Text>
        {detail && (
          <Text c="dimmed" size="sm">
            {detail}
          </Text>
        )}
        <Button w="fit-content" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Stack>
    </Container>
  );
}
