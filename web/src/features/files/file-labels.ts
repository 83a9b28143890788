import type { FileEntity, FileLink } from '@flipstack/contract';

/** Record types as a reseller names them, singular for a link and plural for the filter. */
export const ENTITY_LABELS: Record<FileEntity, { one: string; many: string; path?: string }> = {
  purchases: { one: 'Purchase', many: 'Purchases', path: '/purchases' },
  products: { one: 'Product', many: 'Products', path: '/products' },
  'inventory-items': { one: 'Inventory item', many: 'Inventory items', path: '/inventory' },
  sales: { one: 'Sale', many: 'Sales', path: '/sales' },
  listings: { one: 'Listing', many: 'Listings', path: '/listings' },
  sellers: { one: 'Seller', many: 'Sellers', path: '/sellers' },
  // Transactions are edited in their list's drawer and the rest have no record screen: no link.
  transactions: { one: 'Transaction', many: 'Transactions' },
  accounts: { one: 'Account', many: 'Accounts' },
  reminders: { one: 'Reminder', many: 'Reminders' },
  messages: { one: 'Message', many: 'Messages' },
};

/** 'Inventory item #12' */
export const linkLabel = (link: Pick<FileLink, 'entity' | 'entity_id'>): string =>
  `${ENTITY_LABELS[link.entity].one} #${link.entity_id}`;

/** The record screen a link opens, when the record has one. */
export const linkPath = (link: Pick<FileLink, 'entity' | 'entity_id'>): string | undefined => {
  const base = ENTITY_LABELS[link.entity].path;
  return base ? `${base}/${link.entity_id}` : undefined;
};

const UNITS = ['KB', 'MB', 'GB'];

/** 812 B, 1.4 MB: one decimal below 10 units, none above. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${UNITS[unit]}`;
}
