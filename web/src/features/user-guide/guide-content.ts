import type { GuidePage } from './guide-pages.ts';

const FILES = import.meta.glob<string>('./pages/*.md', { query: '?raw', import: 'default', eager: true });

/** The Markdown of one guide page (bundled with the guide's own chunk). */
export function guideMarkdown(page: GuidePage): string {
  const markdown = FILES[`./pages/${page.slug || 'index'}.md`];
  if (markdown === undefined) throw new Error(`The guide page ${page.slug || 'index'}.md is missing`);
  return markdown;
}
