import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** Debian's Chromium, or the one CHROMIUM_PATH names; undefined when neither is there. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env['CHROMIUM_PATH'], '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

/**
 * Chromium at desktop size with the session's cookies, or why it cannot be: no Chromium, or no web build to
 * serve. The app's CSP refuses eval, which is how Playwright runs code given as text: it is bypassed.
 */
export async function signedInBrowser(
  origin: string,
  cookie: string,
): Promise<{ browser: Browser; context: BrowserContext } | { reason: string }> {
  const executablePath = chromiumPath();
  if (!executablePath) return { reason: 'No Chromium found (CHROMIUM_PATH, /usr/bin/chromium)' };
  const index = await fetch(`${origin}/`);
  if (!(await index.text()).includes('<div id="root"')) return { reason: 'The web app is not built (`npm run build`)' };
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return { name, value: value.join('='), url: origin };
    }),
  );
  return { browser, context };
}
