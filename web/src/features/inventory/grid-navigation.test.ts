import { describe, expect, it } from 'vitest';
import { navigate } from './grid-navigation.ts';

const bounds = { rows: 3, cols: 4 };

describe('legacy table key navigation', () => {
  it('arrow keys move one cell and stop at the edges', () => {
    expect(navigate({ row: 1, col: 1 }, 'ArrowDown', bounds)).toEqual({ type: 'move', cell: { row: 2, col: 1 } });
    expect(navigate({ row: 2, col: 1 }, 'ArrowDown', bounds)).toEqual({ type: 'move', cell: { row: 2, col: 1 } });
    expect(navigate({ row: 0, col: 0 }, 'ArrowUp', bounds)).toEqual({ type: 'move', cell: { row: 0, col: 0 } });
    expect(navigate({ row: 0, col: 0 }, 'ArrowLeft', bounds)).toEqual({ type: 'move', cell: { row: 0, col: 0 } });
    expect(navigate({ row: 0, col: 3 }, 'ArrowRight', bounds)).toEqual({ type: 'move', cell: { row: 0, col: 3 } });
    expect(navigate({ row: 0, col: 2 }, 'ArrowRight', bounds)).toEqual({ type: 'move', cell: { row: 0, col: 3 } });
  });

  it('Home and End go to the row ends, with Ctrl to the table ends', () => {
    expect(navigate({ row: 1, col: 2 }, 'Home', bounds)).toEqual({ type: 'move', cell: { row: 1, col: 0 } });
    expect(navigate({ row: 1, col: 2 }, 'End', bounds)).toEqual({ type: 'move', cell: { row: 1, col: 3 } });
    expect(navigate({ row: 1, col: 2 }, 'Home', bounds, true)).toEqual({ type: 'move', cell: { row: 0, col: 0 } });
    expect(navigate({ row: 1, col: 2 }, 'End', bounds, true)).toEqual({ type: 'move', cell: { row: 2, col: 3 } });
  });

  it('PageUp/PageDown turn the page keeping the column; Enter opens the row', () => {
    expect(navigate({ row: 2, col: 2 }, 'PageDown', bounds)).toEqual({
      type: 'page',
      delta: 1,
      cell: { row: 0, col: 2 },
    });
    expect(navigate({ row: 2, col: 2 }, 'PageUp', bounds)).toEqual({
      type: 'page',
      delta: -1,
      cell: { row: 0, col: 2 },
    });
    expect(navigate({ row: 2, col: 1 }, 'Enter', bounds)).toEqual({ type: 'open', row: 2 });
  });

  it('ignores other keys and an empty table', () => {
    expect(navigate({ row: 0, col: 0 }, 'a', bounds)).toEqual({ type: 'none' });
    expect(navigate({ row: 0, col: 0 }, 'ArrowDown', { rows: 0, cols: 4 })).toEqual({ type: 'none' });
  });
});
