import { Suspense, lazy, useEffect, useMemo } from 'react';
import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { NavigateProvider } from '../lib/navigation.tsx';
import { useSession } from '../lib/session.ts';
import { PageLoader } from './PageLoader.tsx';
import { useRouteMeta } from './route-meta.ts';

const APP_NAME = 'Flipstack';

// The shell is its own chunk: the sign-in screens, a first visit's usual page, never download it.
const loadShell = () => import('./shell/Shell.tsx');
const Shell = lazy(async () => ({ default: (await loadShell()).Shell }));
/** Started by the guard of sign-in routes, in parallel with the session check and the screen. */
export const preloadShell = (): void => void loadShell();

/** Every screen renders here: inside the shell with its header, or alone on the sign-in screens. */
export function RootLayout() {
  const meta = useRouteMeta();
  const isLoggedIn = useSession((session) => session.isLoggedIn);
  // The same element on every render: this layout renders again whenever a navigation starts or ends
  // (useMatches), and a new <Outlet /> would draw the whole shell again with it.
  const withShell = useMemo(
    () => (
      <NavigateProvider>
        <Suspense fallback={<PageLoader />}>
          <Shell>
            <Outlet />
          </Shell>
        </Suspense>
      </NavigateProvider>
    ),
    [],
  );

  useEffect(() => {
    document.title = meta.title ? `${meta.title} · ${APP_NAME}` : APP_NAME;
  }, [meta.title]);

  if (meta.requiresAuth && !isLoggedIn) {
    // The session just ended (logout, failed refresh); whoever ended it is navigating to /login.
    return <PageLoader />;
  }
  if (isLoggedIn && !meta.hideHeader) return withShell;
  return (
    <NavigateProvider>
      <Box component="main" mih="100vh">
        <Outlet />
      </Box>
    </NavigateProvider>
  );
}
