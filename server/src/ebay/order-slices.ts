import type { Connection } from './connections.ts';
import type { EbayContext } from './ebay-context.ts';
import { fetchOrdersPage, type OrdersPage } from './fetch-orders.ts';

/** What a slice read hands on: its orders, and where the rest of the window starts once they are kept (null: not yet). */
export type SliceRead = (page: OrdersPage, restFrom: string | null) => Promise<void>;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Reads every order modified in [from, to]. getOrders pages by offset in an order eBay does not document
 * for this filter, and an order modified while the app pages leaves the window (its new date is past the
 * window's end), moving every later order one place down: paging by offset skips one, for good. So the
 * window is read in slices of time that each fit in one page, one answer being one snapshot; a slice
 * eBay says holds more orders than the page came with is narrowed and asked again. An order that left
 * is read by the next window, which starts before this one's end. eBay's dates are to the millisecond
 * and its ranges include both ends, so a slice ending at t is followed by one starting at t + 1 ms.
 */
export async function readWindow(
  context: EbayContext,
  connection: Connection,
  window: { from: string; to: string },
  read: SliceRead,
): Promise<void> {
  const end = Date.parse(window.to);
  let start = Date.parse(window.from);
  let span = end - start;
  // A page's size, learnt from the first slice that held more orders than its page.
  let pageSize = 0;
  while (start <= end) {
    const sliceEnd = Math.min(end, start + span);
    const page = await fetchOrdersPage(context, connection, { from: iso(start), to: iso(sliceEnd) }, 0);
    if (page.orders.length >= page.total || sliceEnd === start) {
      if (page.orders.length >= page.total) await read(page, iso(sliceEnd + 1));
      else await readCrowdedInstant(context, connection, iso(start), page, read);
      // The next slice as wide as three quarters of a page of orders at this slice's density; after an
      // empty one, the rest of the window (if it holds too many, its answer shows where orders start).
      const width = sliceEnd - start + 1;
      if (page.orders.length === 0) span = end - start;
      else if (pageSize > 0) span = Math.max(1, Math.floor((width * pageSize * 0.75) / page.orders.length));
      else span = Math.max(1, span * 2);
      start = sliceEnd + 1;
    } else {
      pageSize = Math.max(pageSize, page.orders.length);
      // Aim at half a page, so orders spread unevenly over the slice still fit; but no slice need end
      // before the first order this answer showed (the time before it is often empty: a new account's
      // first month). The answers are not in date order, so that is a guess that a total checks. Orders
      // seen only at the slice's first or last instant point at a crowded instant: it is read alone.
      const firstSeen = Math.min(...page.orders.map((order) => Date.parse(order.lastModifiedDate)));
      const halfPage = Math.floor(((sliceEnd - start) * page.orders.length) / page.total / 2);
      if (!Number.isFinite(firstSeen)) span = halfPage;
      else if (firstSeen <= start) span = 0;
      else if (firstSeen >= sliceEnd) span = sliceEnd - 1 - start;
      else span = Math.max(halfPage, firstSeen - start);
    }
  }
}

/**
 * More orders modified in one millisecond than a page holds (eBay's bulk changes): the instant is paged by
 * offset, and walked again until a walk saw the same total on every page. In a past instant orders can
 * only leave (a change moves them past the window), so a walk whose total held lost none.
 */
async function readCrowdedInstant(
  context: EbayContext,
  connection: Connection,
  instant: string,
  first: OrdersPage,
  read: SliceRead,
) {
  let page: OrdersPage | null = first;
  for (;;) {
    let total: number | undefined;
    let isStable = true;
    for (let offset = 0; ;) {
      page ??= await fetchOrdersPage(context, connection, { from: instant, to: instant }, offset);
      total ??= page.total;
      if (page.total !== total) isStable = false;
      await read(page, null);
      offset += page.orders.length;
      const isLast = page.orders.length === 0 || offset >= page.total;
      page = null;
      if (isLast) break;
    }
    if (isStable) return;
  }
}
