import { safeRedirect } from '@flipstack/contract';

export { safeRedirect };

/** /login, remembering where the user wanted to go. */
export function loginPath(target: string): string {
  const safe = safeRedirect(target);
  return safe === '/' ? '/login' : `/login?redirect=${encodeURIComponent(safe)}`;
}
