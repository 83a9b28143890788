import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { InventoryDetailRow } from '@flipstack/contract';
import { useAppNavigate } from '../../lib/navigation.tsx';
import { useCurrency } from '../../lib/format.ts';
import { navigate as navigateGrid, type Cell } from './grid-navigation.ts';
import type { LegacyColumn } from './legacy-columns.ts';
import classes from './LegacyGrid.module.css';

type LegacyGridProps = {
  rows: InventoryDetailRow[];
  columns: LegacyColumn[];
  orderBy: string;
  onSort: (orderBy: string) => void;
  /** PageUp/PageDown; false when there is no such page. */
  onPage: (delta: -1 | 1) => boolean;
  /** Shown under the header when there are no rows (loading, or nothing to show). */
  emptyText: string;
};

const ariaSort = (column: LegacyColumn, orderBy: string) =>
  !column.sort
    ? undefined
    : orderBy === column.sort
      ? 'ascending'
      : orderBy === `-${column.sort}`
        ? 'descending'
        : undefined;

/** A dense spreadsheet: one focused cell (roving tabindex) moved by the keyboard; Enter opens the item. */
export function LegacyGrid({ rows, columns, orderBy, onSort, onPage, emptyText }: LegacyGridProps) {
  const currency = useCurrency();
  const openItem = useAppNavigate();
  const tableRef = useRef<HTMLTableElement>(null);
  const [cell, setCell] = useState<Cell>({ row: 0, col: 0 });
  // Focus follows the cell only once the user is in the grid: a new page must not steal focus on load.
  const isActive = useRef(false);
  const focused = {
    row: Math.min(cell.row, Math.max(rows.length - 1, 0)),
    col: Math.min(cell.col, Math.max(columns.length - 1, 0)),
  };

  useEffect(() => {
    if (!isActive.current) return;
    tableRef.current?.querySelector<HTMLElement>(`[data-cell="${focused.row}:${focused.col}"]`)?.focus();
  }, [focused.row, focused.col, rows]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const action = navigateGrid(
      focused,
      event.key,
      { rows: rows.length, cols: columns.length },
      event.ctrlKey || event.metaKey,
    );
    if (action.type === 'none') return;
    event.preventDefault();
    isActive.current = true;
    if (action.type === 'move') setCell(action.cell);
    else if (action.type === 'open') void openItem(`/inventory/${rows[action.row]!.id}`);
    else if (onPage(action.delta)) setCell(action.cell);
  };

  return (
    <div className={classes.scroller}>
      <table
        ref={tableRef}
        role="grid"
        aria-label="Inventory items"
        aria-rowcount={rows.length + 1}
        className={classes.grid}
      >
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={ariaSort(column, orderBy)}
                className={column.isNumeric ? classes.numeric : undefined}
              >
                {column.sort ? (
                  <button
                    type="button"
                    className={classes.sortButton}
                    onClick={() => onSort(orderBy === column.sort ? `-${column.sort}` : column.sort!)}
                  >
                    {column.title}
                    {orderBy === column.sort ? ' ▲' : orderBy === `-${column.sort}` ? ' ▼' : ''}
                  </button>
                ) : (
                  <span className={classes.plainHeader}>{column.title}</span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody onKeyDown={onKeyDown}>
          {rows.map((row, rowIndex) => (
            <tr key={row.id}>
              {columns.map((column, colIndex) => {
                const isFocused = rowIndex === focused.row && colIndex === focused.col;
                return (
                  <td
                    key={column.key}
                    data-cell={`${rowIndex}:${colIndex}`}
                    tabIndex={isFocused ? 0 : -1}
                    className={column.isNumeric ? classes.numeric : undefined}
                    onFocus={() => {
                      isActive.current = true;
                      if (!isFocused) setCell({ row: rowIndex, col: colIndex });
                    }}
                    onDoubleClick={() => void openItem(`/inventory/${row.id}`)}
                  >
                    {column.value(row, currency)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && <p className={classes.empty}>{emptyText}</p>}
    </div>
  );
}
