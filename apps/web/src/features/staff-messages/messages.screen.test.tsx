import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { mockApi, page, signInStaff } from '../../app/staff/test-support';

const FAILED = {
  id: 31,
  channel: 'email',
  to: 'proposer@example.com',
  subject: 'Please confirm a reference',
  kind: 'reference_request_email',
  status: 'failed',
  attempts: 6,
  error: 'The mail server could not be reached',
  created_at: '2026-07-24T04:30:00.000Z',
  sent_at: null,
  delivered_at: null,
  read_at: null,
  failed_at: '2026-07-24T10:30:00.000Z',
  next_attempt_at: null,
  application_id: 12,
  member_id: null,
  not_resendable_reason: null,
};

const CODE = {
  ...FAILED,
  id: 32,
  channel: 'sms',
  to: '919800000012',
  subject: null,
  kind: 'verify_code',
  status: 'sent',
  error: null,
  failed_at: null,
  sent_at: '2026-07-24T04:30:01.000Z',
  not_resendable_reason: 'A code cannot be resent: it expires.',
};

describe('messages (back office)', () => {
  beforeEach(() => signInStaff());

  it('lists messages failed first with their status and error, and shows the text on demand', async () => {
    mockApi({
      'GET /api/staff/messages': page([FAILED, CODE], 2),
      'GET /api/staff/messages/31': {
        body: {
          success: true,
          data: { ...FAILED, text: 'Dear proposer, please confirm…', html: null },
        },
      },
    });
    const { user } = renderRoute('/staff/messages');
    const table = await screen.findByRole('table', { name: 'Messages, failed first' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('proposer@example.com');
    expect(rows[1]).toHaveTextContent('Failed');
    expect(rows[1]).toHaveTextContent('The mail server could not be reached');
    // The kind by the name Settings gives its text, not its key.
    expect(rows[1]).toHaveTextContent('Reference request (email to a proposer)');
    expect(rows[1]).not.toHaveTextContent('reference_request_email');
    // A code cannot be resent: no button on its row.
    expect(within(rows[2]!).queryByRole('button', { name: /Resend/ })).toBeNull();
    await user.click(within(rows[1]!).getByRole('button', { name: /Show text/ }));
    expect(await screen.findByText('Dear proposer, please confirm…')).toBeInTheDocument();
  });

  it('resends a failed message and says so', async () => {
    const api = mockApi({
      'GET /api/staff/messages': page([FAILED], 1),
      'POST /api/staff/messages/31/resend': {
        status: 201,
        body: {
          success: true,
          message: 'A new copy of the message is on its way.',
          data: { id: 40 },
        },
      },
    });
    const { user } = renderRoute('/staff/messages');
    const table = await screen.findByRole('table', { name: 'Messages, failed first' });
    await user.click(within(table).getByRole('button', { name: /Resend/ }));
    // It asks first; cancelling sends nothing.
    const question = 'Resend the Email to proposer@example.com?';
    const dialog = await screen.findByRole('dialog', { name: question });
    expect(dialog).toHaveTextContent(
      'A new copy of “Please confirm a reference” is sent to proposer@example.com by Email. It cannot be called back once sent.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST /api/staff/messages/31/resend')).toHaveLength(0);

    await user.click(within(table).getByRole('button', { name: /Resend/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: question })).getByRole('button', {
        name: 'Yes, resend it',
      }),
    );
    expect(await screen.findByText('A new copy of the message is on its way.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /api/staff/messages/31/resend')).toHaveLength(1));
  });

  it('offers no Resend to accounts, who may read', async () => {
    signInStaff({ id: 5, email: 'accounts@example.com', name: 'Accounts', roles: ['accounts'] });
    mockApi({ 'GET /api/staff/messages': page([FAILED], 1) });
    renderRoute('/staff/messages');
    const table = await screen.findByRole('table', { name: 'Messages, failed first' });
    expect(within(table).queryByRole('button', { name: /Resend/ })).toBeNull();
  });
});
