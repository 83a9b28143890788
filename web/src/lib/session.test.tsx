import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/AppProviders.tsx';
import { SYSTEM_DARK_QUERY } from '../app/theme.ts';
import { setMediaQuery } from '../test/media.ts';
import { meAnswer, settingsAnswer } from '../test/fixtures.ts';
import { queryClient } from './query-client.ts';
import { LOGGED_OUT, selectDarkMode, sessionStore } from './session.ts';
import { STORAGE_KEYS, STORAGE_PREFIX } from './storage.ts';

const flipstackKeys = () =>
  Object.keys(localStorage)
    .filter((key) => key.startsWith(STORAGE_PREFIX))
    .sort();
const isDark = () =>
  document.body.classList.contains('dark') && document.getElementById('root')?.classList.contains('dark') === true;

function renderThemedApp() {
  document.body.innerHTML = '';
  const root = document.body.appendChild(document.createElement('div'));
  root.id = 'root';
  return render(
    <AppProviders queryClient={queryClient} env="test">
      <p>content</p>
    </AppProviders>,
    { container: root },
  );
}

describe('session store', () => {
  it('starts logged out with the auto theme', () => {
    expect(sessionStore.getState()).toEqual(LOGGED_OUT);
    expect(selectDarkMode(sessionStore.getState())).toBe('auto');
  });

  it('is logged in after the session check, and keeps only non-secret state', () => {
    sessionStore.setRefreshExpiry('2999-01-01T00:00:00.000Z');
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    sessionStore.signIn(meAnswer);
    sessionStore.setSettings(settingsAnswer('dark'));
    expect(sessionStore.getState()).toMatchObject({
      isLoggedIn: true,
      user: meAnswer.user,
      teamId: 10,
      isSuperAdmin: false,
    });
    // The session's own keys; the assistant's open chat is written by the panel, not here.
    const sessionKeys = Object.values(STORAGE_KEYS).filter((key) => key !== STORAGE_KEYS.assistantChats);
    expect(flipstackKeys()).toEqual(sessionKeys.sort());
    expect(JSON.stringify(localStorage)).not.toMatch(/token/i);
    expect(localStorage.getItem('flipstack.team_id')).toBe('10');
  });

  it('clearing resets user, team, flag, settings and every stored key', () => {
    sessionStore.signIn({ ...meAnswer, super_admin: true });
    sessionStore.setSettings(settingsAnswer('dark'));
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    sessionStore.clear();
    unsubscribe();
    expect(listener).toHaveBeenCalled();
    expect(sessionStore.getState()).toEqual(LOGGED_OUT);
    expect(flipstackKeys()).toEqual([]);
  });

  it('restores a stored session on start, but not an expired one', async () => {
    sessionStore.signIn(meAnswer);
    sessionStore.setRefreshExpiry('2999-01-01T00:00:00.000Z');
    vi.resetModules();
    const fresh = await import('./session.ts');
    expect(fresh.sessionStore.getState()).toMatchObject({ isLoggedIn: true, teamId: 10, user: meAnswer.user });

    localStorage.setItem(STORAGE_KEYS.refreshExpiresAt, JSON.stringify('2000-01-01T00:00:00.000Z'));
    vi.resetModules();
    const expired = await import('./session.ts');
    expect(expired.sessionStore.getState().isLoggedIn).toBe(false);
    expect(flipstackKeys()).toEqual([]);
  });
});

describe('theme', () => {
  it('applies dark to body and #root at once, and clearing the session puts it back to auto', () => {
    renderThemedApp();
    sessionStore.signIn(meAnswer);
    act(() => sessionStore.setSettings(settingsAnswer('dark')));
    expect(isDark()).toBe(true);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');

    act(() => sessionStore.clear());
    expect(selectDarkMode(sessionStore.getState())).toBe('auto');
    expect(isDark()).toBe(false);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
  });

  it('auto follows the system preference live', () => {
    renderThemedApp();
    expect(isDark()).toBe(false);
    act(() => setMediaQuery(SYSTEM_DARK_QUERY, true));
    expect(isDark()).toBe(true);
    act(() => setMediaQuery(SYSTEM_DARK_QUERY, false));
    expect(isDark()).toBe(false);
  });

  it('light stays light when the system turns dark', () => {
    renderThemedApp();
    sessionStore.signIn(meAnswer);
    act(() => sessionStore.setSettings(settingsAnswer('light')));
    act(() => setMediaQuery(SYSTEM_DARK_QUERY, true));
    expect(isDark()).toBe(false);
  });
});
