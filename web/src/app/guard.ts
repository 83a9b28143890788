import { replace, type LoaderFunction } from 'react-router';
import { checkSession, recheckStoredSession } from '../features/auth/session-actions.ts';
import { loginPath, safeRedirect } from '../lib/redirect.ts';
import { sessionStore } from '../lib/session.ts';
import type { RouteMeta } from './route-meta.ts';

// Set when this guard sends the user to /login after a failed check, so /login does not check again.
let hasJustFailedCheck = false;

async function isSignedIn(): Promise<boolean> {
  if (!sessionStore.getState().isLoggedIn) return checkSession();
  void recheckStoredSession();
  return true;
}

/**
 * The navigation guard, run as each route's loader so it finishes before the screen renders
 * (spec section 2): a sign-in route requested while logged out runs the session check first;
 * if it fails, the user goes to /login with the wanted path kept in `redirect`.
 * Redirects replace the history entry, so Back does not bounce through the guard again.
 */
export function guardLoader(meta: RouteMeta): LoaderFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    if (meta.name === 'login') {
      const skipCheck = hasJustFailedCheck;
      hasJustFailedCheck = false;
      // A signed-in user goes on; the cookies may hold a session this tab has not stored.
      if (skipCheck ? sessionStore.getState().isLoggedIn : await isSignedIn()) {
        throw replace(safeRedirect(url.searchParams.get('redirect')));
      }
      return null;
    }
    if (!meta.requiresAuth) return null;
    if (!(await isSignedIn())) {
      hasJustFailedCheck = true;
      throw replace(loginPath(`${url.pathname}${url.search}`));
    }
    // Rights granted since this browser stored the session count: wait for the re-check before refusing.
    if (meta.requiresSuperAdmin && !sessionStore.getState().isSuperAdmin) await recheckStoredSession();
    if (meta.requiresSuperAdmin && !sessionStore.getState().isSuperAdmin) throw replace('/not-found');
    return null;
  };
}
