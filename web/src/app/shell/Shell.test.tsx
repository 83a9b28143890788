import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session.ts';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { meAnswer, teamsAnswer } from '../../test/fixtures.ts';
import { setMediaQuery } from '../../test/media.ts';
import { currentPath, renderApp } from '../../test/render-app.tsx';
import { NAV_LINKS } from '../screens.ts';
import { WIDE_SCREEN_QUERY } from './Shell.tsx';

const LINK_TEXTS = [
  'Home',
  'Listings',
  'Sales',
  'Purchases',
  'Products',
  'Index',
  'Inventory',
  'Analytics',
  'User Guide',
];

function signedInAt(path: string) {
  sessionStore.signIn(meAnswer);
  const server = fakeFetch({
    'GET /api/teams': { body: teamsAnswer },
    'POST /api/logout': { body: { message: 'Signed out.' } },
  });
  vi.stubGlobal('fetch', server.fetch);
  return { server, ...renderApp(path) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('shell', () => {
  it('shows brand, search, the links in the spec order, and the team switcher for several teams', async () => {
    setMediaQuery(WIDE_SCREEN_QUERY, true);
    signedInAt('/');
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Flipstack')).toBeTruthy();
    expect(within(header).getByRole('combobox', { name: 'Global search' }).getAttribute('placeholder')).toBe(
      'Search… (Ctrl+K)',
    );
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(LINK_TEXTS);
    expect(NAV_LINKS.map((link) => link.label)).toEqual(LINK_TEXTS);
    expect(await within(header).findByRole('combobox', { name: 'Team' })).toBeTruthy();
    expect(within(header).getByRole('radiogroup', { name: 'Theme' })).toBeTruthy();
  });

  it('adds Admin after the spec links for super admins only', async () => {
    setMediaQuery(WIDE_SCREEN_QUERY, true);
    signedInAt('/');
    const nav = within(await screen.findByRole('banner')).getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Admin' })).toBeNull();
    act(() => sessionStore.signIn({ ...meAnswer, super_admin: true }));
    expect(within(nav).getAllByRole('link').at(-1)?.textContent).toBe('Admin');
    expect(within(nav).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });

  it('logs out: POST /logout, cleared session, /login and the bottom-center toast', async () => {
    setMediaQuery(WIDE_SCREEN_QUERY, true);
    const { router, server } = signedInAt('/change-password');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(server.calls.some((call) => call.method === 'POST' && call.path === '/api/logout')).toBe(true);
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    expect(notificationsStore.getState().notifications.map(({ message, position }) => ({ message, position }))).toEqual(
      [{ message: 'You are now logged out.', position: 'bottom-center' }],
    );
  });

  it('collapses the links behind a burger on small screens', async () => {
    signedInAt('/');
    const burger = await screen.findByRole('button', { name: 'Toggle navigation' });
    expect(screen.queryByRole('link', { name: 'Analytics' })).toBeNull();
    await userEvent.setup().click(burger);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([...LINK_TEXTS, 'Change password']);
    // Logout sits in the menu on a phone; the header keeps the search in reach instead.
    expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Logout' })).toHaveLength(1);
  });

  it('opens the search over the whole screen from the header of a phone, its field focused', async () => {
    signedInAt('/');
    const user = userEvent.setup();
    await user.click(await within(await screen.findByRole('banner')).findByRole('button', { name: 'Search' }));
    const search = await screen.findByRole('dialog', { name: 'Search' });
    const field = within(search).getByRole('combobox', { name: 'Global search' });
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('has no header on the sign-in screens', async () => {
    renderApp('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
