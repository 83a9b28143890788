import { useState } from 'react';
import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { TEAM_ROLES, type AdminUser, type TeamRole } from '@flipstack/contract';
import { errorMessage, notify } from '../../lib/notify.ts';
import { useAdminTeams, useChangeUser } from './admin-api.ts';

const ROLE_LABELS: Record<TeamRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

/** Picks a team (searched by name) and a role for the user. */
export function AddToTeamModal({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [teamId, setTeamId] = useState<string | null>(null);
  const [role, setRole] = useState<TeamRole>('member');
  const teams = useAdminTeams({ q: debounced, page: 1 }, 50);
  const change = useChangeUser();
  const memberOf = new Set(user?.teams.map((team) => team.id));

  const close = () => {
    setTeamId(null);
    setSearch('');
    setRole('member');
    onClose();
  };
  const submit = async () => {
    if (!user || !teamId) return;
    try {
      await change.mutateAsync({ kind: 'team', teamId: Number(teamId), body: { user_id: user.id, role } });
      notify.success(`${user.name} was added to the team`);
      close();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Modal opened={user !== null} onClose={close} title={user ? `Add ${user.name} to a team` : ''}>
      <Stack gap="md">
        <Select
          label="Team"
          placeholder="Search teams"
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          nothingFoundMessage="No team found"
          data={(teams.data?.rows ?? []).map((team) => ({
            value: String(team.id),
            label: `${team.name} (#${team.id})`,
            disabled: memberOf.has(team.id),
          }))}
          value={teamId}
          onChange={setTeamId}
        />
        <Select
          label="Role"
          allowDeselect={false}
          data={TEAM_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
          value={role}
          onChange={(value) => setRole(value ?? 'member')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={!teamId} loading={change.isPending}>
            Add to team
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
