import { expect, test } from '@playwright/test';
import { DEMO, TEAMS, signInThroughForm } from './fixtures.ts';

test('[TEAMS] switching team gets a token for that team and reloads the data', async ({ page }) => {
  await page.goto('/login');
  await signInThroughForm(page);
  await expect(page.getByRole('heading', { name: `Welcome, ${DEMO.name}` })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(TEAMS.first);

  const newToken = page.waitForResponse((r) => r.url().includes('/api/new-token'));
  await page.getByRole('combobox', { name: 'Team' }).click();
  await page.getByRole('option', { name: TEAMS.second }).click();
  expect((await newToken).status()).toBe(200);
  await expect(page.getByRole('main')).toContainText(TEAMS.second);

  const me = await page.evaluate(() => fetch('/api/auth/me', { credentials: 'include' }).then((r) => r.json()));
  const teams = await page.evaluate(() => fetch('/api/teams', { credentials: 'include' }).then((r) => r.json()));
  const second = teams.teams.find((team: { name: string }) => team.name === TEAMS.second);
  expect(me.team_id).toBe(second.id);

  // Switch back so the demo user's default stays the first team for the other tests.
  await page.getByRole('combobox', { name: 'Team' }).click();
  await page.getByRole('option', { name: TEAMS.first }).click();
  await expect(page.getByRole('main')).toContainText(TEAMS.first);
});
