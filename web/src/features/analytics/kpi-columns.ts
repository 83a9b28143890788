import type { KpiGroup, KpisRow } from '@flipstack/contract';

export const GROUP_LABELS = {
  category: 'Category',
  brand: 'Brand',
  platform: 'Platform',
  source: 'Source',
} as const satisfies Record<KpiGroup, string>;
export const KPI_GROUP_OPTIONS = Object.keys(GROUP_LABELS) as KpiGroup[];

/** The group of units without a category, brand, platform or seller. */
export const NONE = 'None';

export type KpiFigures = Omit<KpisRow, 'group_id' | 'group_name'>;
export type KpiColumnKey =
  'group' | 'sell_through_rate' | 'roi' | 'profit' | 'avg_days_to_sell' | 'avg_days_to_list' | 'units_sold';
export type KpiSort = { key: KpiColumnKey; isDescending: boolean };

export const KPI_COLUMNS: { key: KpiColumnKey; title: string }[] = [
  { key: 'group', title: 'Group' },
  { key: 'sell_through_rate', title: 'Sell-through' },
  { key: 'roi', title: 'ROI' },
  { key: 'profit', title: 'Profit' },
  { key: 'avg_days_to_sell', title: 'Avg days to sell' },
  { key: 'avg_days_to_list', title: 'Avg days to list' },
  { key: 'units_sold', title: 'Units sold' },
];

/** A ratio as a percent with one decimal ("66.7%"), — without one. */
export const formatRatio = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)}%`);
/** Days with one decimal, — without units. */
export const formatDays = (value: number | null) => (value === null ? '—' : value.toFixed(1));

const sortValue = (row: KpisRow, key: KpiColumnKey): string | number | null =>
  key === 'group' ? (row.group_name ?? NONE).toLowerCase() : key === 'profit' ? Number(row.profit) : row[key];

/** The rows by a column; the server's order (most units sold first) without one. Empty figures go last either way. */
export function sortKpiRows(rows: KpisRow[], sort: KpiSort | null): KpisRow[] {
  if (!sort) return rows;
  const direction = sort.isDescending ? -1 : 1;
  return [...rows].sort((a, b) => {
    const [x, y] = [sortValue(a, sort.key), sortValue(b, sort.key)];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return (x < y ? -1 : x > y ? 1 : 0) * direction;
  });
}
