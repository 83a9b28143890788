import type { Page } from 'playwright-core';
import { median } from '../measure.ts';
import { signedInBrowser } from './browser.ts';

/** The screens behind the header's links that show the team's data. */
export const SCREENS = [
  '/',
  '/inventory',
  '/inventory/tracking',
  '/inventory/legacy',
  '/sales',
  '/purchases',
  '/products',
  '/listings',
  '/sellers',
  '/brands',
  '/product-categories',
  '/platforms',
  '/accounts',
  '/transactions',
  '/reminders',
  '/analytics',
  '/index',
  '/ebay-orders',
  '/file-uploads',
];

/** Data on screen within this many ms of moving to it (issue 16's target). */
const TARGET_MS = 300;
/** A screen is done when no API call is open and nothing on it changed for this long. */
const QUIET_MS = 400;
/**
 * How long the bench stays on the landing screen before its first move, as a person reads it: the app
 * fetches the other screens' code while idle after 2 s (web/src/app/warm-screens.ts), so the moves measure a
 * warm app. A first visit made sooner, with that code still to download, is measured apart (benchmarks.md).
 */
const LANDING_MS = 3000;

/**
 * Run in the page before the app (it is the browser's code, so it is text here): counts the page's open
 * fetches and notes when the last answer came and when the page last changed (nodes or text added,
 * removed or rewritten; attributes, as a chart's animation writes them, toasts, and the head's scripts and
 * stylesheets, as the app adds them for screens it may open next, do not count).
 */
const WATCH_THE_PAGE = `
  const state = { start: 0, open: 0, lastAnswer: 0, lastChange: 0 };
  window.__screen = state;
  const fetchFirst = window.fetch.bind(window);
  window.fetch = async (...args) => {
    state.open += 1;
    try {
      return await fetchFirst(...args);
    } finally {
      state.open -= 1;
      state.lastAnswer = performance.now();
    }
  };
  // Toasts come and go on their own clock (one shown on /sales closes seconds later, on another screen).
  const isToast = (node) => {
    const element = node.nodeType === 1 ? node : node.parentElement;
    return Boolean(element && element.closest('[class*="mantine-Notification"]'));
  };
  const isInHead = (node) => Boolean(document.head && document.head.contains(node));
  const isScreenChange = (record) =>
    !isInHead(record.target) &&
    !isToast(record.target) &&
    ![...record.addedNodes, ...record.removedNodes].some(isToast);
  new MutationObserver((records) => {
    if (records.some(isScreenChange)) state.lastChange = performance.now();
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

/** Moves to `path` as the header's links do (the router, no page load) and answers when its data is on screen. */
async function openScreen(page: Page, path: string): Promise<number> {
  await page.evaluate(`{
    const state = window.__screen;
    state.start = performance.now();
    state.lastChange = state.start;
    window.history.pushState(null, '', ${JSON.stringify(path)});
    window.dispatchEvent(new PopStateEvent('popstate'));
  }`);
  return settled(page);
}

/** Waits until no API call is open and the page stopped changing; answers how long that took from `start`. */
async function settled(page: Page): Promise<number> {
  await page.waitForFunction(
    `window.__screen.open === 0 &&
      performance.now() - Math.max(window.__screen.lastAnswer, window.__screen.lastChange) > ${QUIET_MS}`,
    undefined,
    { polling: 25, timeout: 20_000 },
  );
  return page.evaluate<number>(
    'Math.max(window.__screen.lastAnswer, window.__screen.lastChange) - window.__screen.start',
  );
}

/**
 * Each screen opened in Chromium from a loaded app, as a click in the header opens it, `rounds` times
 * (a fresh page load each round, so no screen answers from an earlier visit's cache): the time until its
 * last API answer is rendered. Answers the table's lines, or why it could not run.
 */
export async function benchScreens(
  origin: string,
  cookie: string,
  screens: string[],
  { rounds, log }: { rounds: number; log: (line: string) => void },
): Promise<string[]> {
  const opened = await signedInBrowser(origin, cookie);
  if ('reason' in opened) return [`${opened.reason}: screens not measured.`];
  const { browser, context } = opened;
  try {
    await context.addInitScript({ content: WATCH_THE_PAGE });
    const page = await context.newPage();
    const times = new Map<string, number[]>(screens.map((screen) => [screen, []]));
    for (let round = 0; round < rounds; round += 1) {
      await page.goto(`${origin}/`);
      await settled(page);
      await page.waitForTimeout(LANDING_MS);
      for (const screen of screens) times.get(screen)!.push(await openScreen(page, screen));
    }
    const table = ['| screen | data on screen, median | slowest |', '|---|---|---|'];
    log(table.join('\n'));
    for (const [screen, each] of times) {
      const slowest = Math.max(...each);
      const line = `| ${screen} | ${median(each).toFixed(0)} ms | ${slowest.toFixed(0)} ms${slowest < TARGET_MS ? '' : ' ✗'} |`;
      table.push(line);
      log(line);
    }
    return table;
  } finally {
    await browser.close();
  }
}
