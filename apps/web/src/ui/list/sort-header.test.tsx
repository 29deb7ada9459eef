import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SortHeader } from './sort-header';

/** The button's name (jsdom puts a space before the hidden part; a browser does not). */
const named = (text: string) => new RegExp(`^Name\\s*${text}$`);

function renderHeader(sort: string, defaultSort?: string) {
  const onSort = vi.fn();
  render(
    <table>
      <thead>
        <tr>
          <SortHeader
            label="Name"
            column="name"
            sort={sort}
            defaultSort={defaultSort}
            onSort={onSort}
          />
        </tr>
      </thead>
    </table>,
  );
  return { onSort, header: screen.getByRole('columnheader') };
}

describe('SortHeader', () => {
  it('sorts ascending first, and says so', async () => {
    const { onSort, header } = renderHeader('');
    expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(screen.getByRole('button', { name: named(', sort ascending') }));
    expect(onSort).toHaveBeenCalledWith('name');
  });

  it('turns an ascending column descending', async () => {
    const { onSort, header } = renderHeader('name');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(
      screen.getByRole('button', { name: named(', sorted ascending, sort descending') }),
    );
    expect(onSort).toHaveBeenCalledWith('-name');
  });

  it("reads the server's default order when the URL names none", () => {
    const { header } = renderHeader('', '-name');
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(
      screen.getByRole('button', { name: named(', sorted descending, sort ascending') }),
    ).toBeInTheDocument();
  });
});
