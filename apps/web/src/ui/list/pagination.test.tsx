import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

function renderPagination(page: number, total: number) {
  const onPage = vi.fn();
  const onPageSize = vi.fn();
  render(
    <Pagination
      label="Members"
      page={page}
      pageSize={20}
      total={total}
      onPage={onPage}
      onPageSize={onPageSize}
    />,
  );
  return { onPage, onPageSize };
}

describe('Pagination', () => {
  it('says which rows show and moves between pages', async () => {
    const { onPage } = renderPagination(2, 57);
    const nav = screen.getByRole('navigation', { name: 'Members pages' });
    expect(nav).toHaveTextContent('Showing 21–40 of 57 · Page 2 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('offers neither direction when there is one page, and changes the page size', async () => {
    const { onPageSize } = renderPagination(1, 0);
    expect(screen.getByText('No results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '50');
    expect(onPageSize).toHaveBeenCalledWith(50);
  });
});
