import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  GUIDE_SCREENSHOTS,
  SCREENSHOT_VIEWPORT,
  type GuideScreenshotName,
} from '../src/features/user-guide/guide-screenshots.ts';
import { pick, SIGNED_IN_STATE } from './fixtures.ts';

/**
 * Makes the guide's screenshots (src/features/user-guide/guide-screenshots.ts) from the demo data. With
 * GUIDE_SCREENSHOTS_DIR (`npm run guide:screenshots`) they are written there for the app to serve; otherwise into
 * this run's own output, so every run proves they can still be made without touching the committed ones.
 */
test.use({
  storageState: SIGNED_IN_STATE,
  viewport: SCREENSHOT_VIEWPORT,
  colorScheme: 'light',
  timezoneId: 'UTC',
  locale: 'en-US',
});

/** The part of the screen to keep: the whole viewport, one element, or from one element's top to another's bottom. */
type Area = 'viewport' | Locator | { from: Locator; to: Locator };

/** Waits until the chart's bars are drawn and their growing animation has ended. */
async function chartDrawn(page: Page): Promise<void> {
  const bars = page.locator('.recharts-bar-rectangle path');
  await expect(bars.first()).toBeVisible();
  const shape = () => bars.evaluateAll((paths) => paths.map((path) => path.getAttribute('d')).join());
  let before = '';
  await expect
    .poll(
      async () => {
        const [now, previous] = [await shape(), before];
        before = now;
        return now === previous;
      },
      { intervals: [400] },
    )
    .toBe(true);
}

/** What brings each screen, once open, to the state its screenshot shows (none of it saves anything). */
const SCENES: Record<GuideScreenshotName, (page: Page) => Promise<Area>> = {
  dashboard: async (page) => {
    await expect(page.getByText('Inventory on hand (cost)')).toBeVisible();
    await chartDrawn(page);
    return 'viewport';
  },
  'purchase-split': async (page) => {
    await page.getByLabel('Subtotal').fill('90.00');
    await page.getByLabel('Shipping').fill('10.00');
    const items = page.getByRole('region', { name: 'Items' });
    for (const index of [1, 2, 3]) {
      if (index > 1) await items.getByRole('button', { name: 'Add item' }).click();
      const item = items.getByRole('group', { name: `Item ${index}` });
      await pick(page, item, 'Product', 'Nintendo Switch OLED', 'Nintendo Switch');
      await item.getByLabel('Condition').fill('Used – good');
    }
    await expect(items.getByText('Cost: $33.34')).toBeVisible();
    await expect(items.getByText('Cost: $33.33')).toHaveCount(2);
    return { from: page.getByText('Subtotal', { exact: true }), to: items };
  },
  'inventory-list': async (page) => {
    await expect(page.getByRole('row')).not.toHaveCount(1);
    return 'viewport';
  },
  'print-labels': async (page) => {
    const rows = page.getByRole('row');
    await expect(rows).not.toHaveCount(1);
    for (const row of [1, 2]) await rows.nth(row).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Print labels (2)' }).click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    return 'viewport';
  },
  'item-page': async (page) => {
    await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
    return 'viewport';
  },
  'sale-profit': async (page) => {
    await expect(page.getByText('Profit = revenue total')).toBeVisible();
    return {
      from: page.getByRole('heading', { name: 'Revenue', exact: true }),
      to: page.getByText('Profit = revenue total'),
    };
  },
  analytics: async (page) => {
    await expect(page.getByRole('table', { name: 'Monthly figures' })).toBeVisible();
    await chartDrawn(page);
    return 'viewport';
  },
  'tag-numbers': async (page) => {
    const section = page.getByRole('region', { name: 'Tag numbers' });
    await expect(section.getByText('Next tag:')).toBeVisible();
    return section;
  },
  // In a new team of its own (so its codes are free): connecting the demo team would sell demo items under the other tests.
  'ebay-orders': async (page) => {
    test.setTimeout(180_000);
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    await page.context().clearCookies();
    const registered = await page.request.post('/api/register', {
      data: {
        name: 'Sam Seller',
        email: `guide-${id}@flipstack.test`,
        password: 'guide-screenshots',
        team_name: 'Sam’s Resale',
      },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    const product = await page.request.post('/api/v2/products', { data: { name: 'AirPods Pro (2nd generation)' } });
    const productId = ((await product.json()) as { id: number }).id;
    for (const item of [{ tag_number: 'T-002', serial_number: 'GX7HD2LQ0F1' }, { serial_number: 'GX9KM4TR2P7' }]) {
      const created = await page.request.post('/api/v2/inventory-items', {
        data: { product_id: productId, cost: '140.00', ...item },
      });
      expect(created.status(), await created.text()).toBe(201);
    }
    // The app remembers who was signed in on this browser: forget the demo user.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/ebay/login');
    await page.getByRole('link', { name: 'Connect eBay account' }).click();
    await page.getByRole('link', { name: 'Agree' }).click();
    await expect(page).toHaveURL(/\/ebay-orders/);
    // The sync brings the orders in the background: the one waiting to be matched is the last to show.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('row').filter({ hasText: 'SKU T-003' })).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 90_000 });
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
    return 'viewport';
  },
  assistant: async (page) => {
    await page.getByRole('button', { name: 'Assistant' }).click();
    const panel = page.getByRole('dialog', { name: 'Assistant' });
    await panel.getByLabel('Message the assistant').fill('What did I make last month?');
    await panel.getByLabel('Message the assistant').press('Enter');
    await expect(panel.getByRole('group', { name: 'Suggested replies' }).getByRole('button')).not.toHaveCount(0);
    return 'viewport';
  },
};

/** A PNG as WebP (quality 0.9: sharp text at a third of the size), encoded by the browser itself. */
async function toWebp(page: Page, png: Buffer): Promise<{ webp: Buffer; width: number; height: number }> {
  const blank = await page.context().newPage();
  try {
    const encoded = await blank.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      canvas.getContext('2d')!.drawImage(image, 0, 0);
      return { url: canvas.toDataURL('image/webp', 0.9), width: canvas.width, height: canvas.height };
    }, png.toString('base64'));
    expect(encoded.url.startsWith('data:image/webp;base64,')).toBe(true);
    return { webp: Buffer.from(encoded.url.split(',')[1]!, 'base64'), width: encoded.width, height: encoded.height };
  } finally {
    await blank.close();
  }
}

