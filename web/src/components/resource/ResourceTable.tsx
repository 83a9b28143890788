import 'mantine-datatable/styles.css';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useNavigate } from 'react-router';
import { PAGE_SIZE, fromSortStatus, toListQuery, toSortStatus } from '../../lib/list-url.ts';
import { useList, type AnyContract } from '../../lib/resources.ts';
import type { Column, Row } from './columns.tsx';
import { ListToolbar, type ListFilter } from './ListToolbar.tsx';
import { useListState } from './useListState.ts';

type ResourceTableProps = {
  contract: AnyContract;
  columns: Column[];
  /** Relations the columns show, e.g. 'brand,category'. */
  with?: string;
  filters?: ListFilter[];
  /** Where a row click goes; lists of resources without a record screen leave it out. */
  rowPath?: (row: Row) => string;
  /** e.g. a delete button, in a last column. */
  rowActions?: (row: Row) => ReactNode;
};

/** A server-side list: paging, sorting, search and filters, all in the URL; CSV export of the same filter. */
export function ResourceTable({ contract, columns, with: withRelations, filters = [], rowPath, rowActions }: ResourceTableProps) {
  const navigate = useNavigate();
  const [state, setState] = useListState();
  const list = useList(contract, toListQuery(state, { with: withRelations }));
  const plural = contract.name.replaceAll('-', ' ');
  const isFiltered = state.q !== '' || Object.keys(state.where).length > 0;
  const sortable = new Set<string>(contract.sortable);

  const allColumns: Column[] = [
    ...columns.map((column) => ({ ...column, sortable: column.sortable ?? sortable.has(String(column.accessor)) })),
    ...(rowActions ? [{ accessor: 'actions', title: <VisuallyHidden>Actions</VisuallyHidden>, textAlign: 'right' as const, render: rowActions }] : []),
  ];

  return (
    <>
      <ListToolbar contract={contract} state={state} onChange={setState} filters={filters} plural={plural} />
      <DataTable<Row>
        withTableBorder
        borderRadius="md"
        highlightOnHover={Boolean(rowPath)}
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
        sortStatus={toSortStatus(state.orderBy, contract.defaultOrder) as DataTableSortStatus<Row>}
        onSortStatusChange={(status) => setState({ orderBy: fromSortStatus({ columnAccessor: String(status.columnAccessor), direction: status.direction }) })}
        onRowClick={rowPath ? ({ record }) => void navigate(rowPath(record)) : undefined}
      />
    </>
  );
}

export type { ListFilter };
