import { screen, within } from '@testing-library/react';
import { PRIVACY_MESSAGES } from '@portico/domain/privacy';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { mockApi, page, signInStaff } from '../../app/staff/test-support';

const ERASURE = {
  id: 7,
  kind: 'erasure',
  status: 'open',
  details: null,
  reason: null,
  created_at: '2026-02-01T10:00:00.000Z',
  closed_at: null,
  member_id: 3,
  member_name: 'Asha Rao',
  member_number: 'PM-0003',
  company_name: 'Asha Events',
  application_id: 12,
  closed_by: null,
};
const CORRECTION = { ...ERASURE, id: 8, kind: 'correction', details: 'Wrong PAN' };
const done = (item: Record<string, unknown>) => ({
  body: {
    success: true,
    message: 'Request completed',
    data: { ...item, status: 'completed', closed_at: '2026-02-03T10:00:00.000Z' },
  },
});

describe('data requests (back office)', () => {
  beforeEach(() => signInStaff());

  it('lists the open requests; an erasure is confirmed before it is completed', async () => {
    const calls = mockApi({
      'GET /api/staff/data-requests': page([ERASURE, CORRECTION]),
      'POST /api/staff/data-requests/7/complete': done(ERASURE),
    });
    const { user } = renderRoute('/staff/data-requests');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Asha Rao');
    expect(rows[1]).toHaveTextContent('Erasure');
    expect(rows[2]).toHaveTextContent('Wrong PAN');
    // A correction is made on the member record, with what the member asked beside the form.
    expect(within(rows[2]!).getByRole('link', { name: /Change their details/ })).toHaveAttribute(
      'href',
      '/staff/members/3?change=details&request=8',
    );
    await user.click(within(rows[1]!).getByRole('button', { name: /Erase data/ }));
    const dialog = screen.getByRole('dialog', {
      name: 'Erase the personal data of Asha Rao (PM-0003)?',
    });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(calls.callsTo('POST /api/staff/data-requests/7/complete')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, erase their data' }));
    const banner = await screen.findByText(
      /^The personal data of Asha Rao \(PM-0003\) is erased: their details are masked/,
    );
    expect(banner.closest('[role="status"]')).toBeInTheDocument();
    expect(banner.closest('[tabindex="-1"]')).toHaveFocus();
    expect(calls.callsTo('POST /api/staff/data-requests/7/complete')).toHaveLength(1);
  });

  it('uses the back office table that stacks its rows on a phone, each cell named by its column', async () => {
    mockApi({ 'GET /api/staff/data-requests': page([CORRECTION]) });
    renderRoute('/staff/data-requests');
    const table = await screen.findByRole('table', { name: /requests to correct or erase/ });
    expect(table.className).toMatch(/stacks/);
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.dataset.label)).toEqual([
      'Member',
      'Request',
      'Made on',
      'Status',
      undefined,
    ]);
    // The actions stay in view at the table's right edge when it scrolls.
    expect(cells[4]).toHaveAttribute('data-actions');
  });

  it('cancelling the erasure sends nothing and leaves the request open', async () => {
    const calls = mockApi({ 'GET /api/staff/data-requests': page([ERASURE]) });
    const { user } = renderRoute('/staff/data-requests');
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: /Erase data/ }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.callsTo('POST /api/staff/data-requests/7/complete')).toEqual([]);
    expect(within(table).getByRole('button', { name: /Erase data/ })).toBeInTheDocument();
  });

  it('refuses with a reason, which it asks for first', async () => {
    const calls = mockApi({
      'GET /api/staff/data-requests': page([CORRECTION]),
      'POST /api/staff/data-requests/8/refuse': done(CORRECTION),
    });
    const { user } = renderRoute('/staff/data-requests');
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: /Refuse…/ }));
    await user.click(within(table).getByRole('button', { name: 'Refuse request' }));
    expect(within(table).getByText(PRIVACY_MESSAGES.refuseReasonRequired)).toBeInTheDocument();
    await user.type(within(table).getByLabelText('Reason for refusing'), 'PAN is correct');
    await user.click(within(table).getByRole('button', { name: 'Refuse request' }));
    expect(
      await screen.findByText(
        'The correction request of Asha Rao (PM-0003) is refused. They have been emailed your reason.',
      ),
    ).toBeVisible();
    expect(calls.callsTo('POST /api/staff/data-requests/8/refuse')[0]?.body).toEqual({
      reason: 'PAN is correct',
    });
  });
});
