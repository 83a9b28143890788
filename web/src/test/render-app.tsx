import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProviders } from '../app/AppProviders.tsx';
import { buildRoutes, type AppRoute } from '../app/routes.tsx';
import { queryClient } from '../lib/query-client.ts';

/** The whole app (providers, guard, shell) on an in-memory history starting at `path`. */
export function renderApp(path: string, table?: AppRoute[]) {
  const router = createMemoryRouter(buildRoutes(table), { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}

export const currentPath = (router: ReturnType<typeof createMemoryRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;
