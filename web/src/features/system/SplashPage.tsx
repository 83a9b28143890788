import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BrandMark } from '../../components/BrandMark.tsx';

export function SplashPage() {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="lg" maw={560} ta="center">
        <BrandMark size={64} />
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
