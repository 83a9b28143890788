import { expect, test, type Page } from '@playwright/test';
import { expectToastAt } from './fixtures.ts';

test.slow();

// The app talks to a local Entra-like provider (a webServer of playwright.config.ts); its sign-in page asks for an email.
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signInAtMicrosoft(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
}

test.describe('[MICROSOFT]', () => {
  test('an account no user is linked to is told so on /login', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with Microsoft' }).click();
    await signInAtMicrosoft(page, `stranger-${stamp()}@contoso.example`);
    await expect(page).toHaveURL(/\/login\?microsoft=unknown-account$/);
    await expect(page.getByRole('alert').filter({ hasText: 'No Flipstack account is linked' })).toBeVisible();
  });

  test('cancelling at Microsoft comes back to /login as a toast', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with Microsoft' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expectToastAt(page, 'Microsoft sign-in was cancelled.', 'bottom-center');
  });

  test('a user links Microsoft on the account page, signs out, and signs in with Microsoft', async ({ page }) => {
    const id = stamp();
    const name = `Mia ${id}`;
    const registered = await page.request.post('/api/register', {
      data: { name, email: `mia-${id}@flipstack.test`, password: 'mia signs in', team_name: `Mia's ${id}` },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const workAccount = `mia-${id}@contoso.example`;

    await page.goto('/change-password');
    await expect(page.getByText('Not linked')).toBeVisible();
    await page.getByRole('button', { name: 'Link Microsoft account' }).click();
    await signInAtMicrosoft(page, workAccount);
    await expect(page).toHaveURL(/\/change-password\?microsoft=linked$/);
    await expectToastAt(page, 'Your Microsoft account is linked.', 'bottom-center');
    await expect(page.getByText('Linked', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Sign in with Microsoft' }).click();
    await signInAtMicrosoft(page, workAccount);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();
  });
});
