import { expect, test } from '@playwright/test';
import { SIGNED_IN_STATE } from './fixtures.ts';

test.use({ storageState: SIGNED_IN_STATE, viewport: { width: 390, height: 844 } });

test('[MOBILE] at 390 px the links collapse into a burger menu', async ({ page }) => {
  await page.goto('/');
  const burger = page.getByRole('button', { name: 'Toggle navigation' });
  await expect(burger).toBeVisible();
  await expect(page.getByRole('link', { name: 'Analytics' })).toBeHidden();
  await burger.click();
  await expect(page.getByRole('link', { name: 'Analytics' })).toBeVisible();
  await page.getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/analytics$/);
});

test('[MOBILE] on a phone a list is cards, its first row on the first screen, the filters behind a button', async ({
  page,
}) => {
  await page.goto('/inventory');
  const cards = page.getByRole('list', { name: 'Inventory items' });
  const first = cards.getByRole('listitem').first();
  await expect(first).toBeVisible();
  expect((await first.boundingBox())!.y).toBeLessThan(844 - 100);
  // Nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByRole('combobox', { name: 'Location' })).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('combobox', { name: 'Location' })).toBeVisible();

  // The card opens its item.
  const name = await first.getByRole('link').first().textContent();
  await first.getByText('Product').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name!.trim());

  // The header's search, in reach of a thumb.
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('combobox', { name: 'Global search' })).toBeFocused();
});

test('[MOBILE] a list scrolled sideways on a tablet keeps its row checkboxes and naming column in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 700, height: 900 });
  await page.goto('/inventory');
  const table = page.getByRole('table');
  const firstRow = table.locator('tbody tr').first();
  const checkbox = firstRow.locator('td').nth(0);
  const item = firstRow.locator('td').nth(1);
  const product = firstRow.locator('td').nth(2);
  await expect(item.getByRole('link')).toBeVisible();
  await item.scrollIntoViewIfNeeded();
  const before = {
    checkbox: await checkbox.boundingBox(),
    item: await item.boundingBox(),
    product: await product.boundingBox(),
  };

  await page.locator('.mantine-datatable .mantine-ScrollArea-viewport').evaluate((viewport) => {
    viewport.scrollLeft = 300;
  });

  await expect.poll(async () => (await product.boundingBox())!.x).toBeLessThan(before.product!.x - 200);
  expect((await checkbox.boundingBox())!.x).toBeCloseTo(before.checkbox!.x, 0);
  expect((await item.boundingBox())!.x).toBeCloseTo(before.item!.x, 0);
  // Nothing scrolled over the pinned cell: what is drawn at its centre is the cell's own content.
  const box = (await item.boundingBox())!;
  const drawnOnTop = await item.evaluate(
    (cell, [x, y]) => cell.contains(document.elementFromPoint(x!, y!)),
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(drawnOnTop).toBe(true);
});
