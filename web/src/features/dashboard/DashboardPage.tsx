import { Badge, Button, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { PageTitle } from '../../components/PageTitle.tsx';
import { useSession } from '../../lib/session.ts';
import { useCurrentTeam } from '../settings/settings-api.ts';
import { DashboardFigures } from './DashboardFigures.tsx';

const ROLE_LABELS = { owner: 'Owner', admin: 'Admin', member: 'Member' } as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** The signed-in start page: the business at a glance, then the current team. */
export function DashboardPage() {
  const user = useSession((session) => session.user);
  const teamSettings = useSession((session) => session.teamSettings);
  const { team, data: teams, isPending } = useCurrentTeam();
  const loading = <Skeleton h={20} w={140} />;

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <PageTitle>Welcome, {user?.name}</PageTitle>
            <Text c="dimmed">
              {isPending
                ? 'Loading your team…'
                : team
                  ? `Current team: ${team.name}`
                  : 'Your team could not be loaded.'}
            </Text>
          </Stack>
          <Group gap="sm">
            <Button component={Link} to="/purchases/create">
              New purchase
            </Button>
            <Button component={Link} to="/sales/create" variant="default">
              New sale
            </Button>
          </Group>
        </Group>
        <DashboardFigures />
        <Paper withBorder p="md" component="section" aria-labelledby="team-heading">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4" id="team-heading">
              Your team
            </Title>
            {teams && teams.length > 1 && <Badge variant="default">{`${teams.length} teams`}</Badge>}
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
            <Fact label="Team">
              {isPending ? loading : <span data-testid="current-team">{team?.name ?? '—'}</span>}
            </Fact>
            <Fact label="Your role">{isPending ? loading : team ? ROLE_LABELS[team.role] : '—'}</Fact>
            <Fact label="Currency">{teamSettings?.currency ?? '—'}</Fact>
            <Fact label="Time zone">{teamSettings?.time_zone ?? '—'}</Fact>
          </SimpleGrid>
        </Paper>
      </Stack>
    </Container>
  );
}
