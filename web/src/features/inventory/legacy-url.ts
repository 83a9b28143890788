import type { Query } from '../../lib/api.ts';
import type { UrlCodec } from '../../lib/url-state.ts';

export const PAGE_SIZES = [100, 250, 500] as const;
const DEFAULT_SIZE = 100;
const DEFAULT_ORDER = 'id';

/** What /inventory/legacy shows, kept in its URL: ?page=&size=&order_by= */
export type LegacyState = { page: number; size: number; order_by: string };

/** Other keys stay; a new size or sort starts again at page 1. */
export const legacyUrl: UrlCodec<LegacyState> = {
  read: (params) => {
    const size = Number(params.get('size'));
    const page = Number(params.get('page'));
    return {
      size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_SIZE,
      page: Number.isInteger(page) && page > 1 ? page : 1,
      order_by: params.get('order_by') || DEFAULT_ORDER,
    };
  },
  write: (current, state) => {
    const next = new URLSearchParams(current);
    const set = (key: string, value: string | false) => (value ? next.set(key, value) : next.delete(key));
    set('size', state.size !== DEFAULT_SIZE && String(state.size));
    set('page', state.page > 1 && String(state.page));
    set('order_by', state.order_by !== DEFAULT_ORDER && state.order_by);
    return next;
  },
  resetOnChange: { page: 1 },
};

/** The inventory-items-detail query of the page the state shows. */
export const legacyPageQuery = ({ page, size, order_by }: LegacyState): Query => ({
  limit: size,
  offset: (page - 1) * size,
  order_by,
});
