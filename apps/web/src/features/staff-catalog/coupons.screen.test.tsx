import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { typeDate } from '../../test/date-input';
import { renderRoute } from '../../test/render-route';
import { CATEGORY_OPTIONS, mockApi, signInStaff } from '../../app/staff/test-support';

const COUPON = {
  id: 4,
  code: 'WELCOME10',
  kind: 'percent',
  value: 10,
  message: '10% off the joining fee',
  valid_from: '2025-01-01',
  valid_until: null,
  usage_limit: 100,
  used_count: 7,
  category_ids: [3],
  active: true,
  created_at: '2024-12-20T10:00:00.000Z',
};

describe('coupons', () => {
  beforeEach(() =>
    signInStaff({ id: 7, email: 'accounts@example.com', name: 'Anil', roles: ['accounts'] }),
  );

  it('lists the coupons', async () => {
    mockApi({
      'GET /api/staff/coupons': { body: { success: true, data: [COUPON] } },
      'GET /api/membership': CATEGORY_OPTIONS,
    });
    renderRoute('/staff/coupons');
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('rowheader', { name: 'WELCOME10' })).toBeInTheDocument();
    expect(within(row).getByText('10% off')).toBeInTheDocument();
    expect(within(row).getByText('From 01-01-2025')).toBeInTheDocument();
    expect(within(row).getByText('7 of 100')).toBeInTheDocument();
    expect(await within(row).findByText('Gold')).toBeInTheDocument();
  });

  it('creates a flat coupon for chosen categories', async () => {
    const api = mockApi({
      'GET /api/staff/coupons': { body: { success: true, data: [] } },
      'GET /api/membership': CATEGORY_OPTIONS,
      'POST /api/staff/coupons': {
        body: { success: true, message: 'Coupon created', data: { ...COUPON, id: 5 } },
      },
    });
    const { user } = renderRoute('/staff/coupons');
    expect(await screen.findByText('There are no coupons yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add coupon' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a coupon' });
    await user.type(within(dialog).getByLabelText(/^Code/), 'diwali-500');
    await user.click(within(dialog).getByLabelText('Fixed amount off (₹)'));
    await user.type(within(dialog).getByLabelText(/Amount off/), '500');
    await typeDate(user, dialog, /Valid from/, '2025-10-01');
    await typeDate(user, dialog, /Valid until/, '2025-09-30');
    await user.click(within(dialog).getByLabelText('Star'));
    await user.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    expect(
      await within(dialog).findByText('The end date cannot be before the start date'),
    ).toBeInTheDocument();
    // A date left without its month is named as GOV.UK does, and nothing is sent.
    const until = within(dialog).getByRole('group', { name: /Valid until/ });
    await user.clear(within(until).getByLabelText('Month'));
    await user.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    expect(
      await within(dialog).findByText('Valid until date must include a month'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/staff/coupons')).toEqual([]);
    await typeDate(user, dialog, /Valid until/, '2025-11-15');
    await user.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText('Coupon created')).toBeInTheDocument();
    expect(api.callsTo('POST /api/staff/coupons')[0]?.body).toEqual({
      code: 'DIWALI-500',
      kind: 'flat',
      value: 500,
      message: '',
      valid_from: '2025-10-01',
      valid_until: '2025-11-15',
      usage_limit: null,
      category_ids: [1],
    });
  });

  it('is not offered to a zone manager', async () => {
    signInStaff({
      id: 5,
      email: 'zm@example.com',
      name: 'Neel',
      roles: ['zone_manager'],
      zones: ['north'],
    });
    const api = mockApi({ 'GET /api/membership': CATEGORY_OPTIONS });
    renderRoute('/staff/coupons');
    expect(await screen.findByRole('alert')).toHaveTextContent('does not have access');
    expect(api.callsTo('GET /api/staff/coupons')).toHaveLength(0);
  });
});
