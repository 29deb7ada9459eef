import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableRegion } from './table-region';

function widths(content: number, region: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(content);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(region);
}

const renderRegion = () =>
  render(
    <TableRegion label="Members table">
      <table>
        <tbody>
          <tr>
            <td>Asha Rao</td>
          </tr>
        </tbody>
      </table>
    </TableRegion>,
  );

describe('TableRegion', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says, above a table wider than the screen, that it scrolls and how', () => {
    widths(900, 320);
    renderRegion();
    const region = screen.getByRole('region', { name: 'Members table' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAccessibleDescription(
      'Scroll the table sideways to see every column (select it, then use the arrow keys).',
    );
    expect(screen.getByText(/Scroll the table sideways/)).toBeVisible();
  });

  it('says nothing of scrolling when the table fits', () => {
    widths(600, 600);
    renderRegion();
    expect(screen.getByRole('region', { name: 'Members table' })).not.toHaveAttribute(
      'aria-describedby',
    );
    expect(screen.queryByText(/Scroll the table sideways/)).not.toBeInTheDocument();
  });
});
