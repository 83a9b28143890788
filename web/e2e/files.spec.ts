import { expect, test, type Locator } from '@playwright/test';
import { SIGNED_IN_STATE, noisePng, toast } from './fixtures.ts';

test.use({ storageState: SIGNED_IN_STATE });

// The demo user is shared by parallel tests: every test names its own data.
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The image inside `scope` has loaded real pixels (a broken thumbnail has none). */
async function expectImageLoaded(scope: Locator): Promise<void> {
  const image = scope.locator('img');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
}

test.describe('[FILES]', () => {
  test('[UPLOAD] two photos on an item with a bar each, then in /file-uploads: preview, download, delete', async ({
    page,
    request,
  }) => {
    test.slow(); // a throttled upload and four screens
    const product = await request.post('/api/v2/products', { data: { name: unique('Camera body') } });
    expect(product.status()).toBe(201);
    const item = await request.post('/api/v2/inventory-items', {
      data: { product_id: ((await product.json()) as { id: number }).id },
    });
    expect(item.status()).toBe(201);
    const itemId = ((await item.json()) as { id: number }).id;

    await page.goto(`/inventory/${itemId}`);
    const panel = page.getByRole('region', { name: 'Files' });
    await expect(panel.getByText('No photos, receipts or documents on this inventory item yet.')).toBeVisible();
    const names = [`${unique('front')}.png`, `${unique('serial-plate')}.png`];
    const files = await Promise.all(
      names.map(async (name) => ({ name, mimeType: 'image/png', buffer: await noisePng(page, 600) })),
    );

    // A slow uplink (about 1 MB/s), so each bar is seen on its way.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    });
    const chooser = page.waitForEvent('filechooser');
    // The text lets clicks through to the drop zone under it, which opens the picker.
    await panel.getByText('Drop files here, click to pick, or paste').click({ force: true });
    await (await chooser).setFiles(files);

    const bars = names.map((name) => panel.getByRole('progressbar', { name: `Upload of ${name}` }));
    const seen = new Set<number>();
    await expect
      .poll(async () => {
        const value = Number((await bars[0]!.getAttribute('aria-valuenow')) ?? 100);
        seen.add(value);
        return value;
      })
      .toBe(100);
    expect(
      [...seen].some((value) => value > 0 && value < 100),
      `values seen: ${[...seen].join(', ')}`,
    ).toBe(true);
    await expect(bars[1]!).toHaveAttribute('aria-valuenow', '100');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    for (const name of names) await expectImageLoaded(panel.getByRole('button', { name: `Preview ${name}` }));

    await page.goto(`/file-uploads?q=${encodeURIComponent(names[0]!.split('.')[0]!)}`);
    const card = page.getByTestId('file-card').filter({ hasText: names[0]! });
    await expect(page.getByTestId('file-card')).toHaveCount(1);
    await expectImageLoaded(card.getByRole('button', { name: `Preview ${names[0]!}` }));
    await expect(card.getByRole('link', { name: `Inventory item #${itemId}` })).toHaveAttribute(
      'href',
      `/inventory/${itemId}`,
    );
    await page.goto('/file-uploads?entity=inventory-items');
    await expect(page.getByTestId('file-card').filter({ hasText: names[1]! })).toBeVisible();
    await page.goto(`/file-uploads?q=${encodeURIComponent(names[0]!.split('.')[0]!)}`);

    await card.getByRole('button', { name: `Preview ${names[0]!}` }).click();
    const lightbox = page.getByRole('dialog', { name: names[0]! });
    await expect(lightbox.getByRole('img', { name: names[0]! })).toBeVisible();
    await expectImageLoaded(lightbox);

    const download = page.waitForEvent('download');
    await lightbox.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe(names[0]);
    await lightbox.getByRole('button', { name: 'Close preview' }).click();
    await expect(lightbox).toBeHidden();

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Are you sure you want to delete this file?');
      void dialog.accept();
    });
    await card.getByRole('button', { name: `Delete ${names[0]!}` }).click();
    await expect(toast(page, 'File deleted successfully')).toBeVisible();
    await expect(page.getByText('No files match these filters')).toBeVisible();

    await page.goto(`/inventory/${itemId}`);
    await expect(panel.getByTestId('file-card')).toHaveCount(1);
    await expect(panel.getByRole('button', { name: `Preview ${names[1]!}` })).toBeVisible();
  });

  test('[PRODUCT-IMAGE] a product’s first photo shows beside it in the products list and in global search', async ({
    page,
    request,
  }) => {
    const name = unique('Lens 50mm');
    const product = await request.post('/api/v2/products', { data: { name } });
    const productId = ((await product.json()) as { id: number }).id;
    await page.goto('/');
    const photo = { name: 'lens.png', mimeType: 'image/png', buffer: await noisePng(page, 200) };
    const uploaded = await request.post(`/api/upload/products/${productId}`, { multipart: { file: photo } });
    expect(uploaded.status()).toBe(201);

    await page.goto(`/products?q=${encodeURIComponent(name)}`);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expectImageLoaded(row);

    await page.getByRole('banner').getByRole('combobox', { name: 'Global search' }).fill(name);
    const hit = page.getByRole('group', { name: 'Products' }).getByRole('option', { name: new RegExp(name) });
    await expectImageLoaded(hit);
  });

  test('[UNLINK] removing a file from a record asks first and keeps it off the record', async ({ page, request }) => {
    const seller = await request.post('/api/v2/sellers', { data: { name: unique('Estate sale') } });
    expect(seller.status()).toBe(201);
    const sellerId = ((await seller.json()) as { id: number }).id;
    const name = `${unique('receipt')}.png`;
    const buffer = await (async () => {
      await page.goto('/index');
      return noisePng(page, 40);
    })();
    const upload = await request.post(`/api/upload/sellers/${sellerId}`, {
      multipart: { file: { name, mimeType: 'image/png', buffer } },
    });
    expect(upload.ok(), await upload.text()).toBe(true);

    await page.goto(`/sellers/${sellerId}`);
    const panel = page.getByRole('region', { name: 'Files' });
    page.once('dialog', (dialog) => void dialog.dismiss());
    await panel.getByRole('button', { name: `Remove ${name}` }).click();
    await expect(panel.getByTestId('file-card')).toHaveCount(1);

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(`Remove ${name} from this seller?`);
      void dialog.accept();
    });
    await panel.getByRole('button', { name: `Remove ${name}` }).click();
    await expect(toast(page, `${name} removed from this seller`)).toBeVisible();
    await expect(panel.getByText('No photos, receipts or documents on this seller yet.')).toBeVisible();
  });

  test('[FILE-UPLOADS] team files dropped on the page, found by type, shown as a table; a PDF previews in a frame', async ({
    page,
  }) => {
    await page.goto('/file-uploads');
    const stem = unique('receipt');
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
        '3 0 obj<</Type/Page/MediaBox[0 0 300 200]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    await page.getByLabel('Upload files').setInputFiles([
      { name: `${stem}.pdf`, mimeType: 'application/pdf', buffer: pdf },
      { name: `${stem}.txt`, mimeType: 'text/plain', buffer: Buffer.from('Paid cash, 40.00') },
    ]);
    await expect(page.getByTestId('upload').filter({ hasText: 'Uploaded' })).toHaveCount(2);

    await page.getByLabel('Search files').fill(stem);
    await expect(page.getByTestId('file-card')).toHaveCount(2);
    await page.getByRole('combobox', { name: 'Type', exact: true }).click();
    await page.getByRole('option', { name: 'PDF' }).click();
    await expect(page).toHaveURL(/type=pdf/);
    await expect(page.getByTestId('file-card')).toHaveCount(1);
    await expect(page.getByTestId('file-card').getByText('No record')).toBeVisible();

    await page.getByRole('button', { name: `Preview ${stem}.pdf` }).click();
    const frame = page.getByRole('dialog', { name: `${stem}.pdf` }).locator(`iframe[title="${stem}.pdf"]`);
    await expect(frame).toHaveAttribute('src', /^blob:/);
    await page.keyboard.press('Escape');

    await page.getByText('Table', { exact: true }).click();
    await expect(page).toHaveURL(/view=table/);
    const row = page.getByRole('row').filter({ hasText: `${stem}.pdf` });
    await expect(row.getByRole('cell', { name: 'application/pdf' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: `${stem}.pdf` })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2);
  });
});
