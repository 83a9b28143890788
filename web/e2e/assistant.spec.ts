import { expect, test, type Page } from '@playwright/test';
import { SIGNED_IN_STATE } from './fixtures.ts';

test.use({ storageState: SIGNED_IN_STATE });

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function openPanel(page: Page) {
  // The shortcut works once the shell is on screen.
  await expect(page.getByRole('button', { name: 'Assistant' })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+j');
  const panel = page.getByRole('dialog', { name: 'Assistant' });
  await expect(panel).toBeVisible();
  return { panel, input: panel.getByLabel('Message the assistant') };
}

test.describe('[ASSISTANT]', () => {
  test('[ACT] asked to add a reminder, the open list shows it at once; the conversation stays across screens', async ({
    page,
  }) => {
    test.slow(); // three screens and a reload
    const thing = unique('parcel');
    await page.goto('/reminders');
    await expect(page.getByRole('heading', { name: 'Reminders', level: 1 })).toBeVisible();
    const { panel, input } = await openPanel(page);

    await input.fill(`Remind me to ship the ${thing} tomorrow`);
    await input.press('Enter');
    await expect(input).toHaveValue('');
    const answer = panel.getByLabel('Assistant', { exact: true }).last();
    // The run's first answer also warms the server's assistant path: give it the loaded machine's time.
    await expect(answer).toContainText(thing, { ignoreCase: true });
    // The list behind the panel refreshed by itself.
    await expect(page.getByRole('row').filter({ hasText: new RegExp(thing, 'i') })).toBeVisible();
    await expect(panel.getByRole('group', { name: 'Suggested replies' }).getByRole('button')).not.toHaveCount(0);

    // Another screen, the panel closed and opened again, then a reload: the conversation is still there.
    await page.keyboard.press('ControlOrMeta+j');
    await expect(panel).toBeHidden();
    await page.getByRole('link', { name: 'Sales', exact: true }).first().click();
    await expect(page).toHaveURL(/\/sales$/);
    await openPanel(page);
    await expect(panel.getByText(`Remind me to ship the ${thing} tomorrow`)).toBeVisible();
    await page.reload();
    await openPanel(page);
    await expect(panel.getByText(`Remind me to ship the ${thing} tomorrow`)).toBeVisible();
  });

  test('[KEYS] Enter sends, Shift+Enter adds a line, blank is never sent, Numpad 1 sends the first suggestion', async ({
    page,
  }) => {
    await page.goto('/sales');
    const { panel, input } = await openPanel(page);
    const questions = panel.getByLabel('You', { exact: true });

    await input.press('Enter');
    await input.fill('   ');
    await input.press('Enter');
    await expect(questions).toHaveCount(0);

    await input.fill('');
    await input.pressSequentially('What did I make');
    await input.press('Shift+Enter');
    await input.pressSequentially('last month?');
    await expect(input).toHaveValue('What did I make\nlast month?');
    await input.press('Enter');
    await expect(questions).toHaveCount(1);
    await expect(panel.getByLabel('Assistant', { exact: true }).last()).toContainText(/profit/i);

    const suggestions = panel.getByRole('group', { name: 'Suggested replies' }).getByRole('button');
    await expect(suggestions.first()).toBeVisible();
    const first = (await suggestions.first().innerText()).replace(/^1\s*/, '').trim();
    await input.press('Numpad1');
    await expect(questions).toHaveCount(2);
    await expect(questions.last()).toHaveText(first);
  });
});
