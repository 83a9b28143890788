const PROBE_ORIGIN = 'http://flipstack.invalid';

/**
 * Where to go after sign-in: only a same-origin relative path starting with one '/'
 * (never '//host' or '/\host', which browsers treat as another origin).
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  try {
    const url = new URL(target, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
