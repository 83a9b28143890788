import { expect, test, type Page } from '@playwright/test';
import { SIGNED_IN_STATE } from './fixtures.ts';

test.use({ storageState: SIGNED_IN_STATE });

async function png(page: Page, w: number, h: number, hue: number): Promise<Buffer> {
  const url = await page.evaluate(([w, h, hue]) => {
    const c = document.createElement('canvas'); c.width = w; c.height = h;
    const x = c.getContext('2d')!;
    const g = x.createLinearGradient(0, 0, w, h); g.addColorStop(0, `hsl(${hue},70%,60%)`); g.addColorStop(1, `hsl(${hue + 60},70%,30%)`);
    x.fillStyle = g; x.fillRect(0, 0, w, h); x.fillStyle = '#fff'; x.font = '40px sans-serif'; x.fillText('Photo', 20, 60);
    return c.toDataURL('image/png');
  }, [w, h, hue] as const);
  return Buffer.from(url.split(',')[1]!, 'base64');
}

test('shots', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto('/index');
  const files = [
    { name: 'front-view.png', buffer: await png(page, 800, 600, 10) },
    { name: 'serial-plate-closeup-with-a-very-long-name.png', buffer: await png(page, 600, 900, 140) },
    { name: 'box.png', buffer: await png(page, 500, 500, 250) },
  ];
  for (const f of files) {
    const r = await request.post('/api/upload/inventory-items/1', { multipart: { file: { name: f.name, mimeType: 'image/png', buffer: f.buffer } } });
    expect(r.ok(), await r.text()).toBe(true);
  }
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/MediaBox[0 0 300 200]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF');
  await request.post('/api/upload/purchases/1', { multipart: { file: { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: pdf } } });
  await request.post('/api/upload/team/1', { multipart: { file: { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') } } });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/inventory/1');
    await expect(page.getByTestId('file-card').first().locator('img')).toBeVisible();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/fw-shots/item-${scheme}.png`, fullPage: true });
    await page.goto('/file-uploads');
    await expect(page.getByTestId('file-card').first()).toBeVisible();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/fw-shots/uploads-${scheme}.png`, fullPage: true });
    await page.goto('/file-uploads?view=table');
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `/tmp/fw-shots/table-${scheme}.png`, fullPage: true });
    await page.goto('/file-uploads');
    await page.getByRole('button', { name: 'Preview front-view.png' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/fw-shots/lightbox-${scheme}.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Preview receipt.pdf' }).click();
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `/tmp/fw-shots/pdf-${scheme}.png` });
    await page.keyboard.press('Escape');
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/file-uploads');
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `/tmp/fw-shots/uploads-phone.png`, fullPage: true });
  await page.goto('/inventory/1');
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `/tmp/fw-shots/item-phone.png`, fullPage: true });
});
