import type { MouseEvent, ReactNode } from 'react';
import type { DataTableColumn } from 'mantine-datatable';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';
import { useAppNavigate } from '../../lib/navigation.tsx';
import { rowLabel } from '../../lib/row-labels.ts';
import classes from './columns.module.css';

export type Column<R> = DataTableColumn<R>;

/** A row whose field `K` holds text (money and dates travel as strings). */
type WithText<K extends string> = { [key in K]?: string | null };

/*
 * A table draws its cells 25–50 times a page, so the cells below are plain elements with the look of
 * Mantine's Text and Anchor in a stylesheet: each Mantine component resolves its props, theme and styles
 * on every render, and react-router's Link its route context.
 */

/** An amount in tabular figures, in the team currency. */
export const MoneyCell = ({ value, currency }: { value: string | null | undefined; currency: string }) => (
  <span className={classes.money}>{formatMoney(value, currency)}</span>
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

/** A click the browser should handle itself: another button, a modifier (new tab, window, download). */
const isBrowserClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * A link inside a table row that opens its own page, not the row's (a row may be clickable too): moves
 * within the app on a plain click, and stays a real link for a new tab or a copied address.
 */
export function RowLink({
  to,
  children,
  title,
  'aria-label': ariaLabel,
}: {
  to: string;
  children: ReactNode;
  title?: string;
  'aria-label'?: string;
}) {
  const navigate = useAppNavigate();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.stopPropagation();
    if (event.defaultPrevented || isBrowserClick(event)) return;
    event.preventDefault();
    void navigate(to);
  };
  return (
    <a href={to} className={`mantine-focus-auto ${classes.link}`} title={title} aria-label={ariaLabel} onClick={open}>
      {children}
    </a>
  );
}

/** The column that names the record, as a link so the keyboard reaches the record too. */
export const linkColumn = <R extends { id: number } & { [key in K]?: unknown }, K extends string>(
  accessor: K,
  title: string,
  to: (row: R) => string,
  label: (row: R) => string = (row) => cellText(row[accessor]) ?? `#${row.id}`,
): Column<R> => ({
  accessor,
  title,
  render: (row) => <RowLink to={to(row)}>{label(row)}</RowLink>,
});
