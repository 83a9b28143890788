import { existsSync } from 'node:fs';

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else the
 * build inside @sparticuz/chromium (so a machine without the Debian package still runs the suite).
 */
export async function chromiumExecutable(): Promise<string> {
  const fromEnvironment = process.env['CHROMIUM_PATH'];
  if (fromEnvironment) return fromEnvironment;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const { default: bundled } = await import('@sparticuz/chromium');
  return bundled.executablePath();
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
