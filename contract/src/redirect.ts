const PROBE_ORIGIN = 'http://flipstack.invalid';

/** A path a browser reads as a path on this origin: one '/', then anything but another '/' or '\'. */
const LOCAL_PATH = /^\/(?![/\\])/;

/** The path, query and fragment of `text` read as a browser reads a link on this origin; null when it leaves it. */
function sameOriginPath(text: string): string | null {
  try {
    const url = new URL(text, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * Where to go after sign-in (the web app's navigation and the server's `Location` alike): a path on
 * this origin, else `fallback`. The decision is made on the path returned, as the URL parser normalised
 * it, not on the text asked for: `/.//evil.example` and `/a/..//evil.example` normalise to
 * `//evil.example`, and the parser strips tabs and newlines and reads `\` as `/` just as browsers do.
 * What is returned starts with one '/' and reads back as itself, so the browser goes where was checked.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target?.startsWith('/')) return fallback;
  const path = sameOriginPath(target);
  return path !== null && LOCAL_PATH.test(path) && sameOriginPath(path) === path ? path : fallback;
}
