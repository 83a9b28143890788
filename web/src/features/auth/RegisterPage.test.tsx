import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session.ts';
import { fakeFetch, unauthorized } from '../../test/fake-fetch.ts';
import { meAnswer, sessionAnswer, settingsAnswer, teamsAnswer } from '../../test/fixtures.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';

const MAILED = 'We have sent a mail to this address. Check your email to continue.';
const toastMessages = () => notificationsStore.getState().notifications.map(({ message }) => message);

async function signUp() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Name'), 'Gina');
  await user.type(screen.getByLabelText('Email'), 'gina@example.com');
  await user.type(screen.getByLabelText('Password'), 'long enough');
  await user.type(screen.getByLabelText('Team name'), 'Gina Goods');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/register', () => {
  it('signs a new address in at once and goes home', async () => {
    const server = fakeFetch({
      'POST /api/register': { status: 201, body: sessionAnswer },
      'GET /api/auth/me': { body: meAnswer },
      'GET /api/user-settings': { body: settingsAnswer() },
      'GET /api/teams': { body: teamsAnswer },
    });
    vi.stubGlobal('fetch', server.fetch);
    const { router } = renderApp('/register');
    await signUp();
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(sessionStore.getState()).toMatchObject({
      isLoggedIn: true,
      refreshExpiresAt: sessionAnswer.refresh_expires_at,
    });
  });

  it('answered with a message (the address has an account), says to check the email and signs nobody in', async () => {
    const server = fakeFetch({
      'POST /api/register': { status: 201, body: { message: MAILED } },
      'GET /api/auth/me': unauthorized,
    });
    vi.stubGlobal('fetch', server.fetch);
    const { router } = renderApp('/register');
    await signUp();
    const alert = await screen.findByRole('status');
    expect(alert.textContent).toContain('Check your email');
    expect(alert.textContent).toContain(MAILED);
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
    expect(currentPath(router)).toBe('/register');
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    expect(toastMessages()).toEqual([]);
    expect(server.calls.filter((call) => call.path === '/api/auth/me')).toEqual([]);
  });
});
