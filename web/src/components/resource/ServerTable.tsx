import 'mantine-datatable/styles.css';
import { useMediaQuery } from '@mantine/hooks';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { PAGE_SIZE, fromSortStatus, toSortStatus } from '../../lib/list-url.ts';
import { LoadError, type LoadFailure } from '../LoadError.tsx';
import { digits, pagerCount } from './pager-count.ts';
import { RecordCards } from './RecordCards.tsx';
import classes from './ServerTable.module.css';

/** Narrower than Mantine's `xs` (36em): a phone held upright, where a list is drawn as cards. */
export const PHONE_QUERY = '(max-width: 35.99em)';

type ServerTableProps<R extends { id: number }> = {
  /** What the rows are ('Inventory items'): the name of the list of cards on a phone. */
  name: string;
  /** undefined while the first page loads. */
  rows: R[] | undefined;
  total: number | undefined;
  /** The server counted only so far (LIST_COUNT_CAP): `total` is a lower bound. */
  totalIsEstimate?: boolean | undefined;
  /** More rows follow this page (the answer's `next_after`): past the count cap, the pager offers one more page. */
  hasMore?: boolean | undefined;
  isFetching: boolean;
  columns: DataTableColumn<R>[];
  page: number;
  /** Rows a page; the lists' 25 unless told. */
  pageSize?: number;
  onPage: (page: number) => void;
  /** order_by of the list ('-sold_at'); empty means `defaultOrder`. */
  orderBy: string;
  defaultOrder: string;
  onOrder: (orderBy: string) => void;
  emptyText: string;
  /** The first page failed: said in the table's place, with a retry, instead of `emptyText`. */
  failure?: { title: string; failure: LoadFailure | undefined } | undefined;
  onRowClick?: ((row: R) => void) | undefined;
  /** Checkboxes to pick rows (kept across pages by id); `rowName` labels each box for screen readers. */
  selection?: { selected: R[]; onChange: (rows: R[]) => void; rowName: (row: R) => string } | undefined;
};

/**
 * The naming column stays in view while the table scrolls sideways, pinned by CSS alone: the table's own
 * `pinFirstColumn` measured every header cell after each render and drew the whole table a second time
 * with the offsets (a third of /inventory's time on screen).
 */
function pinFirst<R>(columns: DataTableColumn<R>[]): DataTableColumn<R>[] {
  const [first, ...rest] = columns;
  if (!first) return columns;
  const { titleClassName, cellsClassName } = first;
  const pinned = (className: string | undefined) => (className ? `${classes.pinned} ${className}` : classes.pinned);
  return [
    {
      ...first,
      titleClassName: pinned(titleClassName),
      cellsClassName:
        typeof cellsClassName === 'function'
          ? (record, index) => pinned(cellsClassName(record, index))
          : pinned(cellsClassName),
    },
    ...rest,
  ];
}

/**
 * One page of a list the server sorts and pages, drawn the same way everywhere. A phone gets one card a row
 * (RecordCards); a tablet scrolls the table sideways with the naming column pinned; cells keep one line.
 */
export function ServerTable<R extends { id: number }>({
  name,
  rows,
  total,
  totalIsEstimate = false,
  hasMore = false,
  isFetching,
  columns,
  page,
  pageSize = PAGE_SIZE,
  onPage,
  orderBy,
  defaultOrder,
  onOrder,
  emptyText,
  failure,
  onRowClick,
  selection,
}: ServerTableProps<R>) {
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  if (failure?.failure && rows === undefined) return <LoadError title={failure.title} failure={failure.failure} />;
  const count = pagerCount(
    total ?? 0,
    totalIsEstimate,
    (page - 1) * pageSize + (rows?.length ?? 0),
    rows?.length ?? 0,
    hasMore,
  );
  if (isPhone) {
    return (
      <RecordCards
        {...{ name, rows, count, isFetching, columns, page, pageSize, onPage, orderBy, defaultOrder, onOrder }}
        {...{ emptyText, onRowClick, selection }}
      />
    );
  }
  const selectionProps = selection
    ? {
        selectedRecords: selection.selected,
        onSelectedRecordsChange: selection.onChange,
        allRecordsSelectionCheckboxProps: { 'aria-label': 'Select every row of this page' },
        getRecordSelectionCheckboxProps: (row: R) => ({ 'aria-label': `Select ${selection.rowName(row)}` }),
      }
    : {};
  return (
    <DataTable<R>
      className={selection ? `${classes.table} ${classes.withSelection}` : classes.table}
      withTableBorder
      defaultColumnProps={{ noWrap: true }}
      borderRadius="md"
      highlightOnHover={Boolean(onRowClick)}
      minHeight={rows?.length ? undefined : 180}
      records={rows ?? []}
      columns={pinFirst(columns)}
      fetching={isFetching}
      loadingText="Loading…"
      noRecordsText={emptyText}
      totalRecords={count.records}
      recordsPerPage={pageSize}
      page={page}
      onPageChange={onPage}
      paginationText={({ from, to }) => `${digits(from)}–${digits(to)} of ${count.text}`}
      sortStatus={toSortStatus(orderBy, defaultOrder)}
      onSortStatusChange={({ columnAccessor, direction }) =>
        onOrder(fromSortStatus({ columnAccessor: String(columnAccessor), direction }))
      }
      onRowClick={onRowClick ? ({ record }) => onRowClick(record) : undefined}
      {...selectionProps}
    />
  );
}
