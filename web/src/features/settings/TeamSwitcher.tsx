import { Suspense, lazy } from 'react';
import { useTeams } from './settings-api.ts';

// Mantine's Select (combobox, popover, floating-ui) loads only for users of several teams.
const TeamSelect = lazy(async () => ({ default: (await import('./TeamSelect.tsx')).TeamSelect }));

type TeamSwitcherProps = { hasVisibleLabel?: boolean };

/** Shown only when the user belongs to more than one team. */
export function TeamSwitcher({ hasVisibleLabel = false }: TeamSwitcherProps) {
  const { data: teams } = useTeams();
  if (!teams || teams.length < 2) return null;
  return (
    <Suspense fallback={null}>
      <TeamSelect teams={teams} hasVisibleLabel={hasVisibleLabel} />
    </Suspense>
  );
}
