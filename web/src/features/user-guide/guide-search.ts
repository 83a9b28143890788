import { guideMarkdown } from './guide-content.ts';
import { GUIDE_PAGES, guidePath, headingId, type GuidePage } from './guide-pages.ts';

export type GuideSection = { page: GuidePage; heading: string; to: string; text: string };
export type GuideHit = GuideSection & { snippet: string };

const plain = (markdown: string) =>
  markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*`>|#_]/g, ' ')
    .replace(/-{3,}/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Every page cut at its headings: the page's opening under its title, then one section per heading. */
function sectionsOf(page: GuidePage): GuideSection[] {
  const sections: GuideSection[] = [];
  for (const part of guideMarkdown(page).split(/^(?=#{1,3} )/m)) {
    const [first = '', ...rest] = part.split('\n');
    const heading = first.replace(/^#{1,3} /, '').trim();
    const isTitle = first.startsWith('# ');
    const to = isTitle ? guidePath(page.slug) : `${guidePath(page.slug)}#${headingId(heading)}`;
    sections.push({ page, heading, to, text: plain(`${heading} ${rest.join(' ')}`) });
  }
  return sections;
}

const SECTIONS = GUIDE_PAGES.flatMap(sectionsOf);
const SNIPPET_SIDE = 60;

/** Sections holding every word of the query (any case), in reading order; each with the text around its first word. */
export function searchGuide(query: string, limit = 8): GuideHit[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const hits: GuideHit[] = [];
  for (const section of SECTIONS) {
    const text = section.text.toLowerCase();
    if (!words.every((word) => text.includes(word))) continue;
    const at = text.indexOf(words[0]!);
    const start = Math.max(0, at - SNIPPET_SIDE);
    const end = Math.min(text.length, at + words[0]!.length + SNIPPET_SIDE);
    const snippet = `${start > 0 ? '…' : ''}${section.text.slice(start, end)}${end < text.length ? '…' : ''}`;
    hits.push({ ...section, snippet });
    if (hits.length === limit) break;
  }
  return hits;
}
