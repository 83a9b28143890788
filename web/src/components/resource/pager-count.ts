/** A count as the pagers write it: 10,000. */
export const digits = (count: number) => count.toLocaleString('en-US');

export type PagerCount = { records: number; text: string };

/**
 * What the pager counts: '1,234', or 'more than 10,000' when the server stopped counting (LIST_COUNT_CAP).
 * Past the cap it grows a page at a time: while rows follow the page on screen there is one more page, and
 * the page with none after it tells the exact count.
 */
export function pagerCount(
  total: number,
  isEstimate: boolean,
  seen: number,
  shown: number,
  hasMore: boolean,
): PagerCount {
  const exact = (records: number) => ({ records, text: digits(records) });
  if (!isEstimate) return exact(total);
  if (!hasMore && shown > 0 && seen > total) return exact(seen);
  const atLeast = Math.max(total, seen);
  return { records: hasMore ? Math.max(total, seen + 1) : total, text: `more than ${digits(atLeast)}` };
}

/** The count of a list's page `page` (`answer`, undefined while it loads): rows follow it while it has a next_after. */
export function listPagerCount(
  answer: { rows: unknown[]; total: number; total_is_estimate?: true | undefined; next_after?: string } | undefined,
  page: number,
  pageSize: number,
): PagerCount {
  const shown = answer?.rows.length ?? 0;
  const seen = (page - 1) * pageSize + shown;
  const hasMore = answer?.next_after !== undefined;
  return pagerCount(answer?.total ?? 0, answer?.total_is_estimate ?? false, seen, shown, hasMore);
}
