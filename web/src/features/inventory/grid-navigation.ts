/** The focused cell of the legacy table, and what a key does to it. */
export type Cell = { row: number; col: number };
export type GridBounds = { rows: number; cols: number };
export type GridAction =
  | { type: 'move'; cell: Cell }
  /** Enter: open the item of that row. */
  | { type: 'open'; row: number }
  /** PageUp/PageDown: the previous or next page of items, focus kept in the same column. */
  | { type: 'page'; delta: -1 | 1; cell: Cell }
  | { type: 'none' };

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), Math.max(max, 0));

/**
 * Arrow keys move one cell; Home/End go to the row's first/last cell (with Ctrl, the table's first/last
 * cell); PageUp/PageDown turn the page; Enter opens the row. Pure, so it is tested without a DOM.
 */
export function navigate(cell: Cell, key: string, bounds: GridBounds, withCtrl = false): GridAction {
  const lastRow = bounds.rows - 1;
  const lastCol = bounds.cols - 1;
  if (bounds.rows === 0 || bounds.cols === 0) return { type: 'none' };
  const move = (row: number, col: number): GridAction => ({
    type: 'move',
    cell: { row: clamp(row, lastRow), col: clamp(col, lastCol) },
  });
  switch (key) {
    case 'ArrowUp':
      return move(cell.row - 1, cell.col);
    case 'ArrowDown':
      return move(cell.row + 1, cell.col);
    case 'ArrowLeft':
      return move(cell.row, cell.col - 1);
    case 'ArrowRight':
      return move(cell.row, cell.col + 1);
    case 'Home':
      return withCtrl ? move(0, 0) : move(cell.row, 0);
    case 'End':
      return withCtrl ? move(lastRow, lastCol) : move(cell.row, lastCol);
    case 'PageUp':
      return { type: 'page', delta: -1, cell: { row: 0, col: clamp(cell.col, lastCol) } };
    case 'PageDown':
      return { type: 'page', delta: 1, cell: { row: 0, col: clamp(cell.col, lastCol) } };
    case 'Enter':
      return { type: 'open', row: clamp(cell.row, lastRow) };
    default:
      return { type: 'none' };
  }
}
