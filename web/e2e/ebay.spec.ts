import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ebayURL } from '../playwright.config.ts';
import { toast } from './fixtures.ts';

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A user of a team of their own, signed in in this page's context: the local eBay's orders go to that team only. */
async function signUp(page: Page): Promise<void> {
  const email = `${unique('ebay')}@flipstack.test`;
  const response = await page.request.post('/api/register', {
    data: { name: 'eBay Seller', email, password: 'ebay-seller-password', team_name: unique('eBay shop') },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function createItem(page: Page, item: { tag_number?: string; serial_number: string }): Promise<number> {
  const product = await page.request.post('/api/v2/products', { data: { name: unique('AirPods Pro') } });
  const created = await page.request.post('/api/v2/inventory-items', {
    data: { product_id: ((await product.json()) as { id: number }).id, cost: '30.00', ...item },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** The row of an eBay order whose line shows `text`, reloading until the sync has brought it. */
async function orderRow(page: Page, text: string) {
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(async () => {
    await page.reload();
    await expect(row.first()).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  return row.first();
}

test.describe('[EBAY]', () => {
  test('[EBAY][CONNECT] OAuth through eBay, orders become sales, a line matched by hand, a new order arrives', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signUp(page);
    const serial = unique('SN');
    await createItem(page, { tag_number: 'T-002', serial_number: serial });
    const spare = unique('SPARE');
    await createItem(page, { serial_number: spare });

    await page.goto('/ebay/login');
    await expect(page.getByText('No eBay account is connected yet.')).toBeVisible();
    await page.getByRole('link', { name: 'Connect eBay account' }).click();

    // eBay's consent page, then back through the callback.
    await expect(page).toHaveURL(new RegExp(`^${ebayURL}/oauth2/authorize`));
    await page.getByRole('link', { name: 'Agree' }).click();
    await expect(page).toHaveURL(/\/ebay-orders$/);
    await expect(toast(page, 'eBay account flipstack_seller connected')).toBeVisible();

    // The order selling T-002: eBay's money and the serial-numbered item sold.
    const sold = await orderRow(page, serial);
    await expect(sold.getByRole('cell', { name: '$48.00' })).toBeVisible();
    await expect(sold.getByRole('cell', { name: '$7.95' })).toBeVisible();
    await expect(sold.getByRole('cell', { name: '$4.62' })).toBeVisible();
    await expect(sold.getByRole('cell', { name: '$8.33' })).toBeVisible();
    // What eBay's Finances pays for it against what its sale books, once the sync has read its payout.
    await expect(async () => {
      await page.reload();
      await sold.getByRole('button', { name: 'eBay pays vs booked' }).click();
      await expect(page.getByText('Flipstack books what eBay pays, to the cent.')).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    const payout = page.getByRole('table', { name: /^What eBay pays for .* and what Flipstack books$/ });
    await expect(payout.getByRole('row').filter({ hasText: 'Total' }).getByRole('cell')).toHaveText([
      'Total',
      '$47.62',
      '$47.62',
    ]);
    await sold.getByRole('button', { name: 'eBay pays vs booked' }).click();
    await expect(payout).toBeHidden();
    await sold.getByRole('link', { name: /Sale #\d+/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Sale #');
    await page.goBack();

    // The bank payout that paid that sale, reconciled to it.
    await page.goto('/ebay-payouts');
    const paid = page.getByRole('article', { name: 'Payout 7000100001' });
    await expect(async () => {
      await page.reload();
      await expect(paid).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await expect(paid).toContainText('$47.62');
    await expect(paid).toContainText('Adds up');
    await expect(page.getByText('Every payout on this page adds up to its transactions')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.goBack();

    // A line no item matched: pick the item by serial and match it.
    await page.getByRole('radiogroup', { name: 'Show' }).getByText('To match').click();
    await expect(page).toHaveURL(/show=to_match/);
    const waiting = page.getByRole('row').filter({ hasText: 'SKU T-003' });
    await expect(waiting).toBeVisible();
    await expectNoSeriousViolations(page);
    const picker = waiting.getByRole('combobox');
    await picker.click();
    await picker.fill(spare);
    await page.getByRole('option', { name: new RegExp(spare) }).click();
    await waiting.getByRole('button', { name: 'Match' }).click();
    await expect(toast(page, 'Item matched: the sale is complete')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'SKU T-003' })).toHaveCount(0);

    // A new order on eBay arrives by itself.
    const later = unique('LATER');
    await createItem(page, { tag_number: later, serial_number: unique('SN') });
    const placed = await page.request.post(`${ebayURL}/__control/orders`, { data: { sku: later } });
    expect(placed.status()).toBe(201);
    await page.getByRole('radiogroup', { name: 'Show' }).getByText('All').click();
    await orderRow(page, ((await placed.json()) as { orderId: string }).orderId);

    // The account's state, its counts and its active listings.
    await page.goto('/ebay/login');
    await expect(page.getByRole('region', { name: 'eBay account flipstack_seller' })).toContainText('Connected');
    const active = page.getByRole('region', { name: 'Active eBay listings' });
    await expect(active).toBeVisible();
    // A listing made on ebay.com itself (the Trading API's), linked to Flipstack in one click.
    const madeOnEbay = active.getByRole('row').filter({ hasText: 'listed on ebay.com' });
    await expect(madeOnEbay).toContainText('T-004');
    await madeOnEbay.getByRole('button', { name: /^Link / }).click();
    await expect(page.getByText(/^Listing #\d+ created with \d+ item\(s\)$/)).toBeVisible();
    await expect(madeOnEbay.getByRole('link', { name: /^Listing #\d+$/ })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
