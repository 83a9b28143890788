import { expect, test } from '@playwright/test';
import { GUIDE_SCREENSHOTS, screenshotUrl } from '../src/features/user-guide/guide-screenshots.ts';
import { SIGNED_IN_STATE } from './fixtures.ts';

test.use({ storageState: SIGNED_IN_STATE });

test.describe('[GUIDE]', () => {
  test('[NAV] the header opens the guide, its navigation a sub-page, a link in the text another page’s section', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'User Guide' }).click();
    await expect(page).toHaveURL(/\/user-guide$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'User guide pages' });
    await nav.getByRole('link', { name: 'Sales' }).click();
    await expect(page).toHaveURL(/\/user-guide\/sales$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sales' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle('User guide: sales · Flipstack');

    await page.getByRole('link', { name: 'purchase was split' }).click();
    await expect(page).toHaveURL(/\/user-guide\/purchases#how-the-cost-is-split$/);
    await expect(page.getByRole('heading', { level: 2, name: /How the cost is split/ })).toBeInViewport();

    await page.getByRole('link', { name: 'Sellers', exact: true }).click();
    await expect(page).toHaveURL(/\/sellers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sellers' })).toBeVisible();
  });

  test('[SEARCH] the guide’s search box finds a phrase and opens its section', async ({ page }) => {
    await page.goto('/user-guide/files');
    await page.getByRole('textbox', { name: 'Search the guide' }).fill('sales tax');
    const results = page.getByRole('region', { name: 'Guide search results' });
    await results.getByRole('link', { name: 'Sales › How profit is computed' }).click();
    await expect(page).toHaveURL(/\/user-guide\/sales#how-profit-is-computed$/);
    await expect(page.getByRole('heading', { level: 2, name: /How profit is computed/ })).toBeInViewport();
    await expect(results).toBeHidden();
  });

  test('[MOBILE] on a phone the text comes first, the navigation follows, and nothing scrolls sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/user-guide/sales');
    const title = page.getByRole('heading', { level: 1, name: 'Sales' });
    await expect(title).toBeInViewport();
    const nav = page.getByRole('navigation', { name: 'User guide pages' });
    const [titleBox, navBox] = [await title.boundingBox(), await nav.boundingBox()];
    expect(navBox!.y).toBeGreaterThan(titleBox!.y);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  for (const { from, help, to, section } of [
    {
      from: '/purchases/create',
      help: 'Help: New purchase',
      to: '/user-guide/purchases#record-a-purchase',
      section: 'Record a purchase',
    },
    {
      from: '/inventory/1',
      help: 'Help: Inventory item',
      to: '/user-guide/inventory#one-item-and-its-story',
      section: 'One item and its story',
    },
    {
      from: '/ebay-orders',
      help: 'Help: eBay orders',
      to: '/user-guide/orders#read-the-list',
      section: 'Read the list',
    },
  ]) {
    test(`[HELP] the help icon on ${from} opens “${section}”`, async ({ page }) => {
      await page.goto(from);
      await page.getByRole('link', { name: help }).click();
      await expect(page).toHaveURL(new RegExp(`${to.replace(/[/#]/g, '\\$&')}$`));
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${section}`) })).toBeInViewport();
    });
  }

  test('[SCREENSHOTS] every page of the guide renders, and every screenshot on it loads', async ({ page }) => {
    test.setTimeout(150_000); // every page of the guide, scrolled through
    await page.goto('/user-guide');
    const nav = page.getByRole('navigation', { name: 'User guide pages' });
    await expect(nav.getByRole('link', { name: 'Assistant' })).toBeVisible();
    const paths = await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(paths.length).toBeGreaterThan(10);
    const shown = new Set<string>();
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const image of await page.getByRole('main').getByRole('img').all()) {
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
        expect(await image.getAttribute('alt')).toBeTruthy();
        shown.add(new URL((await image.getAttribute('src'))!, page.url()).pathname);
      }
    }
    expect([...shown].sort()).toEqual(GUIDE_SCREENSHOTS.map((shot) => screenshotUrl(shot.name)).sort());
  });
});
