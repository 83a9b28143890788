import { useState } from 'react';
import { Select } from '@mantine/core';
import type { Team } from '@flipstack/contract';
import { notify } from '../../lib/notify.ts';
import { useSession } from '../../lib/session.ts';
import { switchTeam } from './settings-api.ts';

type TeamSelectProps = { teams: Team[]; hasVisibleLabel: boolean; width: number };

export function TeamSelect({ teams, hasVisibleLabel, width }: TeamSelectProps) {
  const teamId = useSession((session) => session.teamId);
  const [isSwitching, setIsSwitching] = useState(false);

  const onChange = async (value: string | null) => {
    if (!value || Number(value) === teamId) return;
    setIsSwitching(true);
    try {
      await switchTeam(Number(value));
    } catch (error) {
      notify.resourceError('updating', 'team', error);
    } finally {
      setIsSwitching(false);
    }
  };

  return (
    <Select
      label={hasVisibleLabel ? 'Team' : undefined}
      aria-label={hasVisibleLabel ? undefined : 'Team'}
      data={teams.map((team) => ({ value: String(team.id), label: team.name }))}
      value={teamId === null ? null : String(teamId)}
      onChange={(value) => void onChange(value)}
      allowDeselect={false}
      disabled={isSwitching}
      w={hasVisibleLabel ? undefined : width}
    />
  );
}
