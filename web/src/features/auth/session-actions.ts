import type { MeResponse, SessionResponse } from '@flipstack/contract';
import { api } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { sessionStore } from '../../lib/session.ts';

type SettingsRead = { read: Promise<void>; endedAt?: number };
let lastRead: SettingsRead | undefined;

/**
 * GET /user-settings into the session; a failure keeps the defaults (auto theme) and says so. `sharedFor`
 * (ms) takes a read still out or ended that recently instead of a new one: a screen's route starts the
 * read while the screen's code loads, and the screen then asks again. A read after a change (a team
 * switched) passes none, so it never takes one that left before the change.
 */
export function loadSettings({ sharedFor = 0 }: { sharedFor?: number } = {}): Promise<void> {
  const last = lastRead;
  if (sharedFor > 0 && last && (last.endedAt === undefined || performance.now() - last.endedAt < sharedFor)) {
    return last.read;
  }
  const current: SettingsRead = {
    read: readSettings().finally(() => {
      current.endedAt = performance.now();
    }),
  };
  lastRead = current;
  return current.read;
}

async function readSettings(): Promise<void> {
  try {
    sessionStore.setSettings(await api.call('GET /user-settings'));
  } catch (error) {
    notify.resourceError('fetching', 'settings', error);
  }
}

/**
 * The session check: GET /auth/me (after one silent refresh on 401). Success enters the logged-in
 * state and loads the settings; failure clears the session without a word (spec section 8).
 */
export async function checkSession(): Promise<boolean> {
  let me: MeResponse;
  try {
    me = await api.call('GET /auth/me', { isSessionCheck: true });
  } catch {
    sessionStore.clear();
    return false;
  }
  recheck ??= Promise.resolve();
  sessionStore.signIn(me);
  await loadSettings();
  return true;
}

let recheck: Promise<void> | null = null;
// A session that ends (sign-out, a failed refresh) is checked afresh when the next one is restored.
sessionStore.subscribe(() => {
  if (!sessionStore.getState().isLoggedIn) recheck = null;
});

/**
 * A session restored from this browser's storage is asked of the server again, once per page load: the
 * user's name, team or admin rights may have changed since they signed in (another tab, an admin). Runs
 * in the background; a failure changes nothing here (the next call meets the 401 as usual).
 */
export function recheckStoredSession(): Promise<void> {
  recheck ??= api.call('GET /auth/me', { isSessionCheck: true }).then(
    (me) => {
      if (sessionStore.getState().isLoggedIn) sessionStore.signIn(me);
    },
    () => undefined,
  );
  return recheck;
}

/**
 * Login and register answer with a session; the user is logged in only after the session check.
 * Throws the server's ApiError; resolves false when the check after a successful sign-in failed.
 */
export async function signInWith(request: () => Promise<SessionResponse>): Promise<boolean> {
  return enterSession(await request());
}

/** A session the server answered with (login, a new account's register): false when the check after it failed. */
export function enterSession(session: SessionResponse): Promise<boolean> {
  sessionStore.setRefreshExpiry(session.refresh_expires_at);
  return checkSession();
}

export async function logout(): Promise<void> {
  try {
    await api.call('POST /logout');
  } catch {
    // The local session ends regardless; the server's cookies expire on their own.
  }
  sessionStore.clear();
  notify.logout();
}
