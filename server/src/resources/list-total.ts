import { LIST_COUNT_CAP } from '@flipstack/contract';

export type ListTotal = { total: number; total_is_estimate?: true };

/** The answer's total from a count that stops past LIST_COUNT_CAP: above it, the cap as a lower bound. */
export const cappedTotal = (counted: number): ListTotal =>
  counted > LIST_COUNT_CAP ? { total: LIST_COUNT_CAP, total_is_estimate: true } : { total: counted };

/**
 * The total a page by offset shows by itself when it is not full (`found` rows of `limit` asked for): the
 * list ends there. Undefined for a full page, or an empty one past the first, which need a count.
 */
export function totalShownByPage(page: { offset: number; limit: number; found: number }): ListTotal | undefined {
  const endsHere = page.found < page.limit && (page.found > 0 || page.offset === 0);
  return endsHere ? { total: page.offset + page.found } : undefined;
}
