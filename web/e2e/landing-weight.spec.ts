import { expect, test } from '@playwright/test';
import { SIGNED_IN_STATE } from './fixtures.ts';

test.use({ storageState: SIGNED_IN_STATE });

/**
 * The landing screen's budget: the JavaScript a browser downloads (gzip) before its figures show. Every route's
 * loader is in the landing chunk, so each screen's early requests count here (docs/decisions.md).
 */
const LANDING_GZIP_BUDGET = 201 * 1024;

declare global {
  interface Window {
    figuresShownAt?: number;
  }
}

test.describe('[PERFORMANCE]', () => {
  test('the dashboard shows its figures after at most 201 KB of gzip JavaScript', async ({ page, request }) => {
    // The moment the month's revenue is on screen, noted by the page itself before it paints.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const revenue = document.querySelector('[data-testid="card-revenue-value"]');
        if (!revenue?.textContent?.includes('$')) return;
        window.figuresShownAt = performance.now();
        observer.disconnect();
      });
      observer.observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/');
    await expect(page.getByTestId('card-revenue-value')).toHaveText(/\$/);
    // What loads once the figures are there (the chart, the team select) is not theirs to wait for.
    const beforeFigures = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .filter((entry) => (entry as PerformanceResourceTiming).responseEnd <= window.figuresShownAt!)
        .map((entry) => entry.name),
    );

    let gzipBytes = 0;
    for (const url of beforeFigures) {
      // As served to a browser that takes gzip (a file too small to gain from it is sent as it is).
      const served = await request.get(url, { headers: { 'accept-encoding': 'gzip' } });
      gzipBytes += Number(served.headers()['content-length']);
    }
    test.info().annotations.push({
      type: 'landing JavaScript',
      description: `${beforeFigures.length} files, ${gzipBytes} bytes gzip: ${beforeFigures.join(' ')}`,
    });
    expect(beforeFigures.length).toBeGreaterThan(0);
    expect(gzipBytes).toBeLessThanOrEqual(LANDING_GZIP_BUDGET);
  });
});
