import { readFile } from 'node:fs/promises';
import { chromium, expect, test, type APIRequestContext, type TestInfo } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { writeCode128Video } from './barcode-video.ts';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium.ts';
import { SIGNED_IN_STATE } from './fixtures.ts';

test.use({ storageState: SIGNED_IN_STATE });

// The demo user is shared by parallel tests: every test names its own data.
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function createItem(request: APIRequestContext, fields: Record<string, unknown> = {}): Promise<number> {
  const product = await request.post('/api/v2/products', { data: { name: unique('Game Boy Color') } });
  expect(product.status()).toBe(201);
  const item = await request.post('/api/v2/inventory-items', {
    data: { product_id: ((await product.json()) as { id: number }).id, ...fields },
  });
  expect(item.status()).toBe(201);
  return ((await item.json()) as { id: number }).id;
}

async function pagesOf(download: { path(): Promise<string | null> }): Promise<number> {
  const pdf = await PDFDocument.load(await readFile((await download.path())!));
  return pdf.getPageCount();
}

test.describe('[LABELS]', () => {
  test("[PRINT] a purchase's items on thermal labels, then a selection of the inventory list on an Avery sheet", async ({
    page,
    request,
  }) => {
    test.slow(); // two downloads and three screens
    const name = unique('Walkman');
    const product = await request.post('/api/v2/products', { data: { name } });
    const productId = ((await product.json()) as { id: number }).id;
    const purchase = await request.post('/api/v2/purchases', {
      data: {
        purchased_at: '2026-11-02',
        subtotal: '30.00',
        items: [{ product_id: productId }, { product_id: productId }, { product_id: productId }],
      },
    });
    expect(purchase.status()).toBe(201);
    const purchaseId = ((await purchase.json()) as { id: number }).id;

    await page.goto(`/purchases/${purchaseId}`);
    await page.getByRole('button', { name: 'Print labels (3)' }).click();
    const thermal = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /Thermal 2.25/ }).click();
    expect((await thermal).suggestedFilename()).toBe('labels-thermal-2.25x1.25.pdf');
    expect(await pagesOf(await thermal)).toBe(3);

    await page.goto(`/inventory?q=${encodeURIComponent(name)}`);
    const boxes = page.getByRole('checkbox', { name: /^Select .* · Walkman/ });
    await expect(boxes).toHaveCount(3);
    await boxes.nth(0).check();
    await boxes.nth(2).check();
    await page.getByRole('button', { name: 'Print labels (2)' }).click();
    const avery = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /Avery 5160/ }).click();
    expect((await avery).suggestedFilename()).toBe('labels-avery-5160.pdf');
    expect(await pagesOf(await avery)).toBe(1);
  });

  test('[SCAN] a USB scanner typing a tag and Enter into the search opens the item', async ({ page, request }) => {
    test.slow();
    const tag = unique('USB').toUpperCase();
    const id = await createItem(request, { tag_number: tag });
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Global search' });
    await search.pressSequentially(tag, { delay: 5 });
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/inventory/${id}$`));
    await expect(search).toHaveValue('');
  });

  /** A signed-in page of a browser of its own whose camera films a Code 128 barcode of `code` (a launch flag). */
  async function filming(testInfo: TestInfo, code: string) {
    const video = testInfo.outputPath('label.y4m');
    writeCode128Video(video, code);
    const browser = await chromium.launch({
      executablePath: await chromiumExecutable(),
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL!,
      storageState: SIGNED_IN_STATE,
      permissions: ['camera'],
    });
    return { browser, page: await context.newPage() };
  }

  test("[SCAN] the camera reads a label's barcode and lands on the item", async ({ request }, testInfo) => {
    test.slow(); // a browser of its own, the decoder's WebAssembly, a few frames
    const tag = unique('CAM').toUpperCase();
    const id = await createItem(request, { tag_number: tag });
    const { browser, page } = await filming(testInfo, tag);
    try {
      await page.goto('/');
      await page.getByRole('button', { name: 'Scan a barcode' }).click();
      // On a loaded machine the dialog's chunk and the camera take a while; a quick read may also have closed it.
      const scanning = page.getByRole('dialog', { name: 'Scan a label' }).or(page.getByText(`Tag ${tag}`));
      await expect(scanning.first()).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/inventory/${id}$`));
      await expect(page.getByText(`Tag ${tag}`)).toBeVisible();
    } finally {
      await browser.close();
    }
  });

  test("[SCAN] the camera beside a new purchase's serial field types the serial it reads", async ({
    page: _unused,
  }, testInfo) => {
    test.slow();
    const serial = unique('SN').toUpperCase();
    const { browser, page } = await filming(testInfo, serial);
    try {
      await page.goto('/purchases/create');
      const item = page.getByRole('group', { name: 'Item 1' });
      await item.getByRole('button', { name: 'Scan the serial number' }).click();
      await expect(item.getByRole('textbox', { name: 'Serial number', exact: true })).toHaveValue(serial);
      await expect(page.getByRole('dialog', { name: 'Scan a barcode' })).toBeHidden();
    } finally {
      await browser.close();
    }
  });
});
