import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { mockApi, page, signInStaff } from '../../app/staff/test-support';

const DUE = {
  payment_id: 7,
  provider_payment_id: 'pay_SBX1',
  unique_order_id: 'PO-0031',
  purpose: 'register',
  order_status: 'paid',
  amount: 29500,
  refunded: 0,
  pending: 5000,
  reason: 'already_paid',
  application_id: 12,
  member_id: null,
  name: 'Riya Sharma',
  email: 'riya@example.com',
  recorded_at: '2026-11-20T06:30:00.000Z',
};

describe('refunds due', () => {
  beforeEach(() =>
    signInStaff({ id: 3, email: 'accounts@example.com', name: 'Accounts', roles: ['accounts'] }),
  );

  it('lists payments due for refund, each opening its application', async () => {
    mockApi({ 'GET /api/staff/refunds': page([DUE]) });
    renderRoute('/staff/refunds');
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /PO-0031/ });
    expect(within(row).getByRole('link', { name: 'PO-0031' })).toHaveAttribute(
      'href',
      '/staff/applications/PA-000012',
    );
    expect(within(row).getByText('Paid twice')).toBeInTheDocument();
    expect(within(row).getByText('₹5,000 pending')).toBeInTheDocument();
    expect(within(row).getByText('20-Nov-2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Refunds due' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says when there is nothing to refund', async () => {
    mockApi({ 'GET /api/staff/refunds': page([]) });
    renderRoute('/staff/refunds');
    expect(await screen.findByText('No refunds due')).toBeInTheDocument();
  });
});
