type AnyRow = { id: number } & Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/** How a row of each resource is named in pickers and tables (the spec's global-search rules where it has one). */
const LABELS: Record<string, (row: AnyRow) => string | undefined> = {
  sellers: (row) => text(row['name']) ?? text(row['username']),
  'inventory-items': (row) => text(row['serial_number']) ?? text(row['tag_number']),
  'shipping-services': (row) => [text(row['carrier']), text(row['name'])].filter(Boolean).join(' ') || undefined,
  listings: (row) => text(row['title']),
  sales: () => undefined,
  purchases: () => undefined,
};

const isRow = (value: unknown): value is AnyRow =>
  typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'number';

/** `row` may be anything a relation holds (`with`): a row, null, or nothing. */
export function rowLabel(resource: string, row: unknown): string {
  if (!isRow(row)) return '';
  const label = (LABELS[resource] ?? ((r: AnyRow) => text(r['name'])))(row);
  return label ?? `#${row.id}`;
}
