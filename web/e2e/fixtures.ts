import { expect, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@flipstack.test', password: 'flipstack-demo', name: 'Demo Reseller' };
export const TEAMS = { first: 'Demo Resale Co.', second: 'Demo Side Hustle' };
/** Cookies of one signed-in demo session, written by global.setup.ts. */
export const SIGNED_IN_STATE = 'test-results/.auth/demo.json';

export async function signInThroughForm(page: Page, email = DEMO.email, password = DEMO.password): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A toast's text and where Mantine placed it (its container carries the position). */
export function toast(page: Page, text: string) {
  return page.locator('.mantine-Notification-root').filter({ hasText: text });
}

export async function expectToastAt(page: Page, text: string, position: string): Promise<void> {
  const container = page
    .locator(`[data-position="${position}"]`)
    .locator('.mantine-Notification-root')
    .filter({ hasText: text });
  await expect(container).toBeVisible();
}
