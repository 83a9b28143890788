import { expect, test } from '@playwright/test';
import { SIGNED_IN_STATE } from './fixtures.ts';

test.describe('[ROUTES]', () => {
  test('matching ignores case', async ({ page }) => {
    await page.goto('/LOGIN');
    await expect(page.getByRole('heading', { name: 'Sign in to Flipstack' })).toBeVisible();
  });

  test('an unknown path goes to /not-found', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/not-found$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test.describe('signed in', () => {
    test.use({ storageState: SIGNED_IN_STATE });

    test('a mixed-case route opens its screen', async ({ page }) => {
      await page.goto('/Purchases');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Purchases');
    });

    test('the header carries the brand, the search box and the links in order', async ({ page }) => {
      await page.goto('/');
      const header = page.getByRole('banner');
      await expect(header.getByText('Flipstack', { exact: true })).toBeVisible();
      await expect(header.getByRole('combobox', { name: 'Global search' })).toBeVisible();
      const links = await header.getByRole('link').allInnerTexts();
      const expected = [
        'Home',
        'Listings',
        'Sales',
        'Purchases',
        'Products',
        'Index',
        'Inventory',
        'Analytics',
        'User Guide',
      ];
      expect(links.map((text) => text.trim()).filter((text) => expected.includes(text))).toEqual(expected);
    });

    test('a list screen asks for its page once: the route starts it, the screen uses it', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/v2/sales')) asked.push(url.pathname);
      });
      await page.getByRole('banner').getByRole('link', { name: 'Sales' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Sales');
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      expect(asked).toEqual(['/api/v2/sales']);
    });

    test('the dashboard asks for each of its figures once: the route starts them, the screen uses them', async ({
      page,
    }) => {
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (/^\/api\/(analytics|reports|inventory-items-(detail|tracking)|v2\/reminders)/.test(url.pathname))
          asked.push(url.pathname);
      });
      // The browser's clock holds still: a month ending between the route's requests and the screen's render
      // would have the screen ask for the new month's reports again.
      await page.clock.setFixedTime(new Date());
      await page.goto('/');
      await expect(page.getByTestId('card-reminders-value')).not.toHaveText('…');
      await expect(page.getByTestId('card-revenue-value')).toHaveText(/\$/);
      await expect(page.getByTestId('card-to-ship-value')).not.toHaveText('…');
      await expect(page.getByRole('heading', { name: 'Needs attention' })).toBeVisible();
      await expect(page.getByTestId('attention-loading')).toHaveCount(0);
      // Each monthly report twice: the twelve months, and the same days of last month.
      expect(asked.sort()).toEqual([
        '/api/analytics/monthly-purchases',
        '/api/analytics/monthly-purchases',
        '/api/analytics/monthly-sales',
        '/api/analytics/monthly-sales',
        '/api/inventory-items-detail',
        '/api/inventory-items-detail',
        '/api/inventory-items-tracking',
        '/api/reports/profit-and-loss',
        '/api/v2/reminders',
      ]);
    });

    test('analytics asks for its two reports once, while its code is still loading', async ({ page }) => {
      const reports = ['/api/analytics/monthly-purchases', '/api/analytics/monthly-sales'];
      const asked: string[] = [];
      let bothAsked!: () => void;
      const untilBothAsked = new Promise<void>((resolve) => (bothAsked = resolve));
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (!pathname.startsWith('/api/analytics/')) return;
        asked.push(pathname);
        if (asked.length === reports.length) bothAsked();
      });
      // The screen's code is held back until both reports have been asked for (or 10 s): a screen that asked only
      // once its code had run would leave them unasked. Whoever fetches the code (the idle warm-up, the pointer
      // resting on the link, the move itself), it is one request, held the same way.
      let askedBeforeCode: string[] | undefined;
      await page.route(/\/assets\/AnalyticsPage-[^/]*\.js$/, async (route) => {
        await Promise.race([untilBothAsked, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        askedBeforeCode ??= [...asked];
        await route.continue();
      });
      // From a screen that has not read this year's months already (the dashboard has).
      await page.goto('/inventory');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('banner').getByRole('link', { name: 'Analytics' }).click();
      // Shown with the months only (the inventory's table stays on screen until the move ends).
      await expect(page.getByTestId('analytics-totals')).toBeVisible();
      expect([...asked].sort()).toEqual(reports);
      expect(askedBeforeCode?.sort()).toEqual(reports);
    });

    test('a signed-in user opening /login goes home', async ({ page }) => {
      await page.goto('/login');
      await expect(page).toHaveURL(/\/$/);
    });
  });
});
