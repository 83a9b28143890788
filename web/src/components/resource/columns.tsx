import { Anchor, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';
import type { Loose } from '../../lib/resources.ts';
import { rowLabel } from '../../lib/row-labels.ts';

export type Row = Loose<{ id: number }>;
export type Column = DataTableColumn<Row>;

const textOf = (row: Row, field: string) => row[field] as string | null | undefined;

/** Money right-aligned, in the team currency. */
export const moneyColumn = (accessor: string, title: string, currency: string): Column => ({
  accessor,
  title,
  textAlign: 'right',
  render: (row) => (
    <Text span size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {formatMoney(textOf(row, accessor), currency)}
    </Text>
  ),
});

export const dateColumn = (accessor: string, title: string, withTime = false): Column => ({
  accessor,
  title,
  render: (row) => (withTime ? formatDateTime : formatDate)(textOf(row, accessor)),
});

/** The name of a row loaded with `with` (e.g. `brand`), for a column of brand_id. */
export const relationColumn = (accessor: string, relation: string, resource: string, title: string): Column => ({
  accessor,
  title,
  render: (row) => rowLabel(resource, row[relation] as Row | null) || '—',
});

/** The column that names the record, as a link so the keyboard reaches the record too. */
export const linkColumn = (
  accessor: string,
  title: string,
  to: (row: Row) => string,
  label?: (row: Row) => string,
): Column => ({
  accessor,
  title,
  render: (row) => (
    <Anchor component={Link} to={to(row)} underline="hover" onClick={(event) => event.stopPropagation()}>
      {label ? label(row) : (textOf(row, accessor) ?? `#${row.id}`)}
    </Anchor>
  ),
});