async function capture(page: Page, area: Area): Promise<Buffer> {
  const options = { animations: 'disabled', caret: 'hide' } as const;
  if (area === 'viewport') return page.screenshot(options);
  if ('screenshot' in area) return area.screenshot(options);
  // The whole page in one viewport, scrolled to the top: the sticky header stays at the top, outside the clip.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: SCREENSHOT_VIEWPORT.width, height });
  await page.evaluate(() => window.scrollTo(0, 0));
  const [from, to] = [(await area.from.boundingBox())!, (await area.to.boundingBox())!];
  const margin = 12;
  const x = Math.max(0, Math.min(from.x, to.x) - margin);
  const y = Math.max(0, from.y - margin);
  const right = Math.min(SCREENSHOT_VIEWPORT.width, Math.max(from.x + from.width, to.x + to.width) + margin);
  return page.screenshot({ ...options, clip: { x, y, width: right - x, height: to.y + to.height + margin - y } });
}

test.describe('[GUIDE][SCREENSHOTS]', () => {
  for (const shot of GUIDE_SCREENSHOTS) {
    test(`${shot.name}: ${shot.shows}`, async ({ page }, testInfo) => {
      test.slow(); // a screen brought to a state, then encoded
      await page.goto(shot.route);
      // The first screens of a fresh server on a busy machine take a while.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const area = await SCENES[shot.name](page);
      // No focus ring or caret on the picture: it shows the screen, not the last click.
      await page.evaluate(async () => {
        (document.activeElement as HTMLElement | null)?.blur();
        await document.fonts.ready;
      });
      const { webp, width, height } = await toWebp(page, await capture(page, area));
      expect(width).toBeGreaterThan(200);
      expect(height).toBeGreaterThan(100);
      const folder = process.env['GUIDE_SCREENSHOTS_DIR'];
      const file = folder ? path.resolve(folder, `${shot.name}.webp`) : testInfo.outputPath(`${shot.name}.webp`);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, webp);
    });
  }
});
