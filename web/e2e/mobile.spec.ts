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
