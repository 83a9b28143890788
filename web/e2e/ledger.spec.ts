import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { pick, SIGNED_IN_STATE, toast } from './fixtures.ts';

test.use({ storageState: SIGNED_IN_STATE });

// The demo user is shared by parallel tests: every test names its own data.
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function create<T = { id: number }>(request: APIRequestContext, resource: string, body: object): Promise<T> {
  const response = await request.post(`/api/v2/${resource}`, { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

test.describe('[LEDGER]', () => {
  test('[PURCHASES][CREATE] two items share the total to the cent, live and once saved', async ({ page, request }) => {
    const productName = unique('Pixel 8');
    await create(request, 'products', { name: productName });
    await page.goto('/purchases/create');
    await page.getByLabel('Subtotal').fill('100.00');
    await page.getByLabel('Shipping').fill('0.01');
    await page.getByRole('button', { name: 'Add item' }).click();
    for (const index of [1, 2]) {
      await pick(page, page.getByRole('group', { name: `Item ${index}` }), 'Product', productName);
    }
    await expect(page.getByTestId('purchase-total')).toHaveText('$100.01');
    await expect(page.getByTestId('split-0')).toHaveText('Cost: $50.01');
    await expect(page.getByTestId('split-1')).toHaveText('Cost: $50.00');

    // An item with its own cost keeps it; the other gets the rest.
    await page.getByRole('group', { name: 'Item 2' }).getByLabel('Own cost').fill('30');
    await expect(page.getByTestId('split-0')).toHaveText('Cost: $70.01');
    await page.getByRole('group', { name: 'Item 2' }).getByLabel('Own cost').fill('');
    await expect(page.getByTestId('split-1')).toHaveText('Cost: $50.00');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Purchase created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/purchases\/\d+$/);
    const items = page.getByRole('region', { name: 'Items' });
    await expect(items.getByRole('cell', { name: '$50.01' })).toBeVisible();
    await expect(items.getByRole('cell', { name: '$50.00' })).toBeVisible();
  });

  test('[PURCHASES][CREATE] split by weight: 520.00 by 1:1:3 is 104.00 / 104.00 / 312.00, live and once saved', async ({
    page,
    request,
  }) => {
    const productName = unique('Nintendo Switch');
    await create(request, 'products', { name: productName });
    const shelf = await create<{ id: number; name: string }>(request, 'locations', { name: unique('Shelf') });
    await page.goto('/purchases/create');
    await page.getByLabel('Subtotal').fill('520.00');
    await page.getByText('By weight', { exact: true }).click();
    await page.getByRole('button', { name: 'Add item' }).click();
    await page.getByRole('button', { name: 'Add item' }).click();
    for (const [index, weight] of [
      [1, '1'],
      [2, '1'],
      [3, '3'],
    ] as const) {
      const item = page.getByRole('group', { name: `Item ${index}` });
      await pick(page, item, 'Product', productName);
      await item.getByLabel('Weight').fill(weight);
    }
    await pick(page, page.getByRole('group', { name: 'Item 3' }), 'Location', shelf.name);
    await expect(page.getByTestId('split-0')).toHaveText('Cost: $104.00');
    await expect(page.getByTestId('split-1')).toHaveText('Cost: $104.00');
    await expect(page.getByTestId('split-2')).toHaveText('Cost: $312.00');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Purchase created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/purchases\/\d+$/);
    const items = page.getByRole('region', { name: 'Items' });
    await expect(items.getByRole('cell', { name: '$104.00' })).toHaveCount(2);
    await expect(items.getByRole('cell', { name: '$312.00' })).toBeVisible();
    const purchaseId = page.url().split('/').at(-1);
    const stored = (
      await (
        await request.get(
          `/api/v2/inventory-items?where=${encodeURIComponent(JSON.stringify({ purchase_id: Number(purchaseId) }))}&order_by=id`,
        )
      ).json()
    ).rows;
    expect(stored.map((row: { cost: string; location_id: number | null }) => [row.cost, row.location_id])).toEqual([
      ['104.00', null],
      ['104.00', null],
      ['312.00', shelf.id],
    ]);

    // One more item bought with it, added afterwards.
    await items.getByRole('button', { name: 'Add item' }).click();
    const drawer = page.getByRole('dialog', { name: `Add an item to purchase #${purchaseId}` });
    // The product first: the drawer opens in it, and never moves the cursor out once a person is typing there.
    await expect(drawer.getByRole('combobox', { name: 'Product' })).toBeFocused();
    await pick(page, drawer, 'Product', productName);
    await drawer.getByLabel('Serial number', { exact: true }).fill(`SN-${purchaseId}-extra`);
    await drawer.getByLabel('Cost').fill('5');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Inventory item created successfully')).toBeVisible();
    await expect(items.getByRole('link', { name: `SN-${purchaseId}-extra` })).toHaveAttribute(
      'href',
      /\/inventory\/\d+$/,
    );
  });

  test('[SALES][CREATE] list one item, sell it from /sales/create/{item}/{listing} and see the profit', async ({
    page,
    request,
  }) => {
    const platformName = unique('eBay');
    await create(request, 'platforms', { name: platformName });
    const productName = unique('ThinkPad');
    const product = await create(request, 'products', { name: productName });
    const serial = unique('SN').replace(' ', '-');
    const purchase = await create<{ id: number }>(request, 'purchases', {
      purchased_at: new Date().toISOString(),
      received_at: new Date().toISOString(),
      subtotal: '40.00',
      items: [{ product_id: product.id, serial_number: serial }],
    });
    const [item] = (await (await request.get(`/api/v2/purchases/${purchase.id}?with=items`)).json()).items as {
      id: number;
    }[];

    await page.goto('/listings/create');
    const title = unique('ThinkPad X1');
    await page.getByLabel('Title').fill(title);
    await pick(page, page, 'Platform', platformName);
    await page.getByLabel('Price').fill('120');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Active' }).click();
    await pick(page, page, 'Inventory items', `${serial} · ${productName}`, serial);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Listing created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/listings\/\d+$/);
    const listingId = Number(page.url().split('/').at(-1));
    expect((await (await request.get(`/api/v2/inventory-items/${item!.id}`)).json()).status).toBe('listed');

    await page.goto(`/sales/create/${item!.id}/${listingId}`);
    await expect(page.getByLabel('Item price')).toHaveValue('120.00');
    await expect(page.getByRole('combobox', { name: 'Listing' })).toHaveValue(`${title} · $120.00`);
    await expect(page.getByText(`${serial} · ${productName}`).first()).toBeVisible();
    await page.getByLabel('Sales tax').fill('8');
    await page.getByLabel('Commission').fill('15.60');
    await expect(page.getByTestId('sale-revenue_total')).toHaveText('$128.00');
    await expect(page.getByTestId('sale-cost_total')).toHaveText('$15.60');
    await expect(page.getByTestId('sale-cost_of_goods')).toHaveText('$40.00');
    await expect(page.getByTestId('sale-profit')).toHaveText('$64.40');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Sale created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/sales\/\d+$/);
    const sale = await (await request.get(`/api/v2/sales/${page.url().split('/').at(-1)}`)).json();
    expect(sale).toMatchObject({
      revenue_total: '128.00',
      cost_of_goods: '40.00',
      profit: '64.40',
      listing_id: listingId,
    });
    expect((await (await request.get(`/api/v2/inventory-items/${item!.id}`)).json()).status).toBe('sold');
  });

  test('[SELLERS][DELETE] cancel sends nothing and keeps the seller; confirm deletes it', async ({ page, request }) => {
    const name = unique('Garage sale Joe');
    const seller = await create(request, 'sellers', { name });
    const deletes: string[] = [];
    page.on('request', (sent) => sent.method() === 'DELETE' && deletes.push(sent.url()));
    await page.goto(`/sellers/${seller.id}`);
    await expect(page.getByRole('heading', { name: `Seller ${name}` })).toBeVisible();

    const dismissed = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      }),
    );
    await page.getByRole('button', { name: 'Delete' }).click();
    expect(await dismissed).toBe('Are you sure you want to delete this seller?');
    await page.waitForTimeout(300);
    expect(deletes).toEqual([]);
    await expect(page).toHaveURL(new RegExp(`/sellers/${seller.id}$`));
    expect((await request.get(`/api/v2/sellers/${seller.id}`)).status()).toBe(200);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Seller deleted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/sellers$/);
    expect(deletes).toHaveLength(1);
    expect((await request.get(`/api/v2/sellers/${seller.id}`)).status()).toBe(404);
  });

  test('[BRANDS][EDIT] a row opens the drawer; saving toasts and the list shows the new name', async ({
    page,
    request,
  }) => {
    const name = unique('Edit brand');
    await create(request, 'brands', { name });
    await page.goto(`/brands?q=${encodeURIComponent(name)}`);
    await page.getByRole('cell', { name }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit brand' });
    await expect(drawer.getByLabel('Name')).toHaveValue(name);
    // It opens with the cursor in its first field.
    await expect(drawer.getByLabel('Name')).toBeFocused();
    await drawer.getByLabel('Name').fill(`${name} renamed`);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Brand updated successfully')).toBeVisible();
    await expect(drawer).toBeHidden();
    await page.getByLabel('Search brands').fill(`${name} renamed`);
    await expect(page.getByRole('button', { name: `${name} renamed` })).toBeVisible();
  });

  test('[BRANDS][EXPORT] the CSV holds every matching row, not just the page', async ({ page, request }) => {
    const prefix = unique('Csv brand');
    for (let index = 0; index < 27; index += 1)
      await create(request, 'brands', { name: `${prefix} ${String(index).padStart(2, '0')}` });
    await page.goto(`/brands?q=${encodeURIComponent(prefix)}`);
    await expect(page.getByText('1–25 of 27')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const lines = (await readFile(file, 'utf8')).trim().split(/\r?\n/);
    expect(lines).toHaveLength(28);
    expect(lines[0]).toContain('name');
    expect(lines.filter((line) => line.includes(prefix))).toHaveLength(27);
  });

  test('[BRANDS][LIST] search, sort and page survive a reload', async ({ page, request }) => {
    const prefix = unique('Url brand');
    for (const suffix of ['Alpha', 'Bravo', 'Charlie'])
      await create(request, 'brands', { name: `${prefix} ${suffix}` });
    await page.goto('/brands');
    await page.getByLabel('Search brands').fill(prefix);
    await expect(page).toHaveURL(/q=/);
    await expect(page.getByRole('row')).toHaveCount(4);
    await page.getByRole('button', { name: /^Name/ }).click(); // name is the default order: this turns it around
    await expect(page).toHaveURL(/order_by=-name/);
    await expect(page.getByRole('row').nth(1)).toContainText(`${prefix} Charlie`);

    await page.reload();
    await expect(page.getByLabel('Search brands')).toHaveValue(prefix);
    await expect(page.getByRole('row')).toHaveCount(4);
    await expect(page.getByRole('row').nth(1)).toContainText(`${prefix} Charlie`);
  });

  test('[TRANSACTIONS][CREATE] record an expense of 24.99 with its category and see it in the list', async ({
    page,
  }) => {
    const description = unique('Packing tape');
    await page.goto('/transactions/create');
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('Expense');
    await page.getByLabel('Amount').fill('24.99');
    await page.getByLabel('Description').fill(description);
    await page.getByRole('combobox', { name: 'Category' }).fill('Shipping supplies');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Transaction created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/transactions$/);
    await page.getByLabel('Search transactions').fill(description);
    const row = page.getByRole('row').filter({ hasText: description });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell', { name: '$24.99' })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Expense' })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Shipping supplies' })).toBeVisible();
  });
});
