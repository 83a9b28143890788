import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SIGNED_IN_STATE, noisePng } from './fixtures.ts';

const PUBLIC_PAGES = ['/login', '/register', '/forgot-password', '/reset-password/abc', '/splash', '/not-found'];
const SIGNED_IN_PAGES = [
  '/',
  '/change-password',
  '/index',
  '/purchases',
  '/purchases/create',
  '/brands',
  '/brands/create',
  '/products',
  '/products/create',
  '/product-categories',
  '/product-categories/create',
  '/platforms',
  '/platforms/create',
  '/sellers',
  '/sellers/create',
  '/sales',
  '/sales/create',
  '/sales/1',
  '/listings',
  '/listings/create',
  '/accounts',
  '/accounts/create',
  '/shipping-services/create',
  '/inventory',
  '/inventory/1',
  '/inventory/tracking',
  '/inventory/legacy',
  '/analytics',
  '/reports',
  '/reports/tax-year',
  '/mileage',
  '/mileage/rates',
  '/mileage/create',
  '/transactions',
  '/reminders',
  '/file-uploads',
  '/import',
  '/ebay/login',
  '/ebay-orders',
  '/ebay-orders/get/',
  '/ebay-payouts',
  '/marketplace-sales',
  '/user-guide',
  '/user-guide/sales',
  // Its screenshots (their alt text, their frame in the dark theme).
  '/user-guide/inventory',
  '/admin',
  '/admin?tab=teams',
];

/** Screens that open over a list or a record: where to go, what opens them, and the dialog's name. */
const OVERLAYS = [
  {
    path: '/reminders',
    open: async (page: Page) => {
      await page.getByRole('button', { name: 'Assistant' }).click();
      const input = page.getByLabel('Message the assistant');
      await input.fill('What did I make last month?');
      await input.press('Enter');
      await expect(page.getByRole('group', { name: 'Suggested replies' })).toBeVisible();
    },
    dialog: 'Assistant',
  },
  { path: '/brands', open: (page: Page) => page.getByRole('row').nth(1).click(), dialog: 'Edit brand' },
  {
    path: '/purchases/1',
    open: (page: Page) => page.getByRole('region', { name: 'Items' }).getByRole('button', { name: 'Add item' }).click(),
    dialog: 'Add an item to purchase #1',
  },
  // Without a camera (this browser has none), the dialog says so.
  {
    path: '/index',
    open: (page: Page) => page.getByRole('button', { name: 'Scan a barcode' }).click(),
    dialog: 'Scan a label',
  },
];

type Scheme = 'light' | 'dark';

/**
 * The dark theme changes colours only, not the markup: in it, the rules about colour are checked (the others
 * would find again what the light theme's check found, at twice the time).
 */
const DARK_RULES = ['color-contrast', 'link-in-text-block'];

const isDark = (page: Page) =>
  page.evaluate(
    () => document.body.classList.contains('dark') && document.getElementById('root')!.classList.contains('dark'),
  );

/** Axe's serious and critical findings on the page as it is, in one theme, each with where it is. */
async function seriousViolations(page: Page, scheme: Scheme): Promise<string[]> {
  await expect(page.getByRole('heading', { level: 1 }), `a heading on ${page.url()}`).toBeVisible();
  const axe = new AxeBuilder({ page });
  const results = await (scheme === 'dark' ? axe.withRules(DARK_RULES) : axe).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${scheme}: ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

/**
 * The page's findings in the light theme, then in the dark one: the theme follows the system's preference live
 * (theme.spec.ts), so both are checked on one load of the page.
 */
async function findingsInBothThemes(page: Page): Promise<string[]> {
  const found: string[] = [];
  // Colours that fade between themes (a segmented control's label, a table's header) would be read halfway
  // on a busy machine: the scan reads each theme's colours as they end.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  for (const scheme of ['light', 'dark'] satisfies Scheme[]) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect.poll(() => isDark(page), `the ${scheme} theme on ${page.url()}`).toBe(scheme === 'dark');
    found.push(...(await seriousViolations(page, scheme)));
  }
  return found;
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  expect(await findingsInBothThemes(page), `on ${page.url()}`).toEqual([]);
}

