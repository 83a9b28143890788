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
    // Nothing is written before the person accepts what the card shows.
    const card = panel.getByLabel('Proposal: Add a reminder');
    await expect(card).toContainText(thing, { ignoreCase: true });
    await expect(
      page
        .getByRole('main')
        .getByRole('row')
        .filter({ hasText: new RegExp(thing, 'i') }),
    ).toHaveCount(0);
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(card.getByText('Accepted')).toBeVisible();
    const answer = panel.getByLabel('Assistant', { exact: true }).last();
    await expect(answer).toContainText(thing, { ignoreCase: true });
    // The list behind the panel refreshed by itself.
    await expect(
      page
        .getByRole('main')
        .getByRole('row')
        .filter({ hasText: new RegExp(thing, 'i') }),
    ).toBeVisible();
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

  test('[CONFIRM] a sale said in one sentence is shown as a card, recorded once accepted, and its profit read back', async ({
    page,
  }) => {
    test.slow(); // a purchase and a sale through the assistant, then a reading
    const product = unique('Pixel ');
    await page.goto('/sales');
    const { panel, input } = await openPanel(page);

    await input.fill(`bought a ${product} for 95 from John`);
    await input.press('Enter');
    const purchase = panel.getByLabel('Proposal: Record a purchase');
    await expect(purchase).toContainText('$95.00');
    await purchase.getByRole('button', { name: 'Accept' }).click();
    await expect(purchase.getByText('Accepted')).toBeVisible();

    await input.fill(`sold the ${product} for 150 on eBay, 18 dollars fees`);
    await input.press('Enter');
    const sale = panel.getByLabel('Proposal: Record a sale');
    await expect(sale).toContainText('eBay');
    await expect(sale.getByRole('row', { name: /Fees/ })).toContainText('$18.00');
    await expect(sale.getByRole('row', { name: /Profit/ })).toContainText('$37.00');
    // Nothing is written before the card is accepted.
    await expect(page.getByRole('main').getByRole('row').filter({ hasText: product })).toHaveCount(0);
    await sale.getByRole('button', { name: 'Accept' }).click();
    const answer = panel.getByLabel('Assistant', { exact: true }).last();
    await expect(answer).toContainText('profit $37.00');
    // The sales list behind the panel shows the sale.
    await expect(page.getByRole('main').getByRole('row').filter({ hasText: product })).toBeVisible();

    // The answer is read aloud as it is made.
    const reading = page.waitForResponse('**/api/speech/*');
    await answer.getByRole('button', { name: 'Read aloud' }).click();
    const streamed = await reading;
    expect(streamed.status()).toBe(200);
    expect(streamed.headers()['content-type']).toBe('audio/wav');
    await expect(answer.getByRole('button', { name: 'Stop reading' })).toBeVisible();
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
