// /staff/auto-renewals (decision 099): the debits coming up and the failures, each row opening the
// member's record; for the roles that see every zone's members and the office only.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { mockApi, signInStaff, ZONE_MANAGER, type Reply } from '../../app/staff/test-support';

const ROW = {
  id: 9,
  period_ends_at: '2027-03-31T18:29:59.999Z',
  status: 'noticed',
  amount: 1770000,
  debit_at: '2027-03-24T05:00:00.000Z',
  attempts: 0,
  failure_reason: null,
  member_id: 7,
  member_name: 'Rohan Kapoor',
  member_number: 'PM-0003',
  method: 'emandate',
};
const FAILED = {
  ...ROW,
  id: 10,
  status: 'lapsed',
  attempts: 3,
  failure_reason: 'Insufficient funds',
  member_id: 8,
  member_name: 'Asha Rao',
  member_number: 'PM-0008',
  method: 'upi',
};
const reply = (rows: unknown[]): Reply => ({ body: { success: true, data: rows } });

describe('auto-renewals (back office)', () => {
  beforeEach(() => signInStaff());

  it('lists upcoming debits and failures, each linking to the member', async () => {
    const calls = mockApi({
      'GET /api/staff/auto_renewal/debits': (url) =>
        reply(url.searchParams.get('view') === 'failures' ? [FAILED] : [ROW]),
    });
    renderRoute('/staff/auto-renewals');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Auto-renewals' }),
    ).toBeInTheDocument();
    const upcoming = await screen.findByRole('table', { name: 'Upcoming debits' });
    const row = within(upcoming).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Rohan Kapoor' })).toHaveAttribute(
      'href',
      '/staff/members/7',
    );
    expect(row).toHaveTextContent('PM-0003');
    expect(row).toHaveTextContent('₹17,700');
    expect(row).toHaveTextContent('e-mandate');
    expect(row).toHaveTextContent('Notice sent');

    const failures = await screen.findByRole('table', { name: 'Failures' });
    const failed = within(failures).getAllByRole('row')[1]!;
    expect(within(failed).getByRole('link', { name: 'Asha Rao' })).toHaveAttribute(
      'href',
      '/staff/members/8',
    );
    expect(failed).toHaveTextContent('Failed, reminders resumed (attempt 3): Insufficient funds');
    expect(failed).toHaveTextContent('UPI AutoPay');
    expect(
      calls
        .callsTo('GET /api/staff/auto_renewal/debits')
        .map((c) => c.url.searchParams.get('view')),
    ).toEqual(expect.arrayContaining(['upcoming', 'failures']));
  });

  it('says when there is nothing to list', async () => {
    mockApi({ 'GET /api/staff/auto_renewal/debits': reply([]) });
    renderRoute('/staff/auto-renewals');
    expect(
      await screen.findByText(
        'No debits are coming up: no pre-debit notice is waiting for its debit.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('No debit has failed.')).toBeInTheDocument();
  });

  it('is not for a zone manager, and is not in their menu', async () => {
    signInStaff(ZONE_MANAGER);
    const calls = mockApi({ 'GET /api/staff/auto_renewal/debits': reply([ROW]) });
    renderRoute('/staff/auto-renewals');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account does not have access to auto-renewals.',
    );
    expect(screen.queryByRole('link', { name: 'Auto-renewals' })).toBeNull();
    expect(calls.callsTo('GET /api/staff/auto_renewal/debits')).toHaveLength(0);
  });
});
