import { lazy, Suspense, useState, type ReactNode } from 'react';
import { getValueAtPath } from 'mantine-datatable';
import { listUrl } from '../../lib/list-url.ts';
import { pageQuery, rememberNextPage, useNextPageMark } from '../../lib/page-marks.ts';
import { capitalize, useList, type AnyContract, type Loose, type RowOf } from '../../lib/resources.ts';
import { loadFailureOf } from '../LoadError.tsx';
import { useUrlState } from '../../lib/url-state.ts';
import { cellText, type Column } from './columns.tsx';
import columnClasses from './columns.module.css';
import { ListToolbar, type ListFilter } from './ListToolbar.tsx';
import { ServerTable } from './ServerTable.tsx';
import { useAppNavigate } from '../../lib/navigation.tsx';

// The drawer (and the form inside) is loaded on the first row opened.
const FormDrawer = lazy(async () => ({ default: (await import('./FormDrawer.tsx')).FormDrawer }));

/** A row of a list answer: the resource's row and the relations `with` asked for under their names. */
export type ListRow<C extends AnyContract> = Loose<RowOf<C>>;

type ResourceTableProps<C extends AnyContract> = {
  contract: C;
  columns: Column<ListRow<C>>[];
  /** Relations the columns show, e.g. 'brand,category'. */
  with?: string;
  filters?: ListFilter[];
  /** Where a row click goes (resources with a record route). */
  rowPath?: (row: ListRow<C>) => string;
  /** Resources without a record route: a row click opens this form in an edit drawer. */
  editForm?: (row: ListRow<C>, close: () => void) => ReactNode;
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
  const navigate = useAppNavigate();
  const [editing, setEditing] = useState<ListRow<C> | null>(null);
  const [state, setState] = useUrlState(listUrl);
  const list = useList(contract, pageQuery(contract.name, state, { with: withRelations }));
  useNextPageMark(list, (nextAfter) => rememberNextPage(contract.name, state, { with: withRelations }, nextAfter));
  const plural = contract.name.replaceAll('-', ' ');
  const isFiltered = state.q !== '' || Object.keys(state.where).length > 0;
  const sortable = new Set<string>(contract.sortable);

  const close = () => setEditing(null);
  const allColumns = columns.map((column, index): Column<ListRow<C>> => ({
    ...column,
    sortable: column.sortable ?? sortable.has(String(column.accessor)),
    // The keyboard reaches the drawer through the first column.
    ...(editForm && index === 0
      ? { render: (row: ListRow<C>) => <EditLink row={row} column={column} onOpen={setEditing} /> }
      : {}),
  }));

  return (
    <>
      <ListToolbar contract={contract} state={state} onChange={setState} filters={filters} plural={plural} />
      <ServerTable
        name={capitalize(plural)}
        rows={list.data?.rows}
        total={list.data?.total}
        totalIsEstimate={list.data?.total_is_estimate}
        hasMore={Boolean(list.data?.next_after)}
        isFetching={list.isFetching}
        columns={allColumns}
        page={state.page}
        onPage={(page) => setState({ page })}
        orderBy={state.orderBy}
        defaultOrder={contract.defaultOrder}
        onOrder={(orderBy) => setState({ orderBy })}
        emptyText={isFiltered ? `No ${plural} match these filters` : `No ${plural} yet`}
        failure={{ title: `${capitalize(plural)} could not be loaded`, failure: loadFailureOf(list) }}
        onRowClick={rowPath ? (row) => void navigate(rowPath(row)) : editForm ? setEditing : undefined}
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

function EditLink<R extends { id: number }>({
  row,
  column,
  onOpen,
}: {
  row: R;
  column: Column<R>;
  onOpen: (row: R) => void;
}) {
  const content = column.render
    ? column.render(row, 0)
    : (cellText(getValueAtPath(row, column.accessor)) ?? `#${row.id}`);
  return (
    <button
      type="button"
      className={`mantine-focus-auto ${columnClasses.link}`}
      onClick={(event) => {
        event.stopPropagation();
        onOpen(row);
      }}
    >
      {content}
    </button>
  );
}

export type { ListFilter };
