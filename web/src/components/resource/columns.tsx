import type { ReactNode } from 'react';
import { Anchor, Text, type AnchorProps } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { rowLabel } from '../../lib/row-labels.ts';

export type Column<R> = DataTableColumn<R>;

/** A row whose field `K` holds text (money and dates travel as strings). */
type WithText<K extends string> = { [key in K]?: string | null };

/** An amount right-aligned in tabular figures, in the team currency. */
export const MoneyCell = ({ value, currency }: { value: string | null | undefined; currency: string }) => (
  <Text span size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
    {formatMoney(value, currency)}
  </Text>
);

/** Money right-aligned, in the team currency. */
export const moneyColumn = <R extends WithText<K>, K extends string>(
  accessor: K,
  title: string,
  currency: string,
): Column<R> => ({
  accessor,
  title,
  textAlign: 'right',
  render: (row) => <MoneyCell value={row[accessor]} currency={currency} />,
});

export const dateColumn = <R extends WithText<K>, K extends string>(
  accessor: K,
  title: string,
  withTime = false,
): Column<R> => ({
  accessor,
  title,
  render: (row) => (withTime ? formatDateTime : formatDate)(row[accessor]),
});

/** The name of a row loaded with `with` (e.g. `brand`), for a column of brand_id. */
export const relationColumn = <R extends { id: number } & { [key in Rel]?: unknown }, Rel extends string>(
  accessor: string,
  relation: Rel,
  resource: string,
  title: string,
): Column<R> => ({
  accessor,
  title,
  render: (row) => rowLabel(resource, row[relation]) || '—',
});

/** A cell's own value as text, when it is text or a number. */
export const cellText = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/** A link inside a table row that opens its own page, not the row's (a row may be clickable too). */
export const RowLink = ({
  to,
  children,
  ...props
}: AnchorProps & { to: string; children: ReactNode; title?: string; 'aria-label'?: string }) => (
  <Anchor component={Link} to={to} onClick={(event) => event.stopPropagation()} {...props}>
    {children}
  </Anchor>
);

/** The column that names the record, as a link so the keyboard reaches the record too. */
export const linkColumn = <R extends { id: number } & { [key in K]?: unknown }, K extends string>(
  accessor: K,
  title: string,
  to: (row: R) => string,
  label: (row: R) => string = (row) => cellText(row[accessor]) ?? `#${row.id}`,
): Column<R> => ({
  accessor,
  title,
  render: (row) => (
    <RowLink to={to(row)} underline="hover">
      {label(row)}
    </RowLink>
  ),
});
