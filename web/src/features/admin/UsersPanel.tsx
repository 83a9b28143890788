import { useState } from 'react';
import { ActionIcon, Badge, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import type { AdminUser } from '@flipstack/contract';
import { SearchInput } from '../../components/resource/SearchInput.tsx';
import { ServerTable } from '../../components/resource/ServerTable.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { errorMessage, notify } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.ts';
import { AddToTeamModal } from './AddToTeamModal.tsx';
import { useAdminUsers, useChangeUser, type AdminListState } from './admin-api.ts';

/** Every user: their teams, how and when they last signed in, and what a super admin may change. */
export function UsersPanel() {
  const [state, setState] = useState<AdminListState>({ q: '', page: 1 });
  const [joining, setJoining] = useState<AdminUser | null>(null);
  const users = useAdminUsers(state);

  const columns: DataTableColumn<AdminUser>[] = [
    {
      accessor: 'name',
      title: 'User',
      render: (user) => (
        <div>
          <Text size="sm" fw={500}>
            {user.name}
          </Text>
          <Text size="xs" c="dimmed">
            {user.email}
          </Text>
        </div>
      ),
    },
    { accessor: 'teams', title: 'Teams', render: (user) => user.teams.map((team) => team.name).join(', ') || '—' },
    { accessor: 'last_sign_in_at', title: 'Last sign-in', render: (user) => formatDateTime(user.last_sign_in_at) },
    {
      accessor: 'microsoft_linked',
      title: 'Sign-in',
      render: (user) => (
        <Group gap={4}>
          {user.has_password && (
            <Badge variant="dot" color="gray">
              Password
            </Badge>
          )}
          {user.microsoft_linked && (
            <Badge variant="dot" color="cyan">
              Microsoft
            </Badge>
          )}
        </Group>
      ),
    },
    {
      accessor: 'super_admin',
      title: 'Status',
      render: (user) => (
        <Group gap={4}>
          {user.super_admin && (
            <Badge variant="dot" color="grape">
              Super admin
            </Badge>
          )}
          <Badge variant="dot" color={user.disabled_at ? 'red' : 'teal'}>
            {user.disabled_at ? 'Disabled' : 'Active'}
          </Badge>
        </Group>
      ),
    },
    {
      accessor: 'actions',
      title: 'Actions',
      textAlign: 'right',
      render: (user) => <UserActions user={user} onAddToTeam={setJoining} />,
    },
  ];

  return (
    <Stack gap="md">
      <SearchInput
        label="Search users"
        placeholder="Name or email"
        maw={360}
        value={state.q}
        onSearch={(q) => setState({ q, page: 1 })}
      />
      <ServerTable
        name="Users"
        rows={users.data?.rows}
        total={users.data?.total}
        isFetching={users.isFetching}
        columns={columns}
        page={state.page}
        onPage={(page) => setState((current) => ({ ...current, page }))}
        // One fixed order (oldest first): no column is sortable, and no column is named id.
        orderBy=""
        defaultOrder="id"
        onOrder={() => undefined}
        emptyText="No users"
      />
      <AddToTeamModal user={joining} onClose={() => setJoining(null)} />
    </Stack>
  );
}

function UserActions({ user, onAddToTeam }: { user: AdminUser; onAddToTeam: (user: AdminUser) => void }) {
  const myId = useSession((session) => session.user?.id);
  const change = useChangeUser();
  const isSelf = user.id === myId;

  const run = async (action: Parameters<typeof change.mutateAsync>[0], done: string) => {
    try {
      await change.mutateAsync(action);
      notify.success(done);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  const toggleSuperAdmin = () =>
    run(
      { kind: 'super-admin', userId: user.id, body: { super_admin: !user.super_admin } },
      user.super_admin ? `${user.name} is no longer a super admin` : `${user.name} is now a super admin`,
    );
  const toggleDisabled = () => {
    if (!user.disabled_at && !window.confirm(`Disable ${user.name}? Their sign-ins end now.`)) return;
    return run(
      { kind: 'disabled', userId: user.id, body: { disabled: !user.disabled_at } },
      user.disabled_at ? `${user.name} is enabled` : `${user.name} is disabled`,
    );
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={`Actions for ${user.name}`} loading={change.isPending}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void toggleSuperAdmin()} disabled={isSelf && user.super_admin}>
          {user.super_admin ? 'Remove super admin' : 'Make super admin'}
        </Menu.Item>
        <Menu.Item onClick={() => void toggleDisabled()} disabled={isSelf} color={user.disabled_at ? undefined : 'red'}>
          {user.disabled_at ? 'Enable user' : 'Disable user'}
        </Menu.Item>
        <Menu.Item onClick={() => onAddToTeam(user)}>Add to team…</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
