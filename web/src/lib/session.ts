import { useSyncExternalStore } from 'react';
import type { DarkMode, MeResponse, SettingsResponse, TeamSettings, User, UserSettings } from '@flipstack/contract';
import { STORAGE_KEYS, readJson, removeAll, writeJson } from './storage.ts';

/**
 * The session state machine of spec section 4: logged out → logged in after a successful login AND a
 * session check; back to logged out on a failed session check, a failed refresh or logout.
 */
export type SessionState = {
  isLoggedIn: boolean;
  user: User | null;
  teamId: number | null;
  isSuperAdmin: boolean;
  /** ISO 8601; when the refresh cookie stops working. */
  refreshExpiresAt: string | null;
  userSettings: UserSettings | null;
  teamSettings: TeamSettings | null;
};

export const LOGGED_OUT: SessionState = {
  isLoggedIn: false,
  user: null,
  teamId: null,
  isSuperAdmin: false,
  refreshExpiresAt: null,
  userSettings: null,
  teamSettings: null,
};

// Stored values are only trusted as far as their shape; the server stays the judge on the next call.
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const asNumber = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);
const asString = (value: unknown) => (typeof value === 'string' ? value : null);

function restore(): SessionState {
  const user = readJson(STORAGE_KEYS.user);
  const refreshExpiresAt = asString(readJson(STORAGE_KEYS.refreshExpiresAt));
  const isExpired = refreshExpiresAt !== null && Date.parse(refreshExpiresAt) <= Date.now();
  if (readJson(STORAGE_KEYS.loggedIn) !== true || !isObject(user) || isExpired) {
    removeAll();
    return LOGGED_OUT;
  }
  const userSettings = readJson(STORAGE_KEYS.userSettings);
  const teamSettings = readJson(STORAGE_KEYS.teamSettings);
  return {
    isLoggedIn: true,
    user: user as User,
    teamId: asNumber(readJson(STORAGE_KEYS.teamId)),
    isSuperAdmin: readJson(STORAGE_KEYS.superAdmin) === true,
    refreshExpiresAt,
    userSettings: isObject(userSettings) ? (userSettings as UserSettings) : null,
    teamSettings: isObject(teamSettings) ? (teamSettings as TeamSettings) : null,
  };
}

function persist(state: SessionState): void {
  if (!state.isLoggedIn) {
    removeAll();
    return;
  }
  writeJson(STORAGE_KEYS.loggedIn, true);
  writeJson(STORAGE_KEYS.user, state.user);
  writeJson(STORAGE_KEYS.teamId, state.teamId);
  writeJson(STORAGE_KEYS.superAdmin, state.isSuperAdmin);
  writeJson(STORAGE_KEYS.refreshExpiresAt, state.refreshExpiresAt);
  writeJson(STORAGE_KEYS.userSettings, state.userSettings);
  writeJson(STORAGE_KEYS.teamSettings, state.teamSettings);
}

let state: SessionState = restore();
const listeners = new Set<() => void>();

function replace(next: SessionState): void {
  state = next;
  persist(state);
  for (const listener of listeners) listener();
}

const update = (next: Partial<SessionState>) => replace({ ...state, ...next });

export const sessionStore = {
  getState: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The session check (GET /auth/me) succeeded: this is the only way into the logged-in state. */
  signIn(me: MeResponse): void {
    update({ isLoggedIn: true, user: me.user, teamId: me.team_id, isSuperAdmin: me.super_admin });
  },
  /** From the answers of login, register, refresh-token and new-token. */
  setRefreshExpiry(refreshExpiresAt: string): void {
    update({ refreshExpiresAt });
  },
  setTeam(teamId: number): void {
    update({ teamId });
  },
  setSettings(settings: SettingsResponse): void {
    update({ userSettings: settings.user_settings, teamSettings: settings.team_settings });
  },
  setDarkMode(darkMode: DarkMode): void {
    update({ userSettings: { dark_mode: darkMode, default_team_id: state.userSettings?.default_team_id ?? null } });
  },
  /** Resets user, team, super-admin flag, settings and stored keys; the theme follows back to auto. */
  clear(): void {
    replace(LOGGED_OUT);
  },
};

export function useSession<T>(select: (session: SessionState) => T): T {
  return useSyncExternalStore(
    (listener) => sessionStore.subscribe(listener),
    () => select(sessionStore.getState()),
  );
}

/** auto | dark | light; auto before sign-in and after the session is cleared. */
export const selectDarkMode = (session: SessionState): DarkMode => session.userSettings?.dark_mode ?? 'auto';
