import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders.tsx';
import { createAppRouter } from './app/routes.tsx';
import { warmScreenOnIntent, warmScreensWhenIdle } from './app/warm-screens.ts';
import { listenForSearchKey } from './features/search/search-key.ts';
import { api } from './lib/api.ts';
import { queryClient } from './lib/query-client.ts';
import { loginPath } from './lib/redirect.ts';

listenForSearchKey();
const router = createAppRouter();
warmScreensWhenIdle(router);
warmScreenOnIntent();

// After a failed refresh the session is already cleared and the toast shown; the user signs in again.
api.setOnSessionExpired(() => {
  const { pathname, search } = router.state.location;
  void router.navigate(loginPath(`${pathname}${search}`), { replace: true });
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
