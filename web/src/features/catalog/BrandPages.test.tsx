import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type FakeAnswer } from '../../test/fake-fetch.ts';
import { meAnswer, settingsAnswer, teamsAnswer } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const toasts = () => notificationsStore.getState().notifications.map((toast) => toast.message);
const brand = { id: 7, name: 'Apple', created_at: '2026-01-02T10:00:00.000Z', updated_at: '2026-01-02T10:00:00.000Z' };

function serve(put: FakeAnswer) {
  const server = fakeFetch({
    'GET /api/auth/me': { body: meAnswer },
    'GET /api/user-settings': { body: settingsAnswer() },
    'GET /api/teams': { body: teamsAnswer },
    'GET /api/v2/brands': { body: { rows: [brand], total: 1 } },
    'PUT /api/v2/brands/7': put,
    'DELETE /api/v2/brands/7': { status: 204 },
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

async function openEditor() {
  const user = userEvent.setup();
  renderApp('/brands');
  await user.click(await screen.findByRole('button', { name: 'Apple' }));
  const drawer = await screen.findByRole('dialog', { name: 'Edit brand' });
  return { user, drawer: within(drawer) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/brands edit drawer', () => {
  it('saves the full object with PUT, toasts and closes', async () => {
    const server = serve({ body: { ...brand, name: 'Apple Inc.' } });
    const { user, drawer } = await openEditor();
    const name = drawer.getByLabelText(/Name/);
    await user.clear(name);
    await user.type(name, 'Apple Inc.');
    await user.click(drawer.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts()).toEqual(['Brand updated successfully']));
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({ id: 7, name: 'Apple Inc.' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit brand' })).toBeNull());
  });

  it("puts the server's field errors on the fields and toasts 'Error updating brand: …'", async () => {
    serve({
      status: 409,
      body: {
        code: 'CONFLICT',
        message: 'A brand with this name exists',
        fieldErrors: { name: 'A brand with this name exists' },
      },
    });
    const { user, drawer } = await openEditor();
    await user.click(drawer.getByRole('button', { name: 'Save' }));

    expect(await drawer.findByText('A brand with this name exists')).toBeTruthy();
    expect(drawer.getByLabelText(/Name/).getAttribute('aria-invalid')).toBe('true');
    expect(toasts()).toEqual(['Error updating brand: A brand with this name exists']);
  });

  it('deletes from inside the drawer after the confirmation', async () => {
    const server = serve({ body: brand });
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    const { user, drawer } = await openEditor();
    await user.click(drawer.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(toasts()).toEqual(['Brand deleted successfully']));
    expect(server.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/v2/brands/7',
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit brand' })).toBeNull());
  });
});
