import { INVENTORY_STATUSES, type InventoryStatus } from '@flipstack/contract';

export const STATUS_LABELS: Record<InventoryStatus, string> = {
  in_transit: 'In transit',
  in_stock: 'In stock',
  listed: 'Listed',
  sold: 'Sold',
  shipped: 'Shipped',
  returned: 'Returned',
  written_off: 'Written off',
};

export const STATUS_OPTIONS = INVENTORY_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

const STATUS_COLORS: Record<InventoryStatus, string> = {
  in_transit: 'yellow',
  in_stock: 'blue',
  listed: 'indigo',
  sold: 'teal',
  shipped: 'green',
  returned: 'orange',
  written_off: 'red',
};
export const statusColor = (status: InventoryStatus): string => STATUS_COLORS[status];

/** The spec's global-search rule for items: serial number, else tag number, else the id. */
export const itemName = (item: { id: number; serial_number: string | null; tag_number: string | null }): string =>
  item.serial_number?.trim() || item.tag_number?.trim() || `#${item.id}`;

/** Days in stock, as the tracking buckets cut them (0–30, 31–60, 61–90, 90+). */
export const AGE_RANGES = {
  '0-30': { min: 0, max: 30 },
  '31-60': { min: 31, max: 60 },
  '61-90': { min: 61, max: 90 },
  '90+': { min: 91, max: undefined },
} as const;
export type AgeRange = keyof typeof AGE_RANGES;
export const AGE_OPTIONS = (Object.keys(AGE_RANGES) as AgeRange[]).map((range) => ({
  value: range,
  label: `${range.replace('-', '–')} days`,
}));
export const isAgeRange = (value: string | null): value is AgeRange => value !== null && value in AGE_RANGES;
