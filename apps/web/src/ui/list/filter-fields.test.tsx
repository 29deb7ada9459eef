import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchForm } from './filter-fields';

describe('SearchForm', () => {
  it('keeps what is typed until searched, and shows a new search from outside', async () => {
    const onSearch = vi.fn();
    const props = { id: 'search', onSearch, hint: 'Name or email.' };
    const { rerender } = render(<SearchForm {...props} value="" />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAccessibleDescription('Name or email.');

    await userEvent.type(box, '  Mehta ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('Mehta');

    // The URL's search changed elsewhere (Back, Clear filters): the box follows it.
    rerender(<SearchForm {...props} value="Iyer" />);
    expect(box).toHaveValue('Iyer');
  });
});
