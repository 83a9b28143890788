import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from './routes.tsx';
import { guideMarkdown } from '../features/user-guide/guide-content.ts';
import { GUIDE_PAGES, headingId } from '../features/user-guide/guide-pages.ts';
import { SCREEN_HELP, screenHelpAt } from './screens.ts';

/** Built by the Microsoft sign-in and admin work, their help lives in the guide's opening page without an icon. */
const WITHOUT_ICON = ['/change-password', '/admin'];

const sectionsOf = (slug: string) => {
  const page = GUIDE_PAGES.find((candidate) => candidate.slug === slug);
  if (!page) return undefined;
  return [...guideMarkdown(page).matchAll(/^#{2,3} (.+)$/gm)].map((match) => headingId(match[1]!));
};

describe('SCREEN_HELP', () => {
  it('names a help section for every signed-in screen with a header, and only screens that exist', () => {
    const screens = ROUTE_TABLE.filter(
      (route) => !route.meta.public && !route.path.startsWith('/user-guide') && !WITHOUT_ICON.includes(route.path),
    ).map((route) => route.path);
    expect(Object.keys(SCREEN_HELP).sort()).toEqual(screens.sort());
  });

  it.each(Object.entries(SCREEN_HELP))('%s points at a page and a section of the guide', (_path, help) => {
    expect(sectionsOf(help.page), `no guide page "${help.page}"`).toBeDefined();
    expect(sectionsOf(help.page)).toContain(headingId(help.section));
  });
});

describe('screenHelpAt', () => {
  it('finds the screen of an address, a fixed path before a parameter, optional parts included', () => {
    expect(screenHelpAt('/inventory/tracking')?.to).toBe('/user-guide/inventory#tracking-what-is-not-moving');
    expect(screenHelpAt('/inventory/12')?.to).toBe('/user-guide/inventory#one-item-and-its-story');
    expect(screenHelpAt('/sales/create/4/2')).toMatchObject({
      screen: 'New sale',
      to: '/user-guide/sales#record-a-sale',
    });
    expect(screenHelpAt('/')?.to).toBe('/user-guide#find-your-way-around');
  });

  it('answers nothing for the guide itself and for unknown addresses', () => {
    expect(screenHelpAt('/user-guide/sales')).toBeUndefined();
    expect(screenHelpAt('/no-such-screen')).toBeUndefined();
  });
});
