import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { NavigateProvider } from '../../lib/navigation.tsx';
import { RowLink } from './columns.tsx';

const Where = () => <output>{useLocation().pathname}</output>;

/** A link in a clickable row, as a table draws it. */
function renderInRow(onRowClick: () => void) {
  render(
    <MemoryRouter initialEntries={['/inventory']}>
      <NavigateProvider>
        <table>
          <tbody>
            <tr onClick={onRowClick}>
              <td>
                <RowLink to="/inventory/7" title="Item 7">
                  SN-7
                </RowLink>
              </td>
            </tr>
          </tbody>
        </table>
        <Where />
      </NavigateProvider>
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: 'SN-7' });
}

describe('RowLink', () => {
  it('is a real link to its page', () => {
    const link = renderInRow(() => {});
    expect(link.getAttribute('href')).toBe('/inventory/7');
    expect(link.getAttribute('title')).toBe('Item 7');
  });

  it('moves within the app on a plain click, not to the row’s page', () => {
    const onRowClick = vi.fn();
    const link = renderInRow(onRowClick);
    const notHandled = fireEvent.click(link);
    expect(notHandled).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('/inventory/7');
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('leaves a click with a modifier or another button to the browser (a new tab or window)', () => {
    const onRowClick = vi.fn();
    const link = renderInRow(onRowClick);
    for (const click of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(fireEvent.click(link, click)).toBe(true);
    }
    expect(screen.getByRole('status').textContent).toBe('/inventory');
    expect(onRowClick).not.toHaveBeenCalled();
  });
});
