/**
 * Every localStorage key the app writes. Only non-secret state lives here: the access and refresh
 * tokens stay in httpOnly cookies set by the server (a deliberate deviation from the spec's list).
 */
export const STORAGE_PREFIX = 'flipstack.';

export const STORAGE_KEYS = {
  loggedIn: `${STORAGE_PREFIX}logged_in`,
  refreshExpiresAt: `${STORAGE_PREFIX}refresh_expires_at`,
  teamId: `${STORAGE_PREFIX}team_id`,
  superAdmin: `${STORAGE_PREFIX}super_admin`,
  userSettings: `${STORAGE_PREFIX}user_settings`,
  teamSettings: `${STORAGE_PREFIX}team_settings`,
  user: `${STORAGE_PREFIX}user`,
  /** The assistant's open chat per team ({teamId: chatId}): the conversation survives a reload. */
  assistantChats: `${STORAGE_PREFIX}assistant_chats`,
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Storage can be missing or throw (private mode, quota); the app then simply keeps state in memory. */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readJson(key: StorageKey): unknown {
  const raw = storage()?.getItem(key);
  if (raw == null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  try {
    if (value === null || value === undefined) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or privacy mode: the in-memory session still works for this tab.
  }
}

export function removeAll(): void {
  for (const key of Object.values(STORAGE_KEYS)) storage()?.removeItem(key);
}