/**
 * Several pages are checked in one test, one after another in the same tab: a test per page spent most of its
 * time opening a browser context and loading the app's code into it afresh. Every page is looked at, and the
 * test names each page's findings.
 */
async function expectNoneOnPages(page: Page, paths: string[]): Promise<void> {
  const findings: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    const found = await findingsInBothThemes(page);
    if (found.length > 0) findings[path] = found;
  }
  expect(findings).toEqual({});
}

/** `items` in groups of `size`, in order. */
function groupsOf<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

/** Pages per test, each scanned twice: enough to share the start, few enough that the two workers share the pages evenly. */
const PAGES_PER_TEST = 4;

test.describe('[A11Y] light and dark', () => {
  test(`public pages ${PUBLIC_PAGES.join(' ')}`, async ({ page }) => {
    await expectNoneOnPages(page, PUBLIC_PAGES);
  });

  test.describe('signed in', () => {
    test.use({ storageState: SIGNED_IN_STATE });
    for (const paths of groupsOf(SIGNED_IN_PAGES, PAGES_PER_TEST)) {
      test(`pages ${paths.join(' ')}`, async ({ page }) => {
        await expectNoneOnPages(page, paths);
      });
    }
    for (const overlay of OVERLAYS) {
      test(`${overlay.dialog} over ${overlay.path}`, async ({ page }) => {
        await page.goto(overlay.path);
        await overlay.open(page);
        await expect(page.getByRole('dialog', { name: overlay.dialog })).toBeVisible();
        await expectNoSeriousViolations(page);
      });
    }
    /** A new seller with one photo: the gallery, the lists and the lightbox have something to show. */
    async function sellerWithPhoto(page: Page, request: APIRequestContext): Promise<number> {
      const seller = await request.post('/api/v2/sellers', { data: { name: `Files ${Date.now()}` } });
      const sellerId = ((await seller.json()) as { id: number }).id;
      await page.goto('/index');
      const upload = await request.post(`/api/upload/sellers/${sellerId}`, {
        multipart: { file: { name: 'shelf-photo.png', mimeType: 'image/png', buffer: await noisePng(page, 64) } },
      });
      expect(upload.ok()).toBe(true);
      return sellerId;
    }
    test("a record's files and the lightbox", async ({ page, request }) => {
      test.slow(); // an upload and four scans
      await page.goto(`/sellers/${await sellerWithPhoto(page, request)}`);
      await expect(page.getByRole('button', { name: 'Preview shelf-photo.png' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: 'Preview shelf-photo.png' }).click();
      await expect(page.getByRole('dialog', { name: 'shelf-photo.png' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
    test('/file-uploads with files, as grid and as table', async ({ page, request }) => {
      test.slow(); // an upload and four scans
      await sellerWithPhoto(page, request);
      for (const path of ['/file-uploads?entity=sellers', '/file-uploads?entity=sellers&view=table']) {
        await page.goto(path);
        await expect(page.getByText('shelf-photo.png').first()).toBeVisible();
        await expectNoSeriousViolations(page);
      }
    });
    test('guide search results', async ({ page }) => {
      await page.goto('/user-guide');
      await page.getByRole('textbox', { name: 'Search the guide' }).fill('sales tax');
      await expect(page.getByRole('region', { name: 'Guide search results' }).getByRole('link').first()).toBeVisible();
      await expectNoSeriousViolations(page);
    });
    test('purchase split by weight', async ({ page }) => {
      await page.goto('/purchases/create');
      await page.getByText('By weight', { exact: true }).click();
      await expect(page.getByRole('textbox', { name: 'Weight' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
});
