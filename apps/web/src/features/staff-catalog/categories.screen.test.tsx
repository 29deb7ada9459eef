import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../test/mock-fetch';
import { renderRoute } from '../../test/render-route';
import { mockApi, signInStaff, type Reply } from '../../app/staff/test-support';

/** The staff list: the public categories with the time each was last changed. */
const LIST_DATA = CATEGORIES.map((category) => ({
  ...category,
  updated_at: '2025-01-01T00:00:00.000Z',
}));
const LIST: Reply = { body: { success: true, data: LIST_DATA } };

describe('categories', () => {
  beforeEach(() => signInStaff());

  it('lists the categories in rank order with fees in rupees', async () => {
    mockApi({ 'GET /api/staff/categories': LIST });
    renderRoute('/staff/categories');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Star',
      'Silver',
      'Gold',
      'Platinum',
    ]);
    expect(within(rows[3] as HTMLElement).getByText('10,00,000')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Turnover up to 1 crore')).toBeInTheDocument();
  });

  it('edits a category and sends the fees in rupees', async () => {
    const api = mockApi({
      'GET /api/staff/categories': LIST,
      'PATCH /api/staff/categories/3': {
        body: {
          success: true,
          message: 'Category updated',
          data: { ...LIST_DATA[2], joining_fee: 125000 },
        },
      },
    });
    const { user } = renderRoute('/staff/categories');
    await user.click(await screen.findByRole('button', { name: 'Edit Gold' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit category: Gold' });
    const joining = within(dialog).getByLabelText(/Joining fee/);
    expect(joining).toHaveValue('100000');
    await user.clear(joining);
    await user.type(joining, '125000');
    const eligibility = within(dialog).getByLabelText(/^Eligibility/);
    expect(eligibility).toHaveAccessibleDescription(/Separate the points with commas/);
    await user.clear(eligibility);
    await user.type(eligibility, 'Registered company ,  Turnover 1 to 10 crore,,3 years');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Category updated')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/staff/categories/3')[0]?.body).toEqual({
      name: 'Gold',
      joining_fee: 125000,
      annual_fee: 150000,
      eligibility: 'Registered company, Turnover 1 to 10 crore, 3 years',
      eligibility_remark: 'Turnover certificate needed.',
      rank: 3,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('checks the form before sending and shows the server’s field errors', async () => {
    const api = mockApi({
      'GET /api/staff/categories': LIST,
      'POST /api/staff/categories': {
        status: 409,
        body: {
          success: false,
          message: 'Another category already has rank 5',
          errors: { rank: 'Another category already has rank 5' },
        },
      },
    });
    const { user } = renderRoute('/staff/categories');
    await user.click(await screen.findByRole('button', { name: 'Add category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a category' });
    expect(within(dialog).getByLabelText(/^Rank/)).toHaveValue('5');
    await user.type(within(dialog).getByLabelText(/Joining fee/), '12abc');
    await user.click(within(dialog).getByRole('button', { name: 'Create category' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Joining fee must be an amount in rupees, like 25000'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Add at least one eligibility point')).toBeInTheDocument();
    expect(api.callsTo('POST /api/staff/categories')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Diamond');
    const joining = within(dialog).getByLabelText(/Joining fee/);
    await user.clear(joining);
    await user.type(joining, '500000');
    await user.type(within(dialog).getByLabelText(/Annual fee/), '2000000.50');
    await user.type(within(dialog).getByLabelText(/^Eligibility/), 'Turnover above 50 crore');
    await user.click(within(dialog).getByRole('button', { name: 'Create category' }));
    expect(
      await within(dialog).findByText('Another category already has rank 5'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/staff/categories')[0]?.body).toEqual({
      name: 'Diamond',
      joining_fee: 500000,
      annual_fee: 2000000.5,
      eligibility: 'Turnover above 50 crore',
      eligibility_remark: '',
      rank: 5,
    });
  });

  it('is for admins only', async () => {
    const api = mockApi({ 'GET /api/staff/categories': LIST });
    signInStaff({ id: 2, email: 'office@example.com', name: 'Omar Office', roles: ['office'] });
    renderRoute('/staff/categories');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account does not have access to the categories.',
    );
    expect(api.callsTo('GET /api/staff/categories')).toHaveLength(0);
  });
});
