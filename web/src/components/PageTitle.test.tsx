import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MantineProvider } from '@mantine/core';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/AppProviders.tsx';
import { PageTitle } from './PageTitle.tsx';

const titleAt = (path: string) =>
  createMemoryRouter([{ path: '*', element: <PageTitle>Purchases</PageTitle> }], { initialEntries: [path] });

describe('PageTitle', () => {
  it("shows the help the app puts beside it: the guide's section about the screen", async () => {
    render(
      <AppProviders queryClient={new QueryClient()} env="test">
        <RouterProvider router={titleAt('/purchases')} />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Purchases' })).toBeTruthy();
    const help = await screen.findByRole('link', { name: 'Help: Purchases' });
    expect(help.getAttribute('href')).toMatch(/^\/user-guide\/purchases#/);
  });

  it('is the title alone where nothing is put beside it', () => {
    render(
      <MantineProvider env="test">
        <RouterProvider router={titleAt('/purchases')} />
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Purchases' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
