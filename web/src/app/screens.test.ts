import { describe, expect, it } from 'vitest';
import { INDEX_ENTRIES, NAV_LINKS, SCREENS } from './screens.ts';

/** Their help lives in the guide's opening page, without an icon; the guide's own pages need none. */
const WITHOUT_HELP = ['/change-password', '/admin'];

describe('SCREENS', () => {
  it('declares each path once', () => {
    const paths = SCREENS.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(SCREENS.map((screen) => [screen.path, screen] as const))('%s has a title', (_path, screen) => {
    expect(screen.title.trim()).not.toBe('');
  });

  it.each(
    SCREENS.filter(
      (screen) => !screen.meta?.public && !screen.path.startsWith('/user-guide') && !WITHOUT_HELP.includes(screen.path),
    ).map((screen) => [screen.path, screen] as const),
  )('%s names its help section', (_path, screen) => {
    expect(screen.help?.screen.trim()).toBeTruthy();
    expect(screen.help?.section.trim()).toBeTruthy();
  });

  it('links the header and the Index only to declared screens', () => {
    const paths = SCREENS.map((screen) => screen.path);
    for (const link of NAV_LINKS) expect(paths).toContain(link.to);
    for (const entry of INDEX_ENTRIES) expect(paths).toContain(new URL(entry.to, 'http://x').pathname);
  });
});
