import { screen, within } from '@testing-library/react';
import type { PlanStatus } from '@portico/domain/member';
import { beforeEach, describe, expect, it } from 'vitest';
import { setAuth } from '../../app/session';
import { mockFetch } from '../../test/mock-fetch';
import { goldPlanStatus } from '../../test/plan-status-fixture';
import { renderRoute } from '../../test/render-route';

// The top of the home while a mandate may renew the period (issue #30): auto-renewal will pay, and
// no Renew now, only while the active mandate will take this period's debit.
const DUE = goldPlanStatus({ can_upgrade: false, renew: true });
/** The fixture's expiry, 31-03-2026 23:59:59 India time. */
const PERIOD_END = '2026-03-31T18:29:59.000Z';
const METHOD = 'e-mandate (netbanking, debit card or Aadhaar)';

const mandate = (changes: Record<string, unknown> = {}) => ({
  id: 7,
  method: 'emandate',
  method_label: METHOD,
  status: 'active',
  max_amount: 2_950_000,
  reference: 'AR-000007',
  created_at: '2026-01-10T10:00:00.000Z',
  next_debit: {
    date: '2026-03-24T18:30:00.000Z',
    amount: 2_950_000,
    period_ends_at: PERIOD_END,
  },
  ...changes,
});
const debit = (status: string, changes: Record<string, unknown> = {}) => ({
  id: 4,
  period_ends_at: PERIOD_END,
  status,
  amount: 2_950_000,
  debit_at: '2026-03-26T04:30:00.000Z',
  attempts: 1,
  failure_reason: 'The debit was declined by the bank.',
  ...changes,
});

function open(
  autoRenewal: { mandate: unknown; debits?: unknown[] } | 'failing',
  status: PlanStatus = DUE,
) {
  mockFetch({
    '/api/plan_status/12': { body: { success: true, data: status } },
    '/api/invoices/12': { body: { success: true, data: [] } },
    '/api/reminder_channels': { body: { success: true, data: { email: true, whatsapp: false } } },
    '/api/auto_renewal':
      autoRenewal === 'failing'
        ? { status: 500, body: { success: false, message: 'Something went wrong' } }
        : {
            body: {
              success: true,
              data: {
                offered: true,
                unavailable_reason: null,
                methods: [{ method: 'emandate', label: METHOD }],
                renewal_amount: 2_950_000,
                no_authentication_limit: 1_500_000,
                debits: [],
                ...autoRenewal,
              },
            },
          },
  });
  renderRoute('/app/plan-status');
}

const find = (name: string) => screen.findByRole('region', { name }, { timeout: 15_000 });

async function expectRenewNow() {
  const banner = await find('Your membership is due for renewal');
  expect(within(banner).getByRole('button', { name: 'Renew now' })).toBeVisible();
  expect(
    screen.queryByRole('region', { name: 'Your membership will renew automatically' }),
  ).toBeNull();
}

describe('the renew banner beside auto-renewal', () => {
  beforeEach(() => setAuth('member-token', { id: 12, membership_id: 3, kind: 'member' }));

  it('says auto-renewal will pay, how much and when, links to it, and asks nothing', async () => {
    open({ mandate: mandate() });
    const banner = await find('Your membership will renew automatically');
    expect(banner).toHaveTextContent(
      `Auto-renewal will pay ₹29,500 on 25-03-2026 by ${METHOD}, before your plan expires on 31-03-2026. You do not need to renew it yourself.`,
    );
    const link = within(banner).getByRole('link', { name: 'See or change your auto-renewal' });
    expect(link).toHaveAttribute('href', '#auto-renewal');
    const section = await find('Auto-renewal');
    expect(section).toHaveAttribute('id', 'auto-renewal');
    expect(screen.queryByRole('button', { name: 'Renew now' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your membership is due for renewal' })).toBeNull();
  });

  it('during the retries, sits under the failure and names the next attempt', async () => {
    open({
      mandate: mandate({
        next_debit: {
          date: '2026-03-26T04:30:00.000Z',
          amount: 2_950_000,
          period_ends_at: PERIOD_END,
        },
      }),
      debits: [debit('failed')],
    });
    const problem = await find('Your automatic renewal payment failed');
    const banner = await find('Your membership will renew automatically');
    expect(problem.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(problem).toHaveTextContent('We will try again on 26-03-2026: you need do nothing.');
    expect(banner).toHaveTextContent('Auto-renewal will pay ₹29,500 on 26-03-2026');
    expect(screen.queryByRole('button', { name: 'Renew now' })).toBeNull();
  });

  it('asks to renew once the attempts are spent', async () => {
    open({ mandate: mandate({ next_debit: null }), debits: [debit('lapsed', { attempts: 3 })] });
    await find('Your membership was not renewed automatically');
    await expectRenewNow();
  });

  it('asks to renew while the mandate is paused', async () => {
    open({ mandate: mandate({ status: 'paused', next_debit: null }) });
    await expectRenewNow();
  });

  it('asks to renew while this period’s debit is held for documents or a higher fee', async () => {
    open({ mandate: mandate({ next_debit: null }), debits: [debit('held_reauthorise')] });
    await expectRenewNow();
  });

  it('asks to renew without a mandate, or when it was cancelled', async () => {
    open({ mandate: null });
    await expectRenewNow();
  });

  it('asks to renew when the only debit planned is for another period', async () => {
    open({
      mandate: mandate({
        next_debit: {
          date: '2027-03-24T18:30:00.000Z',
          amount: 2_950_000,
          period_ends_at: '2027-03-31T18:29:59.000Z',
        },
      }),
    });
    await expectRenewNow();
  });

  it('asks to renew when auto-renewal could not be read', async () => {
    open('failing');
    await expectRenewNow();
  });

  it('asks a lapsed member to renew, whatever the mandate', async () => {
    open(
      { mandate: mandate() },
      goldPlanStatus({ can_upgrade: false, renew: true, Plan: 'expired' }),
    );
    const banner = await find('Your Membership Plan Expired.');
    expect(within(banner).getByRole('button', { name: 'Renew now' })).toBeVisible();
    await find('Auto-renewal');
    expect(
      screen.queryByRole('region', { name: 'Your membership will renew automatically' }),
    ).toBeNull();
  });
});
