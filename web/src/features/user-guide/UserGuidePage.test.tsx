import { screen, within } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRoutes } from '../../app/routes.tsx';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { meAnswer, settingsAnswer, teamsAnswer } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { guideMarkdown } from './guide-content.ts';
import { GUIDE_PAGES, guidePageAt, guidePath, headingId, type GuidePage } from './guide-pages.ts';

function signedIn() {
  const server = fakeFetch({
    'GET /api/auth/me': { body: meAnswer },
    'GET /api/user-settings': { body: settingsAnswer() },
    'GET /api/teams': { body: teamsAnswer },
  });
  vi.stubGlobal('fetch', server.fetch);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Every Markdown link target of a page: `[text](target)`, not its images (`![alt](src)`). */
const linksOf = (page: GuidePage) =>
  [...guideMarkdown(page).matchAll(/(?<!!)\[[^\]]*\]\(([^)\s]+)\)/g)].map((match) => match[1]!);

/** The anchors a page's section headings get. */
const anchorsOf = (page: GuidePage) =>
  [...guideMarkdown(page).matchAll(/^#{2,3} (.+)$/gm)].map((match) => headingId(match[1]!.replace(/[*`]/g, '')));

const appRoutes = buildRoutes();
const isAppRoute = (path: string) =>
  matchRoutes(appRoutes, path)?.some((match) => match.route.path !== '*' && match.route.handle !== undefined) ?? false;

describe('/user-guide', () => {
  it.each(GUIDE_PAGES.map((page) => [guidePath(page.slug), page] as const))(
    '%s renders its Markdown under its title, marked current in the guide navigation',
    async (path, page) => {
      signedIn();
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: page.label })).toBeTruthy();
      expect(guideMarkdown(page).startsWith(`# ${page.label}\n`)).toBe(true);
      const nav = screen.getByRole('navigation', { name: 'User guide pages' });
      expect(within(nav).getAllByRole('link')).toHaveLength(GUIDE_PAGES.length);
      expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe(page.label);
      expect(document.title).toBe(`${page.title} · Flipstack`);
    },
  );

  it('gives each section heading an anchor link', async () => {
    signedIn();
    renderApp('/user-guide/purchases');
    const heading = await screen.findByRole('heading', { level: 2, name: /How the cost is split/ });
    expect(heading.id).toBe('how-the-cost-is-split');
    expect(within(heading).getByRole('link').getAttribute('href')).toBe('/user-guide/purchases#how-the-cost-is-split');
  });

  it('knows a screen from an unknown path', () => {
    expect(isAppRoute('/sales/create/4')).toBe(true);
    expect(isAppRoute('/no-such-screen')).toBe(false);
  });

  it.each(GUIDE_PAGES.map((page) => [page.slug || 'index', page] as const))(
    'links of %s.md point at a guide page and section or a screen of the app',
    (_name, page) => {
      const links = linksOf(page);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        expect(link, `external link in ${page.slug || 'index'}.md`).toMatch(/^[/#]/);
        const [path = '', anchor] = link.split('#');
        const target = path === '' ? page : guidePageAt(path);
        if (path.toLowerCase().startsWith('/user-guide') || path === '') {
          expect(target, `${link} names no guide page`).toBeDefined();
          if (anchor !== undefined) expect(anchorsOf(target!), `${link} names no section`).toContain(anchor);
        } else {
          expect(isAppRoute(path), `${link} is no screen of the app`).toBe(true);
          expect(anchor, `${link}: screens have no sections`).toBeUndefined();
        }
      }
    },
  );
});
