import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { stringParams, useUrlState } from '../../lib/url-state.ts';
import { TeamsPanel } from './TeamsPanel.tsx';
import { UsersPanel } from './UsersPanel.tsx';

const TAB = stringParams(['tab']);

/** /admin (super admins only): every user and every team of this installation. */
export function AdminPage() {
  const [params, setParams] = useUrlState(TAB);
  const tab = params.tab === 'teams' ? 'teams' : 'users';
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <div>
          <Title order={1}>Admin</Title>
          <Text c="dimmed" size="sm" mt={4}>
            Every user and team of this Flipstack. Disabling a user ends their sign-ins at once.
          </Text>
        </div>
        <Tabs value={tab} onChange={(value) => setParams({ tab: value === 'teams' ? 'teams' : undefined })}>
          <Tabs.List>
            <Tabs.Tab value="users">Users</Tabs.Tab>
            <Tabs.Tab value="teams">Teams</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="users" pt="md">
            {tab === 'users' && <UsersPanel />}
          </Tabs.Panel>
          <Tabs.Panel value="teams" pt="md">
            {tab === 'teams' && <TeamsPanel />}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
