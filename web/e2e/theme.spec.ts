import { expect, test, type Page } from '@playwright/test';
import { SIGNED_IN_STATE } from './fixtures.ts';

test.use({ storageState: SIGNED_IN_STATE });

async function chooseTheme(page: Page, name: 'Auto' | 'Dark' | 'Light'): Promise<void> {
  const saved = page.waitForResponse((r) => r.url().includes('/api/user-settings') && r.request().method() === 'PUT');
  await page.getByRole('radiogroup', { name: 'Theme' }).getByText(name, { exact: true }).click();
  expect((await saved).status()).toBe(200);
}

const isDark = (page: Page) =>
  page.evaluate(
    () => document.body.classList.contains('dark') && document.getElementById('root')!.classList.contains('dark'),
  );

test.describe.serial('[THEME]', () => {
  test('dark styles body and root, is saved, and light removes it', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await chooseTheme(page, 'Dark');
    await expect.poll(() => isDark(page)).toBe(true);
    await page.reload();
    await expect.poll(() => isDark(page)).toBe(true);
    await chooseTheme(page, 'Light');
    await expect.poll(() => isDark(page)).toBe(false);
  });

  test('auto follows the system preference live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await chooseTheme(page, 'Auto');
    await expect.poll(() => isDark(page)).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => isDark(page)).toBe(false);
  });
});
