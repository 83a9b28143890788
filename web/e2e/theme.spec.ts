import { expect, test, type Page } from '@playwright/test';
import { signUpOwnTeam } from './fixtures.ts';

let page: Page;

/**
 * A user of its own, signed in once for both tests: the theme is a user's setting, and the accessibility check
 * (a11y.spec.ts) switches the demo user's pages between the system's light and dark while these tests run.
 */
test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext()).newPage();
  await signUpOwnTeam(page.request, 'Theo Theme');
});

test.afterAll(() => page.context().close());

async function chooseTheme(name: 'Auto' | 'Dark' | 'Light'): Promise<void> {
  const saved = page.waitForResponse((r) => r.url().includes('/api/user-settings') && r.request().method() === 'PUT');
  await page.getByRole('radiogroup', { name: 'Theme' }).getByText(name, { exact: true }).click();
  expect((await saved).status()).toBe(200);
}

const isDark = () =>
  page.evaluate(
    () => document.body.classList.contains('dark') && document.getElementById('root')!.classList.contains('dark'),
  );

test.describe.serial('[THEME]', () => {
  test('dark styles body and root, is saved, and light removes it', async () => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await chooseTheme('Dark');
    await expect.poll(() => isDark()).toBe(true);
    await page.reload();
    await expect.poll(() => isDark()).toBe(true);
    await chooseTheme('Light');
    await expect.poll(() => isDark()).toBe(false);
  });

  test('auto follows the system preference live', async () => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await chooseTheme('Auto');
    await expect.poll(() => isDark()).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => isDark()).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => isDark()).toBe(false);
  });
});
