import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@flipstack.test', password: 'flipstack-demo', name: 'Demo Reseller' };
export const TEAMS = { first: 'Demo Resale Co.', second: 'Demo Side Hustle' };
/** The fake microphone's sound, "what did I make last month" spoken by espeak-ng (global.setup.ts). */
export const FAKE_MICROPHONE_WAV = path.resolve('test-results/.voice/what-did-i-make-last-month.wav');
/** Cookies of one signed-in demo session, written by global.setup.ts. */
export const SIGNED_IN_STATE = 'test-results/.auth/demo.json';

export async function signInThroughForm(page: Page, email = DEMO.email, password = DEMO.password): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A word no other run or test has: for names and addresses that must be new. */
export const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * A new user with a team of their own, signed in where `request` is (a page's request shares its cookies):
 * for tests whose figures or settings the other tests, running beside them on the demo team, would move.
 */
export async function signUpOwnTeam(request: APIRequestContext, name: string): Promise<{ email: string }> {
  const id = stamp();
  const email = `${name.toLowerCase().replaceAll(/[^a-z]+/g, '-')}-${id}@flipstack.test`;
  const registered = await request.post('/api/register', {
    data: { name, email, password: `${name} signs in`, team_name: `${name} ${id}` },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return { email };
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

/** A PNG of random pixels drawn by the browser (`side` 600 is about 1 MB, so an upload takes a while). */
export async function noisePng(page: Page, side: number): Promise<Buffer> {
  const dataUrl = await page.evaluate((size) => {
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d')!;
    const pixels = context.createImageData(size, size);
    for (let index = 0; index < pixels.data.length; index += 1)
      pixels.data[index] = index % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
    context.putImageData(pixels, 0, 0);
    return canvas.toDataURL('image/png');
  }, side);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/**
 * Types `typed` into the searchable picker `label` (inside `scope`) and takes the option named `name`. The
 * server searches what is typed: an item's option reads 'serial · product', yet only its serial is searched.
 */
export async function pick(
  page: Page,
  scope: Page | Locator,
  label: string,
  name: string,
  typed = name,
): Promise<void> {
  const field = scope.getByRole('combobox', { name: label });
  // In the middle of the screen the dropdown has room to open below: at the bottom edge the click on the
  // option could land while the page scrolled it into view and the dropdown was placing itself again.
  await field.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await field.click();
  await field.fill(typed);
  // The option of this field's own dropdown: the picker used before may still be closing, with the same option.
  await expect(field).toHaveAttribute('aria-controls', /.+/);
  const listbox = page.locator(`[id="${await field.getAttribute('aria-controls')}"]`);
  const option = listbox.getByRole('option', { name, exact: true });
  await expect(option).toBeVisible();
  const isMulti = await field.evaluate((element) => element.closest('[class*="PillsInput"]') !== null);
  await option.click();
  // A single picker shows what it holds: a pick that did not stick fails here, not at the save after it.
  if (!isMulti) await expect(field).toHaveValue(name);
}
