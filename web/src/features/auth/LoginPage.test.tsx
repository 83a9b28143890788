import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session.ts';
import { fakeFetch, unauthorized } from '../../test/fake-fetch.ts';
import { meAnswer, sessionAnswer, settingsAnswer, teamsAnswer } from '../../test/fixtures.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';

const toasts = () =>
  notificationsStore.getState().notifications.map(({ message, position }) => ({ message, position }));

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/login', () => {
  it('validates with the contract schema before calling the server', async () => {
    const server = fakeFetch({});
    vi.stubGlobal('fetch', server.fetch);
    renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(server.calls.filter((call) => call.path === '/api/login')).toEqual([]);
  });

  it('signs in, checks the session, toasts at bottom-center and goes where the user wanted', async () => {
    const server = fakeFetch({
      'POST /api/login': { body: sessionAnswer },
      'GET /api/auth/me': [unauthorized, { body: meAnswer }], // the guard's check on /login, then the real one
      'GET /api/user-settings': { body: settingsAnswer() },
      'GET /api/teams': { body: teamsAnswer },
    });
    vi.stubGlobal('fetch', server.fetch);
    const { router } = renderApp('/login?redirect=%2Fsales%3Fpage%3D2');
    await userEvent.setup().click(await screen.findByLabelText('Remember me'));
    await fillIn(' Demo@Flipstack.test ', 'flipstack-demo');

    await waitFor(() => expect(currentPath(router)).toBe('/sales?page=2'));
    expect(server.calls.find((call) => call.path === '/api/login')).toMatchObject({
      body: { email: 'demo@flipstack.test', password: 'flipstack-demo', remember: true },
    });
    const afterLogin = server.calls.slice(server.calls.findIndex((call) => call.path === '/api/login') + 1);
    expect(afterLogin.slice(0, 2).map((call) => call.path)).toEqual(['/api/auth/me', '/api/user-settings']);
    expect(sessionStore.getState()).toMatchObject({
      isLoggedIn: true,
      refreshExpiresAt: sessionAnswer.refresh_expires_at,
    });
    expect(toasts()).toEqual([{ message: 'You are now logged in.', position: 'bottom-center' }]);
  });

  // Each names another origin once the URL parser (or a browser) has normalised it.
  const offSite = [
    '//evil.example/x',
    '/.//evil.example/phish',
    '/a/..//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
  ];

  it.each(offSite)('never follows a redirect to another origin: signs in and goes home (%j)', async (redirect) => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/login': { body: sessionAnswer },
        'GET /api/auth/me': [unauthorized, { body: meAnswer }], // the guard's check on /login, then the real one
        'GET /api/user-settings': { body: settingsAnswer() },
        'GET /api/teams': { body: teamsAnswer },
      }).fetch,
    );
    const { router } = renderApp(`/login?${new URLSearchParams({ redirect }).toString()}`);
    await fillIn('demo@flipstack.test', 'flipstack-demo');
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(toasts()).toEqual([{ message: 'You are now logged in.', position: 'bottom-center' }]);
  });

  it.each(offSite)('sends a signed-in user home, not to another origin (%j)', async (redirect) => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/auth/me': { body: meAnswer },
        'GET /api/user-settings': { body: settingsAnswer() },
        'GET /api/teams': { body: teamsAnswer },
      }).fetch,
    );
    const { router } = renderApp(`/login?${new URLSearchParams({ redirect }).toString()}`);
    await waitFor(() => expect(currentPath(router)).toBe('/'));
  });

  it("shows the server's message when sign-in fails", async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/login': { status: 401, body: { code: 'UNAUTHORIZED', message: 'Invalid email or password.' } },
      }).fetch,
    );
    renderApp('/login');
    await fillIn('demo@flipstack.test', 'wrong-password');
    await waitFor(() =>
      expect(toasts()).toEqual([{ message: 'Invalid email or password.', position: 'bottom-center' }]),
    );
    expect(sessionStore.getState().isLoggedIn).toBe(false);
  });

  it("falls back to 'Login failed' without a server message", async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'POST /api/login': { status: 500 } }).fetch);
    renderApp('/login');
    await fillIn('demo@flipstack.test', 'flipstack-demo');
    await waitFor(() => expect(toasts()).toEqual([{ message: 'Login failed', position: 'bottom-center' }]));
  });

  it('places server field errors on the fields', async () => {
    const fieldErrors = { email: 'No account uses this email' };
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/login': {
          status: 400,
          body: { code: 'VALIDATION_FAILED', message: 'Check the form.', fieldErrors },
        },
      }).fetch,
    );
    renderApp('/login');
    await fillIn('demo@flipstack.test', 'flipstack-demo');
    expect(await screen.findByText('No account uses this email')).toBeTruthy();
  });

  it('links to password recovery and registration', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/auth/me': unauthorized }).fetch);
    renderApp('/login');
    expect((await screen.findByRole('link', { name: 'Forgot password?' })).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
  });

  describe('Microsoft sign-in', () => {
    const status = (microsoft_sign_in: boolean) => ({
      body: { status: 'ok', version: '0.1.0', database: 'embedded', microsoft_sign_in },
    });

    it('offers "Sign in with Microsoft" only when the server has it, keeping "remember me" and the redirect', async () => {
      vi.stubGlobal('fetch', fakeFetch({ 'GET /api/auth/me': unauthorized, 'GET /api/status': status(true) }).fetch);
      renderApp('/login?redirect=%2Fsales');
      const button = await screen.findByRole('link', { name: 'Sign in with Microsoft' });
      expect(button.getAttribute('href')).toBe('/api/connect-to-microsoft?remember=false&redirect=%2Fsales');
      await userEvent.setup().click(screen.getByLabelText('Remember me'));
      expect(button.getAttribute('href')).toBe('/api/connect-to-microsoft?remember=true&redirect=%2Fsales');
    });

    it('hides it when the server does not have it', async () => {
      vi.stubGlobal('fetch', fakeFetch({ 'GET /api/auth/me': unauthorized, 'GET /api/status': status(false) }).fetch);
      renderApp('/login');
      await screen.findByRole('button', { name: 'Sign in' });
      await waitFor(() => expect(screen.queryByText('or')).toBeNull());
      expect(screen.queryByRole('link', { name: 'Sign in with Microsoft' })).toBeNull();
    });

    it('says why an unknown account was not signed in, and toasts the provider’s errors', async () => {
      vi.stubGlobal('fetch', fakeFetch({ 'GET /api/auth/me': unauthorized, 'GET /api/status': status(true) }).fetch);
      renderApp('/login?microsoft=unknown-account');
      expect((await screen.findByRole('alert')).textContent).toContain(
        'No Flipstack account is linked to that Microsoft account.',
      );
      cleanup();
      renderApp('/login?microsoft=failed');
      await waitFor(() =>
        expect(toasts()).toContainEqual({
          message: 'Microsoft sign-in failed. Please try again.',
          position: 'bottom-center',
        }),
      );
      expect(screen.queryByText(/No Flipstack account is linked/)).toBeNull();
    });
  });
});
