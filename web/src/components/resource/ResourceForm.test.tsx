import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brands } from '@flipstack/contract';
import { TextInput } from '@mantine/core';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders.tsx';
import { NavigateProvider } from '../../lib/navigation.tsx';
import { queryClient } from '../../lib/query-client.ts';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { ResourceForm } from './ResourceForm.tsx';
import { LEAVE_TITLE } from './useLeaveWarning.tsx';

const at = '2026-01-02T10:00:00.000Z';

function renderBrandForm() {
  const server = fakeFetch({
    'POST /api/v2/brands': { status: 201, body: { id: 5, name: 'Sony', created_at: at, updated_at: at } },
  });
  vi.stubGlobal('fetch', server.fetch);
  const router = createMemoryRouter(
    [
      {
        element: (
          <NavigateProvider>
            <Outlet />
          </NavigateProvider>
        ),
        children: [
          { path: '/brands', element: <p>Brand list</p> },
          {
            path: '/brands/create',
            element: (
              <ResourceForm
                contract={brands}
                initialValues={{ name: '' }}
                savedPath={() => '/brands'}
                cancelPath="/brands"
              >
                {(form) => <TextInput label="Name" {...form.getInputProps('name')} />}
              </ResourceForm>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/brands/create'] },
  );
  render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('ResourceForm', () => {
  it('asks before leaving with unsaved changes, and stays when asked to', async () => {
    const router = renderBrandForm();
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/brands'));

    await router.navigate('/brands/create');
    await userEvent.type(await screen.findByLabelText('Name'), 'Sony');
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: LEAVE_TITLE })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/brands/create');
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Sony');

    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/brands'));
  });

  it('moves on after a save without asking', async () => {
    const router = renderBrandForm();
    await userEvent.type(await screen.findByLabelText('Name'), 'Sony');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/brands'));
    expect(screen.queryByRole('dialog', { name: LEAVE_TITLE })).toBeNull();
  });

  it('has the browser ask before the tab closes with unsaved changes', async () => {
    renderBrandForm();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.type(await screen.findByLabelText('Name'), 'Sony');
    expect(unload()).toBe(true);
  });
});
