import { useQuery } from '@tanstack/react-query';
import type { DarkMode, PutUserSettingRequest } from '@flipstack/contract';
import { api } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { sessionStore, useSession } from '../../lib/session.ts';
import { loadSettings } from '../auth/session-actions.ts';

const putUserSetting = (request: PutUserSettingRequest) => api.call('PUT /user-settings/', { body: request });

/** The teams of the signed-in user (GET /teams). */
export function useTeams() {
  const isLoggedIn = useSession((session) => session.isLoggedIn);
  return useQuery({
    queryKey: queryKeys.teams(),
    queryFn: ({ signal }) => api.call('GET /teams', { signal }),
    select: (answer) => answer.teams,
    enabled: isLoggedIn,
  });
}

export function useCurrentTeam() {
  const teamId = useSession((session) => session.teamId);
  const teams = useTeams();
  return { ...teams, team: teams.data?.find((team) => team.id === teamId) };
}

/**
 * Saves default_team_id, then asks for a token of that team (spec section 6); every query reloads
 * because all data is team-scoped.
 */
export async function switchTeam(teamId: number): Promise<void> {
  sessionStore.setSettings(await putUserSetting({ setting_key: 'default_team_id', setting_value: teamId }));
  const session = await api.call('GET /new-token', { query: { selected_team_id: teamId } });
  sessionStore.setRefreshExpiry(session.refresh_expires_at);
  sessionStore.signIn(session);
  await loadSettings(); // the new team's settings (currency, time zone)
  await queryClient.invalidateQueries();
}

/** Applies at once, then persists; a failed save puts the previous choice back. */
export async function saveDarkMode(darkMode: DarkMode): Promise<void> {
  const previous = sessionStore.getState().userSettings?.dark_mode ?? 'auto';
  sessionStore.setDarkMode(darkMode);
  try {
    await putUserSetting({ setting_key: 'dark_mode', setting_value: darkMode });
  } catch (error) {
    if (sessionStore.getState().isLoggedIn) sessionStore.setDarkMode(previous);
    throw error;
  }
}
