import { Badge, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { useCurrentTeam } from '../settings/settings-api.ts';

const AREAS = [
  { title: 'Listings', to: '/listings', text: 'What is for sale, where, and at what price.' },
  { title: 'Sales', to: '/sales', text: 'Record sales with their revenue and costs.' },
  { title: 'Purchases', to: '/purchases', text: 'What you bought, from whom, and what it cost.' },
  { title: 'Inventory', to: '/inventory', text: 'Every item on hand, with serial and tag numbers.' },
  { title: 'Products', to: '/products', text: 'The catalogue your items, listings and sales refer to.' },
  { title: 'Analytics', to: '/analytics', text: 'Monthly purchases and sales at a glance.' },
] as const;

export function DashboardPage() {
  const user = useSession((session) => session.user);
  const teamSettings = useSession((session) => session.teamSettings);
  const { team, isPending } = useCurrentTeam();

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap={6}>
          <Title order={1}>Welcome, {user?.name}</Title>
          <Group gap="xs">
            <Text c="dimmed">Team:</Text>
            {isPending ? (
              <Skeleton h={18} w={120} />
            ) : (
              <Text fw={600} data-testid="current-team">
                {team?.name ?? 'Unknown team'}
              </Text>
            )}
            {teamSettings && (
              <>
                <Badge variant="default">{teamSettings.currency}</Badge>
                <Badge variant="default">{teamSettings.time_zone}</Badge>
              </>
            )}
          </Group>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {AREAS.map((area) => (
            <Card key={area.to} component={Link} to={area.to} withBorder padding="lg">
              <Title order={2} size="h4">
                {area.title}
              </Title>
              <Text c="dimmed" size="sm" mt={6}>
                {area.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
