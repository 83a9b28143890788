import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import type { AdminTeam } from '@flipstack/contract';
import { SearchInput } from '../../components/resource/SearchInput.tsx';
import { ServerTable } from '../../components/resource/ServerTable.tsx';
import { formatDate } from '../../lib/format.ts';
import { useAdminTeams, type AdminListState } from './admin-api.ts';

const COLUMNS: DataTableColumn<AdminTeam>[] = [
  { accessor: 'name', title: 'Team' },
  {
    accessor: 'members',
    title: 'Members',
    render: (team) =>
      team.members.length === 0 ? (
        '—'
      ) : (
        <Text size="sm">{team.members.map((member) => `${member.name} (${member.role})`).join(', ')}</Text>
      ),
  },
  { accessor: 'item_count', title: 'Items', textAlign: 'right' },
  { accessor: 'sale_count', title: 'Sales', textAlign: 'right' },
  { accessor: 'created_at', title: 'Created', render: (team) => formatDate(team.created_at) },
];

/** Every team: who is in it and how much it holds. */
export function TeamsPanel() {
  const [state, setState] = useState<AdminListState>({ q: '', page: 1 });
  const teams = useAdminTeams(state);
  return (
    <Stack gap="md">
      <SearchInput
        label="Search teams"
        placeholder="Team name"
        maw={360}
        value={state.q}
        onSearch={(q) => setState({ q, page: 1 })}
      />
      <ServerTable
        name="Teams"
        rows={teams.data?.rows}
        total={teams.data?.total}
        isFetching={teams.isFetching}
        columns={COLUMNS}
        page={state.page}
        onPage={(page) => setState((current) => ({ ...current, page }))}
        // One fixed order (oldest first): no column is sortable, and no column is named id.
        orderBy=""
        defaultOrder="id"
        onOrder={() => undefined}
        emptyText="No teams"
      />
    </Stack>
  );
}
