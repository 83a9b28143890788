import { Fragment, type ReactNode } from 'react';
import { Checkbox, Group, Loader, Pagination, Select, Text } from '@mantine/core';
import { getValueAtPath, type DataTableColumn } from 'mantine-datatable';
import { displayText } from '@flipstack/contract';
import { fromSortStatus, toSortStatus } from '../../lib/list-url.ts';
import { digits, type PagerCount } from './pager-count.ts';
import classes from './RecordCards.module.css';

type RecordCardsProps<R extends { id: number }> = {
  name: string;
  rows: R[] | undefined;
  count: PagerCount;
  isFetching: boolean;
  columns: DataTableColumn<R>[];
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  orderBy: string;
  defaultOrder: string;
  onOrder: (orderBy: string) => void;
  emptyText: string;
  onRowClick?: ((row: R) => void) | undefined;
  selection?: { selected: R[]; onChange: (rows: R[]) => void; rowName: (row: R) => string } | undefined;
};

const CONTROL_NAMES = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' };

/** A cell as the table draws it: the column's render, else the value at its (dotted) accessor. */
function cell<R>(column: DataTableColumn<R>, row: R, index: number): ReactNode {
  if (column.render) return column.render(row, index);
  const text = displayText(getValueAtPath(row, String(column.accessor)));
  return text === '' ? '—' : text;
}

const titleText = (column: DataTableColumn<unknown>) =>
  typeof column.title === 'string' ? column.title : String(column.accessor);

/** The sort choices: each sortable column both ways, and the list's own order where no column shows it. */
function sortOptions<R>(columns: DataTableColumn<R>[], defaultOrder: string) {
  const byColumn = columns
    .filter((column) => column.sortable)
    .flatMap((column) => {
      const title = titleText(column as DataTableColumn<unknown>);
      const accessor = String(column.accessor);
      return [
        { value: accessor, label: `${title}, ascending` },
        { value: `-${accessor}`, label: `${title}, descending` },
      ];
    });
  const usual = fromSortStatus(toSortStatus('', defaultOrder));
  return byColumn.some((option) => option.value === usual)
    ? byColumn
    : [{ value: usual, label: 'Usual order' }, ...byColumn];
}

/**
 * A list on a phone: one card a row, its naming column as the title and every other column as a labelled
 * line, so nothing scrolls sideways; sort and pages as the table's.
 */
export function RecordCards<R extends { id: number }>({
  name,
  rows,
  count,
  isFetching,
  columns,
  page,
  pageSize,
  onPage,
  orderBy,
  defaultOrder,
  onOrder,
  emptyText,
  onRowClick,
  selection,
}: RecordCardsProps<R>) {
  const shown = columns.filter((column) => !column.hidden);
  const [first, ...rest] = shown;
  const sorts = sortOptions(shown, defaultOrder);
  const sort = toSortStatus(orderBy, defaultOrder);
  const pages = Math.max(1, Math.ceil(count.records / pageSize));
  const from = (page - 1) * pageSize + 1;
  const isPicked = (row: R) => selection?.selected.some((picked) => picked.id === row.id) ?? false;
  const toggle = (row: R) =>
    selection?.onChange(
      isPicked(row) ? selection.selected.filter((picked) => picked.id !== row.id) : [...selection.selected, row],
    );

  return (
    <div className={classes.list}>
      {sorts.length > 0 && (
        <Select
          label="Sort by"
          data={sorts}
          value={fromSortStatus(sort)}
          onChange={(value) => value && onOrder(value)}
          allowDeselect={false}
          size="sm"
        />
      )}
      {rows === undefined ? (
        <Group justify="center" p="lg">
          <Loader size="sm" aria-label="Loading…" />
        </Group>
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" p="lg" className={classes.empty}>
          {emptyText}
        </Text>
      ) : (
        <ul className={classes.cards} aria-label={name} aria-busy={isFetching}>
          {rows.map((row, index) => (
            <li
              key={row.id}
              className={onRowClick ? `${classes.card} ${classes.clickable}` : classes.card}
              data-selected={isPicked(row) || undefined}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
            >
              <div className={classes.title}>
                {selection && (
                  <Checkbox
                    aria-label={`Select ${selection.rowName(row)}`}
                    checked={isPicked(row)}
                    onChange={() => toggle(row)}
                    onClick={(event) => event.stopPropagation()}
                  />
                )}
                {first && cell(first, row, index)}
              </div>
              <dl className={classes.fields}>
                {rest.map((column) => (
                  <Fragment key={String(column.accessor)}>
                    <dt>{column.title ?? titleText(column as DataTableColumn<unknown>)}</dt>
                    <dd>{cell(column, row, index)}</dd>
                  </Fragment>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
      {rows && rows.length > 0 && (
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {digits(from)}–{digits(from + rows.length - 1)} of {count.text}
          </Text>
          {pages > 1 && (
            <Pagination
              size="sm"
              total={pages}
              value={page}
              onChange={onPage}
              siblings={0}
              getControlProps={(control) => ({ 'aria-label': CONTROL_NAMES[control] })}
            />
          )}
        </Group>
      )}
    </div>
  );
}
