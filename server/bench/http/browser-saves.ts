import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import type { Locator, Page } from 'playwright-core';
import { median } from '../measure.ts';
import { signedInBrowser } from './browser.ts';

/** From the click on Save to the saved record on screen (issue 53's target). */
const TARGET_MS = 500;

/** One busy loop per core, each in a process of its own, until `stop`: the machine busy with other work. */
function busyCores(): { stop(): void } {
  const loops = Array.from({ length: availableParallelism() }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  return { stop: () => loops.forEach((loop) => loop.kill('SIGKILL')) };
}

/** Picks `name` in a picker as a person does: types it, then clicks its option in that picker's own list. */
async function pick(page: Page, field: Locator, name: string): Promise<void> {
  await field.click();
  await field.fill(name);
  await page.waitForFunction((element) => element.getAttribute('aria-controls'), await field.elementHandle());
  const listbox = page.locator(`[id="${await field.getAttribute('aria-controls')}"]`);
  await listbox.getByRole('option', { name, exact: true }).click();
}

/** The saved record on screen: the page's path, an element, and in it `text` at least `count` times. */
type Shown = { path: string; selector: string; text?: string; count?: number };

/**
 * Milliseconds from the click on Save, as the page received it, to the first animation frame that shows the
 * saved record: both read on the page's own clock, so the driver's own time is not counted. (The code run in
 * the page is the browser's, so it is text here.)
 */
async function timed(page: Page, shown: Shown): Promise<number> {
  await page.evaluate(`document.addEventListener('click', () => (window.clickedAt = performance.now()), {
    capture: true,
    once: true,
  })`);
  await page.getByRole('button', { name: 'Save' }).click();
  const { path, selector, text = '', count = 1 } = shown;
  const took = await page.waitForFunction(
    `new RegExp(${JSON.stringify(path)}).test(location.pathname) &&
      (document.querySelector(${JSON.stringify(selector)})?.textContent ?? '').split(${JSON.stringify(text)}).length > ${count} &&
      performance.now() - window.clickedAt`,
    undefined,
    { polling: 'raf', timeout: 20_000 },
  );
  return (await took.jsonValue()) as number;
}

/**
 * A sale of one item (from its own page's Sell: the item filled in), typed and saved; the time from the click
 * on Save to the sale's page showing its profit.
 */
async function saveSale(page: Page, origin: string, itemId: number): Promise<number> {
  await page.goto(`${origin}/sales/create/${itemId}`);
  await page.getByRole('textbox', { name: 'Item price' }).fill('49.99');
  await page.getByRole('textbox', { name: 'Commission' }).fill('6.62');
  return timed(page, { path: '^/sales/\\d+$', selector: '[data-testid="sale-profit"]' });
}

/** A purchase of 5 items of one product, typed and saved; the time until its page lists the 5 items. */
async function savePurchase(page: Page, origin: string, product: string): Promise<number> {
  await page.goto(`${origin}/purchases/create`);
  await page.getByRole('textbox', { name: 'Subtotal' }).fill('100.01');
  for (let index = 1; index <= 5; index += 1) {
    if (index > 1) await page.getByRole('button', { name: 'Add item' }).click();
    const item = page.getByRole('group', { name: `Item ${index}` });
    await pick(page, item.getByRole('combobox', { name: 'Product' }), product);
  }
  return timed(page, { path: '^/purchases/\\d+$', selector: 'section[aria-label="Items"]', text: product, count: 5 });
}

/**
 * The two saves of a reseller's day in Chromium, `rounds` times each on a quiet machine and again beside a
 * busy loop on every core: from the click on Save to the saved record on screen (the page load and the typing
 * before it are not timed). Answers the table's lines, or why it could not run.
 */
export async function benchBrowserSaves(
  origin: string,
  cookie: string,
  rounds: number,
  log: (line: string) => void,
): Promise<string[]> {
  const opened = await signedInBrowser(origin, cookie);
  if ('reason' in opened) return [`${opened.reason}: saves in the browser not measured.`];
  const { browser, context } = opened;
  const headers = { cookie, 'content-type': 'application/json', 'x-requested-with': 'flipstack' };
  const post = async (path: string, body: object) => {
    const response = await fetch(`${origin}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (response.status !== 201) throw new Error(`POST ${path} → ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: number };
  };
  const product = `Bench browser save ${Date.now()}`;
  const productId = (await post('/api/v2/products', { name: product })).id;
  // The items the timed sales sell, bought in hand.
  await post('/api/v2/purchases', {
    purchased_at: new Date().toISOString(),
    subtotal: '500.00',
    items: Array.from({ length: 2 * rounds + 1 }, () => ({ product_id: productId })),
  });
  const where = encodeURIComponent(JSON.stringify({ product_id: productId }));
  const stock = await fetch(`${origin}/api/v2/inventory-items?where=${where}&limit=100`, { headers });
  const unsold = ((await stock.json()) as { rows: { id: number }[] }).rows.map((row) => row.id);
  const sell = (page: Page) => {
    const item = unsold.pop();
    if (item === undefined) throw new Error('no unsold item left to sell');
    return saveSale(page, origin, item);
  };
  try {
    const page = await context.newPage();
    // The first of each loads the screens' code and warms the server's path.
    await sell(page);
    await savePurchase(page, origin, product);
    type Times = { quiet: number[]; busy: number[] };
    const times: { sale: Times; purchase: Times } = {
      sale: { quiet: [], busy: [] },
      purchase: { quiet: [], busy: [] },
    };
    for (const load of ['quiet', 'busy'] as const) {
      const busy = load === 'busy' ? busyCores() : undefined;
      try {
        for (let round = 0; round < rounds; round += 1) {
          times.sale[load].push(await sell(page));
          times.purchase[load].push(await savePurchase(page, origin, product));
        }
      } finally {
        busy?.stop();
      }
    }
    const cell = (each: number[]) => {
      const slowest = Math.max(...each);
      return `${median(each).toFixed(0)} ms | ${slowest.toFixed(0)} ms${slowest < TARGET_MS ? '' : ' ✗'}`;
    };
    const table = [
      `| save | quiet: median | slowest | ${availableParallelism()} cores busy: median | slowest |`,
      '|---|---|---|---|---|',
      `| sale of 1 item | ${cell(times.sale.quiet)} | ${cell(times.sale.busy)} |`,
      `| purchase of 5 items | ${cell(times.purchase.quiet)} | ${cell(times.purchase.busy)} |`,
    ];
    log(table.join('\n'));
    return table;
  } finally {
    await browser.close();
  }
}
