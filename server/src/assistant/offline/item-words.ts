import type { Format } from './format.ts';

export type Result = Record<string, unknown>;
/** An item as the read tools answer it. */
export type Item = {
  id: number;
  serial_number: string | null;
  tag_number: string | null;
  product?: string;
  product_name?: string;
  status?: string;
  cost?: string | null;
  days_in_stock?: number;
  location?: string | null;
};

/** A scalar as text; anything else as empty text. */
export const textOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
export const statusWord = (text: string) => text.replace('_', ' ');
export const dayOf = (iso: unknown) => (typeof iso === 'string' && iso ? iso.slice(0, 10) : 'an unknown day');

/** "Pixel 7 (serial 123, tag FS1)": an item by its product name and codes. */
export function itemName(item: Item): string {
  const codes = [item.serial_number && `serial ${item.serial_number}`, item.tag_number && `tag ${item.tag_number}`]
    .filter(Boolean)
    .join(', ');
  return `${item.product ?? item.product_name ?? `Item #${item.id}`}${codes ? ` (${codes})` : ''}`;
}

/** "- #4 Pixel 7 (serial 123): in stock, 40 days in stock, cost $80.00, at Shelf B". */
export function itemLine(item: Item, format: Format): string {
  const parts = [
    item.status && statusWord(item.status),
    item.days_in_stock !== undefined && plural(item.days_in_stock, 'day') + ' in stock',
    item.cost === undefined ? undefined : item.cost === null ? 'no cost' : `cost ${format.money(item.cost)}`,
    item.location && `at ${item.location}`,
  ].filter(Boolean);
  return `- #${item.id} ${itemName(item)}${parts.length ? `: ${parts.join(', ')}` : ''}`;
}

/** "Pixel 7 (serial 123) and Case": the items of a sale or a listing. */
export const itemsNamed = (items: Item[]) =>
  items.length <= 2
    ? items.map(itemName).join(' and ')
    : `${items.slice(0, 2).map(itemName).join(', ')} and ${plural(items.length - 2, 'more item')}`;
