/**
 * The guide's screenshots. The browser suite (e2e/guide-screenshots.spec.ts) makes each one from the demo data
 * (the eBay orders from the suite's local eBay, in a team of their own),
 * in the light theme at SCREENSHOT_VIEWPORT; `npm run guide:screenshots` writes them to web/public/guide, served at
 * screenshotUrl(name). A guide page shows one with `![what it shows](/guide/<name>.webp)`; a test fails on a
 * name that is not here, and on an entry no page shows.
 */
export const GUIDE_SCREENSHOTS = [
  { name: 'dashboard', route: '/', shows: 'the dashboard with this month, last month and the stock' },
  { name: 'purchase-split', route: '/purchases/create', shows: 'a new purchase of three items split equally' },
  { name: 'inventory-list', route: '/inventory', shows: 'the inventory list with its filters and totals' },
  { name: 'print-labels', route: '/inventory', shows: 'two ticked items and the label sheets to print' },
  { name: 'item-page', route: '/inventory/1', shows: 'one item with its timeline, product, purchase and sale' },
  { name: 'sale-profit', route: '/sales/1', shows: 'a sale’s revenue, costs and the profit computed from them' },
  { name: 'analytics', route: '/analytics', shows: 'the monthly chart and table' },
  { name: 'tag-numbers', route: '/index', shows: 'the team’s tag number format on the Index' },
  {
    name: 'ebay-orders',
    route: '/ebay-orders',
    shows: 'orders from the local eBay of the tests, one line waiting to be matched',
  },
  { name: 'assistant', route: '/', shows: 'the assistant answering what the team made last month' },
] as const;

export type GuideScreenshotName = (typeof GUIDE_SCREENSHOTS)[number]['name'];

/** Wide enough for the tables, small enough that a screenshot stays under about 100 KB. */
export const SCREENSHOT_VIEWPORT = { width: 1200, height: 760 } as const;

export const screenshotUrl = (name: string): string => `/guide/${name}.webp`;
