import { Suspense, lazy, useSyncExternalStore } from 'react';
import { Box } from '@mantine/core';
import { useIsFetching } from '@tanstack/react-query';
import { useNavigation } from 'react-router';
import { hasUserActivity, onUserActivity } from '../../components/deferred/user-activity.ts';
import { useAfterRender } from '../../components/deferred/use-after-render.ts';
import { useTeams } from './settings-api.ts';

// Mantine's Select (combobox, popover, floating-ui: about 40 KB gzip) loads only for users of several teams,
// and only once the screen's code and data have arrived (no move under way, no query in flight: a screen
// whose route asks for nothing early starts its queries only after its code) or the user starts using the page.
const TeamSelect = lazy(async () => ({ default: (await import('./TeamSelect.tsx')).TeamSelect }));
const HEADER_WIDTH = 170;

type TeamSwitcherProps = { hasVisibleLabel?: boolean };

/** Shown only when the user belongs to more than one team. */
export function TeamSwitcher({ hasVisibleLabel = false }: TeamSwitcherProps) {
  const { data: teams } = useTeams();
  const isMoving = useNavigation().state !== 'idle';
  const isScreenLoaded = useIsFetching() === 0 && !isMoving;
  const isUserActive = useSyncExternalStore(onUserActivity, hasUserActivity, () => false);
  const isWanted = useAfterRender(isScreenLoaded || isUserActive);

  if (!teams || teams.length < 2) return null;
  // The header keeps the select's place meanwhile, so its buttons do not move when it appears.
  const placeholder = hasVisibleLabel ? null : <Box w={HEADER_WIDTH} />;
  if (!isWanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <TeamSelect teams={teams} hasVisibleLabel={hasVisibleLabel} width={HEADER_WIDTH} />
    </Suspense>
  );
}
