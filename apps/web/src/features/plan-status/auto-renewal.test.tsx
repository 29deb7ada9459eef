import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setAuth } from '../../app/session';
import { bodiesSentTo, mockFetch } from '../../test/mock-fetch';
import { goldPlanStatus } from '../../test/plan-status-fixture';
import { renderRoute } from '../../test/render-route';

const STATUS = goldPlanStatus({ can_upgrade: false });
const BASE = {
  '/api/plan_status/12': { body: { success: true, data: STATUS } },
  '/api/invoices/12': { body: { success: true, data: [] } },
  '/api/reminder_channels': { body: { success: true, data: { email: true, whatsapp: false } } },
};
const MANDATE = {
  id: 7,
  method: 'emandate',
  method_label: 'e-mandate (netbanking, debit card or Aadhaar)',
  status: 'active',
  max_amount: 2_950_000,
  reference: 'AR-000007',
  created_at: '2026-11-01T10:00:00.000Z',
  next_debit: {
    date: '2027-03-24T18:29:00.000Z',
    amount: 2_950_000,
    period_ends_at: '2027-03-31T18:29:59.000Z',
  },
};
const view = (mandate: typeof MANDATE | null, debits: unknown[] = []) => ({
  success: true,
  data: {
    offered: true,
    unavailable_reason: null,
    methods: [{ method: 'emandate', label: MANDATE.method_label }],
    renewal_amount: 2_950_000,
    no_authentication_limit: 1_500_000,
    mandate,
    debits,
  },
});
/** A debit of the period that ends at the fixture's expiry (31-03-2026, 23:59:59 India time). */
const debit = (status: string, changes: Record<string, unknown> = {}) => ({
  id: 4,
  period_ends_at: '2026-03-31T18:29:59.000Z',
  status,
  amount: 2_950_000,
  debit_at: '2026-03-26T04:30:00.000Z',
  attempts: 1,
  failure_reason: 'The debit was declined by the bank.',
  ...changes,
});

describe('plan status: auto-renewal', () => {
  beforeEach(() => setAuth('member-token', { id: 12, membership_id: 3, kind: 'member' }));

  it('asks how to pay before setting the mandate up, offering what fits the fee', async () => {
    const fetchMock = mockFetch({ ...BASE, '/api/auto_renewal': { body: view(null) } });
    const { user } = renderRoute('/app/plan-status');
    const section = await screen.findByRole(
      'region',
      { name: 'Auto-renewal' },
      { timeout: 15_000 },
    );
    expect(within(section).getByText(/₹29,500 a year, including GST/)).toBeInTheDocument();
    expect(within(section).getAllByRole('radio')).toHaveLength(1);
    await user.click(within(section).getByRole('button', { name: 'Turn on auto-renewal' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Choose how to pay');
    expect(bodiesSentTo(fetchMock, 'POST /api/auto_renewal')).toEqual([]);
  });

  it('shows the mandate with its next payment, and pauses it', async () => {
    const fetchMock = mockFetch({
      ...BASE,
      '/api/auto_renewal': { body: view(MANDATE) },
      'POST /api/auto_renewal/action': {
        body: { success: true, message: 'Auto-renewal is paused.', data: null },
      },
    });
    const { user } = renderRoute('/app/plan-status');
    const section = await screen.findByRole(
      'region',
      { name: 'Auto-renewal' },
      { timeout: 15_000 },
    );
    expect(within(section).getByText('AR-000007')).toBeInTheDocument();
    expect(within(section).getByText('₹29,500 on 24-03-2027')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Pause' }));
    expect(await within(section).findByText('Auto-renewal is paused.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/auto_renewal/action')).toEqual([{ action: 'pause' }]);
  });

  it('says at the top that the automatic payment failed and when it is tried again', async () => {
    mockFetch({ ...BASE, '/api/auto_renewal': { body: view(MANDATE, [debit('failed')]) } });
    renderRoute('/app/plan-status');
    const notice = await screen.findByRole(
      'region',
      { name: 'Your automatic renewal payment failed' },
      { timeout: 15_000 },
    );
    expect(notice).toHaveTextContent('We could not take ₹29,500 by e-mandate');
    expect(notice).toHaveTextContent('The debit was declined by the bank.');
    expect(notice).toHaveTextContent('We will try again on 26-03-2026');
  });

  it('once the attempts are spent, asks the member to renew by hand beside Renew now', async () => {
    const status = goldPlanStatus({ can_upgrade: false, renew: true });
    mockFetch({
      ...BASE,
      '/api/plan_status/12': { body: { success: true, data: status } },
      '/api/auto_renewal': { body: view(MANDATE, [debit('lapsed', { attempts: 3 })]) },
    });
    renderRoute('/app/plan-status');
    const notice = await screen.findByRole(
      'region',
      { name: 'Your membership was not renewed automatically' },
      { timeout: 15_000 },
    );
    expect(notice).toHaveTextContent('We tried 3 times. Please renew by hand before');
    expect(screen.getAllByRole('button', { name: 'Renew now' }).length).toBeGreaterThan(0);
  });

  it('says nothing of a failure of a period already renewed', async () => {
    mockFetch({
      ...BASE,
      '/api/auto_renewal': {
        body: view(MANDATE, [debit('lapsed', { period_ends_at: '2025-03-31T18:29:59.000Z' })]),
      },
    });
    renderRoute('/app/plan-status');
    await screen.findByRole('region', { name: 'Auto-renewal' }, { timeout: 15_000 });
    expect(
      screen.queryByRole('region', { name: /not renewed automatically|payment failed/ }),
    ).toBeNull();
  });
});
