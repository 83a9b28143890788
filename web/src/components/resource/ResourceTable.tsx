import 'mantine-datatable/styles.css';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useNavigate } from 'react-router';
import { PAGE_SIZE, fromSortStatus, toListQuery, toSortStatus } from '../../lib/list-url.ts';
import { useList, type AnyContract, type Loose, type RowOf } from '../../lib/resources.ts';
import type { Column, Row } from './columns.tsx';
import { ListToolbar, type ListFilter } from './ListToolbar.tsx';
import { useListState } from './useListState.ts';
import { displayText } from '@flipstack/contract';

// The drawer (and the form inside) is loaded on the first row opened.
const FormDrawer = lazy(async () => ({ default: (await import('./FormDrawer.tsx')).FormDrawer }));

type ResourceTableProps<C extends AnyContract> = {
  contract: C;
  columns: Column[];
  /** Relations the columns show, e.g. 'brand,category'. */
  with?: string;
  filters?: ListFilter[];
  /** Where a row click goes (resources with a record route). */
  rowPath?: (row: Row) => string;
  /** Resources without a record route: a row click opens this form in an edit drawer. */
  editForm?: (row: Loose<RowOf<C>>, close: () => void) => ReactNode;
};

/** A server-side list: paging, sorting, search and filters, all in the URL; CSV export of the same filter. */
export function ResourceTable<C extends AnyContract>({
  contract,
  columns,
  with: withRelations,
  filters = [],
  rowPath,
  editForm,
}: ResourceTableProps<C>) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState<Loose<RowOf<C>> | null>(null);
  const [state, setState] = useListState();
  const list = useList(contract, toListQuery(state, { with: withRelations }));
  const plural = contract.name.replaceAll('-', ' ');
  const isFiltered = state.q !== '' || Object.keys(state.where).length > 0;
  const sortable = new Set<string>(contract.sortable);

  const close = () => setEditing(null);
  const open = (row: Row) => setEditing(row as Loose<RowOf<C>>);
  const allColumns: Column[] = columns.map((column, index) => ({
    ...column,
    sortable: column.sortable ?? sortable.has(String(column.accessor)),
    // The keyboard reaches the drawer through the first column.
    ...(editForm && index === 0 ? { render: (row: Row) => <EditLink row={row} column={column} onOpen={open} /> } : {}),
  }));

  return (
    <>
      <ListToolbar contract={contract} state={state} onChange={setState} filters={filters} plural={plural} />
      {/* Small screens scroll the table sideways with the naming column pinned; cells keep one line. */}
      <DataTable<Row>
        withTableBorder
        pinFirstColumn
        defaultColumnProps={{ noWrap: true }}
        borderRadius="md"
        highlightOnHover={Boolean(rowPath ?? editForm)}
        minHeight={list.data?.rows.length ? undefined : 180}
        records={list.data?.rows ?? []}
        columns={allColumns}
        fetching={list.isFetching}
        loadingText="Loading…"
        noRecordsText={isFiltered ? `No ${plural} match these filters` : `No ${plural} yet`}
        totalRecords={list.data?.total ?? 0}
        recordsPerPage={PAGE_SIZE}
        page={state.page}
        onPageChange={(page) => setState({ ...state, page })}
        paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords}`}
        sortStatus={toSortStatus(state.orderBy, contract.defaultOrder)}
        onSortStatusChange={(status) =>
          setState({
            orderBy: fromSortStatus({ columnAccessor: String(status.columnAccessor), direction: status.direction }),
          })
        }
        onRowClick={
          rowPath ? ({ record }) => void navigate(rowPath(record)) : editForm ? ({ record }) => open(record) : undefined
        }
      />
      {editForm && editing && (
        <Suspense>
          <FormDrawer title={`Edit ${contract.label}`} onClose={close}>
            {editForm(editing, close)}
          </FormDrawer>
        </Suspense>
      )}
    </>
  );
}

function EditLink({ row, column, onOpen }: { row: Row; column: Column; onOpen: (row: Row) => void }) {
  const content = column.render ? column.render(row, 0) : displayText(row[String(column.accessor)] ?? `#${row.id}`);
  return (
    <Anchor
      component="button"
      type="button"
      underline="hover"
      ta="left"
      onClick={(event) => {
        event.stopPropagation();
        onOpen(row);
      }}
    >
      {content}
    </Anchor>
  );
}

export type { ListFilter };
