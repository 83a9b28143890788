import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { SIGNED_IN_STATE } from './fixtures.ts';

test.use({ storageState: SIGNED_IN_STATE });

const MONEY = /^-?\$[\d,]+\.\d\d$/;

async function searchFor(page: Page, text: string) {
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Global search' });
  await box.fill(text);
  await expect(page.getByRole('listbox', { name: 'Search results' })).toBeVisible();
  return box;
}

test.describe('[INSIGHTS]', () => {
  test('[SEARCH] finds the demo Switch and a serial number; picking opens the page, Escape closes', async ({
    page,
  }) => {
    await page.goto('/');
    let box = await searchFor(page, 'Switch');
    const products = page.getByRole('group', { name: 'Products' });
    await expect(products.getByRole('option', { name: /Nintendo Switch OLED/ })).toBeVisible();
    await products.getByRole('option', { name: /Nintendo Switch OLED/ }).click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nintendo Switch OLED' })).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(page.getByRole('listbox', { name: 'Search results' })).toBeHidden();

    box = await searchFor(page, 'XTW70012345678');
    const items = page.getByRole('group', { name: 'Inventory Items' });
    await expect(items.getByRole('option', { name: /XTW70012345678/ })).toBeVisible();
    await box.press('ArrowDown');
    await expect(items.getByRole('option', { name: /XTW70012345678/ })).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/inventory\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('XTW70012345678');

    box = await searchFor(page, 'Switch');
    await box.press('Escape');
    await expect(page.getByRole('listbox', { name: 'Search results' })).toBeHidden();
    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
  });

  test('[DASHBOARD] the cards show figures and open their screens', async ({ page }) => {
    // The twelve months' report, not the same days of last month the figures are compared with.
    const salesAsked = page.waitForRequest(
      (request) => request.url().includes('/api/analytics/monthly-sales') && !request.url().includes('through_day'),
    );
    await page.goto('/');
    for (const card of ['card-revenue', 'card-profit', 'card-spend', 'card-on-hand']) {
      await expect(page.getByTestId(`${card}-value`)).toHaveText(MONEY);
    }
    await expect(page.getByTestId('card-items-sold-value')).toHaveText(/^\d+$/);
    await expect(page.getByTestId('card-to-ship-value')).toHaveText(/^\d+$/);
    await expect(page.getByTestId('card-reminders-value')).toHaveText(/^\d+$/);
    // The reminders card opens the reminders, not the setup index.
    await expect(page.getByTestId('card-reminders')).toHaveAttribute('href', '/reminders');
    await expect(page.getByRole('img', { name: /Revenue and spend by month/ })).toBeVisible();

    // This month's revenue is the analytics report's figure for the same month: the last month the dashboard
    // asked for (the server's current month may already be the next one by now).
    const month = new URL((await salesAsked).url()).searchParams.get('to')!;
    const report = await (await page.request.get(`/api/analytics/monthly-sales?from=${month}&to=${month}`)).json();
    const thisMonth = report.rows.at(-1);
    expect(thisMonth.month).toBe(month);
    const shown = (await page.getByTestId('card-revenue-value').textContent())!.replace(/[$,]/g, '');
    expect(shown).toBe(thisMonth.revenue_total);

    // This month so far against the same days of the last: its days are named, never "last month" on the 1st.
    await expect(page.getByTestId('card-revenue')).toContainText(/ vs \S/);
    const attention = page.getByRole('region', { name: 'Needs attention' });
    await expect(
      attention
        .getByRole('link')
        .or(attention.getByText(/^Nothing waits/))
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'New purchase' })).toHaveAttribute('href', '/purchases/create');

    await page.getByTestId('card-to-ship').click();
    await expect(page).toHaveURL(/\/inventory\?status=sold$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
  });

  test('[ANALYTICS] the month range and the platform change the table, the chart and the URL', async ({ page }) => {
    const salesReports: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('/api/analytics/monthly-sales') && salesReports.push(request.url()),
    );
    // The browser's clock holds still: a month that ends during the test would move the default range (the 12
    // months to the current one) under the fields, and a 'To month' filled with its own default value then moved too.
    await page.clock.setFixedTime(new Date());
    await page.goto('/analytics');
    const months = page.getByRole('table', { name: 'Monthly figures' }).locator('tbody tr');
    await expect(months).toHaveCount(12);
    await expect(page.getByRole('img', { name: /12 months/ })).toBeVisible();
    // The breakdown is the page's own monthly-sales answer: the demo's eBay and Facebook sales, highest revenue first
    // (other tests may add sales on platforms of their own meanwhile).
    const breakdown = page.getByRole('region', { name: 'Sales by platform' });
    await expect(breakdown.getByTestId('platform-eBay')).toBeVisible();
    await expect(breakdown.getByTestId('platform-Facebook Marketplace')).toBeVisible();
    const order = await breakdown
      .getByTestId(/^platform-/)
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid')));
    expect(order.indexOf('platform-eBay')).toBeLessThan(order.indexOf('platform-Facebook Marketplace'));
    expect(salesReports).toHaveLength(1);

    // One month with sales (early in a month the current one may have none, and the chart then says so in words).
    const report = await (await page.request.get('/api/analytics/monthly-sales')).json();
    const month: string = report.rows.findLast((row: { count: number }) => row.count > 0).month;
    await page.getByLabel('To month').fill(month);
    await page.getByLabel('From month').fill(month);
    await expect(page).toHaveURL(new RegExp(`from=${month}`));
    await expect(months).toHaveCount(1);
    await expect(page.getByRole('img', { name: /1 months/ })).toBeVisible();

    const platform = page.getByRole('combobox', { name: 'Platform' });
    await platform.click();
    await platform.fill('eBay');
    await page.getByRole('option', { name: 'eBay', exact: true }).click();
    await expect(page).toHaveURL(/platform_id=\d+/);
    await expect(page.getByRole('region', { name: 'Sales by platform' })).toBeHidden();
    await expect(page.getByTestId('analytics-totals')).toBeVisible();
  });

  test('[TRACKING] the pipeline and the aging buckets show; a bucket opens the matching list', async ({ page }) => {
    await page.goto('/inventory/tracking');
    for (const bucket of ['0-30', '31-60', '61-90', '90+'])
      await expect(page.getByTestId(`aging-${bucket}`)).toContainText(/\d/);
    await expect(page.getByTestId('pipeline-sold')).toContainText(/\d/);
    await expect(page.getByRole('region', { name: 'Slowest movers' }).getByRole('row')).not.toHaveCount(0);
    await page.getByTestId('aging-0-30').click();
    await expect(page).toHaveURL(/\/inventory\?status=in_transit,in_stock,listed,returned&age=0-30$/);
  });

  test('[INVENTORY] Export CSV downloads every item the filters match, not just the page', async ({ page }) => {
    await page.goto('/inventory?status=in_stock,listed&order_by=-cost');
    const pager = page.locator('.mantine-datatable-pagination-text');
    await expect(pager).toHaveText(/^1–\d+ of [\d,]+$/);
    const total = Number((await pager.textContent())!.split(' of ')[1]!.replaceAll(',', ''));
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^inventory-\d{4}-\d\d-\d\d\.csv$/);
    const lines = (await readFile(await (await download).path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^id,serial_number,tag_number,product,sku,brand,/);
    expect(lines).toHaveLength(total + 1);
    const statuses = lines.slice(1).map((line) => line.match(/,(in_stock|listed),/)?.[1]);
    expect(statuses.every(Boolean)).toBe(true);
  });

  test('[LEGACY] arrow keys, Home, End and Enter drive the table', async ({ page }) => {
    await page.goto('/inventory/legacy');
    const grid = page.getByRole('grid', { name: 'Inventory items' });
    const cell = (row: number, col: number) => grid.locator(`[data-cell="${row}:${col}"]`);
    await expect(cell(1, 0)).toBeVisible();
    await cell(0, 0).click();
    await expect(cell(0, 0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await expect(cell(1, 1)).toBeFocused();
    await page.keyboard.press('End');
    const lastCol = (await grid.locator('thead th').count()) - 1;
    await expect(cell(1, lastCol)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(cell(1, 0)).toBeFocused();
    const id = (await cell(1, 0).textContent())!.trim();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/inventory/${id}$`));
  });

  test('[INDEX] every directory entry has its link, with counts', async ({ page }) => {
    await page.goto('/index');
    const links: [string, string, RegExp][] = [
      ['Brands', 'Open brands', /\/brands$/],
      ['Categories', 'Open categories', /\/product-categories$/],
      ['Platforms', 'Open platforms', /\/platforms$/],
      ['Sellers', 'Open sellers', /\/sellers$/],
      ['Accounts', 'Open accounts', /\/accounts$/],
      ['Shipping services', 'Add a shipping service', /\/shipping-services\/create$/],
      ['File uploads', 'Open file uploads', /\/file-uploads$/],
      ['eBay orders', 'Open eBay orders', /\/ebay-orders$/],
      ['Expenses', 'Open expenses', /\/transactions\?where=%7B%22type%22%3A%22expense%22%7D$/],
    ];
    for (const [section] of links.slice(0, 7))
      await expect(page.getByTestId(`index-${section}`).locator('.mantine-Badge-root')).toHaveText(/^\d+$/);
    for (const [section, name, url] of links) {
      await page.getByRole('region', { name: section }).getByRole('link', { name }).click();
      await expect(page).toHaveURL(url);
      await page.goBack();
    }
    await expect(
      page.getByRole('region', { name: 'Settings' }).getByRole('link', { name: 'Change password' }),
    ).toBeVisible();
  });
});
