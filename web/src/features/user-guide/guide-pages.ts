/**
 * The guide's pages in reading order. Slug '' is /user-guide itself; listings, sales, orders and products
 * are the spec's sub-pages, the others cover the rest of the product. Each page's Markdown is
 * pages/<slug or index>.md and starts with `# <label>`.
 */
export const GUIDE_PAGES = [
  { slug: '', label: 'Getting started', title: 'User guide' },
  { slug: 'purchases', label: 'Purchases', title: 'User guide: purchases' },
  { slug: 'products', label: 'Products', title: 'User guide: products' },
  { slug: 'inventory', label: 'Inventory', title: 'User guide: inventory' },
  { slug: 'listings', label: 'Listings', title: 'User guide: listings' },
  { slug: 'sales', label: 'Sales', title: 'User guide: sales' },
  { slug: 'analytics', label: 'Analytics', title: 'User guide: analytics' },
  { slug: 'orders', label: 'eBay orders', title: 'User guide: orders' },
  { slug: 'ebay', label: 'Connecting eBay', title: 'User guide: eBay' },
  { slug: 'import', label: 'Import', title: 'User guide: import' },
  { slug: 'files', label: 'Files', title: 'User guide: files' },
  { slug: 'assistant', label: 'Assistant', title: 'User guide: assistant' },
] as const;

export type GuidePage = (typeof GUIDE_PAGES)[number];

export const guidePath = (slug: string): string => (slug ? `/user-guide/${slug}` : '/user-guide');

/** Route paths match case-insensitively and may end in a slash. */
export function guidePageAt(pathname: string): GuidePage | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return GUIDE_PAGES.find((page) => guidePath(page.slug) === path);
}

/** A heading's anchor: its words in lower case joined by hyphens ("Split the cost" → split-the-cost). */
export const headingId = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
