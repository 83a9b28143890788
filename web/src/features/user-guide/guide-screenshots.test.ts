import { describe, expect, it } from 'vitest';
import { guideMarkdown } from './guide-content.ts';
import { GUIDE_PAGES } from './guide-pages.ts';
import { GUIDE_SCREENSHOTS, screenshotUrl } from './guide-screenshots.ts';

/** The committed screenshots, as data URLs: web/public/guide/<name>.webp. */
const COMMITTED = import.meta.glob<string>('../../../public/guide/*', {
  eager: true,
  query: '?inline',
  import: 'default',
});
const committed = (name: string) => COMMITTED[`../../../public/guide/${name}.webp`];

/** Every image of every guide page: `![alt](src)`. */
const IMAGES = GUIDE_PAGES.flatMap((page) =>
  [...guideMarkdown(page).matchAll(/!\[([^\]]*)\]\(([^)\s]+)\)/g)].map((match) => ({
    page: page.slug || 'index',
    alt: match[1]!,
    src: match[2]!,
  })),
);
const MAX_BYTES = 150_000;

describe('the guide’s screenshots', () => {
  it.each(IMAGES.map((image) => [image.src, image.page, image] as const))(
    '%s on %s.md is one the browser suite makes, described in its alt text',
    (_src, _page, image) => {
      const names = GUIDE_SCREENSHOTS.map((shot) => screenshotUrl(shot.name));
      expect(names, 'not in guide-screenshots.ts, so the suite never makes it').toContain(image.src);
      expect(image.alt.trim().length).toBeGreaterThan(10);
    },
  );

  it.each(GUIDE_SCREENSHOTS.map((shot) => [shot.name, shot] as const))(
    '%s is shown on a guide page and committed as a small WebP',
    (name) => {
      expect(IMAGES.map((image) => image.src)).toContain(screenshotUrl(name));
      const data = committed(name);
      expect(data, `web/public/guide/${name}.webp is missing: run npm run guide:screenshots`).toBeDefined();
      // RIFF....WEBP in base64.
      expect(data!.slice(0, 'data:image/webp;base64,UklGR'.length)).toBe('data:image/webp;base64,UklGR');
      expect(atob(data!.split(',')[1]!.slice(0, 16)).slice(8, 12)).toBe('WEBP');
      expect((data!.length - 'data:image/webp;base64,'.length) * 0.75).toBeLessThan(MAX_BYTES);
    },
  );

  it('keeps no other file in web/public/guide', () => {
    const expected = GUIDE_SCREENSHOTS.map((shot) => `../../../public/guide/${shot.name}.webp`).sort();
    expect(Object.keys(COMMITTED).sort()).toEqual(expected);
  });
});
