import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SIGNED_IN_STATE } from './fixtures.ts';

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
  '/transactions',
  '/reminders',
  '/user-guide',
  '/user-guide/sales',
];

/** Screens that open over a list or a record: where to go, what opens them, and the dialog's name. */
const OVERLAYS = [
  { path: '/brands', open: (page: Page) => page.getByRole('row').nth(1).click(), dialog: 'Edit brand' },
  {
    path: '/purchases/1',
    open: (page: Page) => page.getByRole('region', { name: 'Items' }).getByRole('button', { name: 'Add item' }).click(),
    dialog: 'Add an item to purchase #1',
  },
];

async function expectNoSeriousViolations(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious, `on ${page.url()}`).toEqual([]);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`[A11Y] ${colorScheme}`, () => {
    test.use({ colorScheme });

    for (const path of PUBLIC_PAGES) {
      test(`public page ${path}`, async ({ page }) => {
        await page.goto(path);
        await expectNoSeriousViolations(page);
      });
    }

    test.describe('signed in', () => {
      test.use({ storageState: SIGNED_IN_STATE });
      for (const path of SIGNED_IN_PAGES) {
        test(`page ${path}`, async ({ page }) => {
          await page.goto(path);
          await expectNoSeriousViolations(page);
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
      test('guide search results', async ({ page }) => {
        await page.goto('/user-guide');
        await page.getByRole('textbox', { name: 'Search the guide' }).fill('sales tax');
        await expect(
          page.getByRole('region', { name: 'Guide search results' }).getByRole('link').first(),
        ).toBeVisible();
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
}
