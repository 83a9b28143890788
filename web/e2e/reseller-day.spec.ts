import { expect, test, type Locator, type Page } from '@playwright/test';
import { SIGNED_IN_STATE, toast } from './fixtures.ts';

test.use({ storageState: SIGNED_IN_STATE });

// The demo user is shared by parallel tests: every test names its own data.
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Types a name no row has into the picker `label` and takes the offer to create it. */
async function createFromPicker(page: Page, scope: Page | Locator, label: string, name: string): Promise<void> {
  const field = scope.getByRole('combobox', { name: label });
  await field.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await field.click();
  await field.fill(name);
  await expect(field).toHaveAttribute('aria-controls', /.+/);
  const listbox = page.locator(`[id="${await field.getAttribute('aria-controls')}"]`);
  await listbox.getByRole('option', { name: `Create “${name}”`, exact: true }).click();
  await expect(field).toHaveValue(name);
}

for (const [size, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`[RESELLER DAY] ${size}`, () => {
    test.use({ viewport });

    test('[PURCHASES][CREATE] a new seller and a new product are created from the pickers and saved with the purchase', async ({
      page,
    }) => {
      const sellerName = unique('Elm St garage sale');
      const productName = unique('Pixel 7');
      await page.goto('/purchases/create');
      await page.getByLabel('Order number').fill('GS-1');
      await page.getByLabel('Subtotal').fill('120.00');

      await createFromPicker(page, page, 'Seller', sellerName);
      await expect(toast(page, 'Seller created successfully')).toBeVisible();
      await createFromPicker(page, page.getByRole('group', { name: 'Item 1' }), 'Product', productName);
      await expect(toast(page, 'Product created successfully')).toBeVisible();
      // What was typed before stays.
      await expect(page.getByLabel('Order number')).toHaveValue('GS-1');
      await expect(page.getByLabel('Subtotal')).toHaveValue(/120/);

      await page.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Purchase created successfully')).toBeVisible();
      await expect(page).toHaveURL(/\/purchases\/\d+$/);
      await expect(page.getByRole('combobox', { name: 'Seller' })).toHaveValue(sellerName);
      const items = page.getByRole('region', { name: 'Items' });
      await expect(items.getByText(productName).first()).toBeVisible();
      // Bought in hand: its Received date was the purchase's own, so the item is in stock.
      await expect(items.getByText(/^in stock$/i)).toBeVisible();
    });

    test('[INVENTORY][RECORD] an item is listed and sold from its own page, and the sale shows its profit', async ({
      page,
      request,
    }) => {
      const productName = unique('Pixel 7');
      const product = await request.post('/api/v2/products', { data: { name: productName } });
      const productId = ((await product.json()) as { id: number }).id;
      const created = await request.post('/api/v2/inventory-items', {
        data: { product_id: productId, cost: '80.00', received_at: new Date().toISOString() },
      });
      expect(created.status()).toBe(201);
      const itemId = ((await created.json()) as { id: number }).id;

      await page.goto(`/inventory/${itemId}`);
      await page.getByRole('link', { name: 'List', exact: true }).click();
      await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(productName);
      const platform = page.getByRole('combobox', { name: 'Platform' });
      await platform.click();
      await platform.fill('eBay');
      await page.getByRole('option', { name: 'eBay', exact: true }).click();
      await page.getByRole('textbox', { name: 'Price' }).fill('150.00');
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Active' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Listing created successfully')).toBeVisible();

      await page.goto(`/inventory/${itemId}`);
      await expect(page.getByText(/^listed$/i).first()).toBeVisible();
      await page.getByRole('link', { name: 'Sell' }).click();
      await expect(page).toHaveURL(new RegExp(`/sales/create/${itemId}/\\d+$`));
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Sale created successfully')).toBeVisible();
      await expect(page).toHaveURL(/\/sales\/\d+$/);
      // eBay's usual 13.25% of $150.00 and $0.40 per order, filled in as the commission: $19.88 + $0.40.
      await expect(page.getByRole('textbox', { name: 'Commission' })).toHaveValue('20.28');
      await expect(page.getByTestId('sale-profit')).toHaveText('$49.72');
    });

    test('[INVENTORY][LIST] a slow failure of the inventory is said as one, with a retry, never as no items', async ({
      page,
    }) => {
      let isFailing = true;
      await page.route('**/api/inventory-items-detail?**', async (route) => {
        if (!isFailing) return route.fallback();
        await new Promise((resolve) => setTimeout(resolve, 1500));
        return route.fulfill({ status: 503, json: { code: 'UNAVAILABLE', message: 'The database is restarting' } });
      });
      await page.goto('/inventory');
      await expect(toast(page, 'Error fetching inventory')).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'Inventory could not be loaded' })).toBeVisible();
      await expect(page.getByText('No inventory items yet')).toHaveCount(0);

      isFailing = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Inventory could not be loaded' })).toHaveCount(0);
      const firstRow =
        size === 'phone'
          ? page.getByRole('list', { name: 'Inventory items' }).getByRole('listitem').first()
          : page.getByRole('row').nth(1);
      await expect(firstRow).toBeVisible();
    });
  });
}

test('[LISTINGS][CREATE] the account picker offers the accounts of the platform picked beside it', async ({
  page,
  request,
}) => {
  const make = async (path: string, data: Record<string, unknown>) => {
    const response = await request.post(path, { data });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const [ebay, mercari] = [unique('eBay'), unique('Mercari')];
  const ebayId = await make('/api/v2/platforms', { name: ebay });
  const mercariId = await make('/api/v2/platforms', { name: mercari });
  const ebayAccount = unique('ebay seller');
  const mercariAccount = unique('mercari seller');
  await make('/api/v2/accounts', { platform_id: ebayId, name: ebayAccount });
  await make('/api/v2/accounts', { platform_id: mercariId, name: mercariAccount });

  await page.goto('/listings/create');
  const platform = page.getByRole('combobox', { name: 'Platform' });
  await platform.click();
  await platform.fill(ebay);
  await page.getByRole('option', { name: ebay, exact: true }).click();
  const account = page.getByRole('combobox', { name: 'Account' });
  await account.click();
  await account.fill('seller');
  await expect(page.getByRole('option', { name: ebayAccount })).toBeVisible();
  await expect(page.getByRole('option', { name: mercariAccount })).toHaveCount(0);
});
