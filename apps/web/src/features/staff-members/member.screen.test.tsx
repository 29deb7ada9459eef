import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { mockApi, page, signInStaff, ZONE_MANAGER } from '../../app/staff/test-support';

const MEMBER = {
  id: 7,
  member_number: 'PM-0003',
  name: 'Rohan Kapoor',
  company_name: 'Kapoor Live Pvt Ltd',
  email: 'active@example.com',
  mobile: '9800000011',
  zone: 'west',
  category: { id: 2, name: 'Gold' },
  expires_at: '2027-03-31',
  status: 'active',
  manual: 0,
  documents_link: null,
  application_id: 12,
};
const MEMBER_REPLY = { body: { success: true, data: MEMBER } };

const REMINDER = {
  id: 51,
  channel: 'whatsapp',
  to: '919800000011',
  subject: null,
  kind: 'renewal_reminder_whatsapp',
  status: 'failed',
  attempts: 6,
  error: 'WhatsApp refused the message',
  created_at: '2027-03-01T04:30:00.000Z',
  sent_at: null,
  delivered_at: null,
  read_at: null,
  failed_at: '2027-03-01T10:30:00.000Z',
  next_attempt_at: null,
  application_id: null,
  member_id: 7,
  not_resendable_reason: null,
};
const CODE = {
  ...REMINDER,
  id: 50,
  channel: 'email',
  to: 'active@example.com',
  subject: 'Your login code for Portico',
  kind: 'login_code',
  status: 'sent',
  error: null,
  failed_at: null,
  sent_at: '2027-02-01T04:30:01.000Z',
  member_id: null,
  not_resendable_reason: 'A code cannot be resent: it expires.',
};

describe('a member’s page (back office)', () => {
  beforeEach(() => signInStaff());

  it('shows who the member is, their plan and contacts, and every message sent to them', async () => {
    const api = mockApi({
      'GET /api/staff/members/7': MEMBER_REPLY,
      'GET /api/staff/messages': page([REMINDER, CODE], 2),
      'POST /api/staff/messages/51/resend': {
        status: 201,
        body: {
          success: true,
          message: 'A new copy of the message is on its way.',
          data: { id: 60 },
        },
      },
    });
    const { user } = renderRoute('/staff/members/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rohan Kapoor' }),
    ).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Member' });
    expect(details).toHaveTextContent('PM-0003');
    expect(details).toHaveTextContent('Gold');
    expect(details).toHaveTextContent('9800000011');
    expect(details).toHaveTextContent(
      'Ask for documents at renewalNo: the member renews without a documents check.',
    );
    expect(within(details).getByRole('link', { name: 'active@example.com' })).toHaveAttribute(
      'href',
      'mailto:active@example.com',
    );
    expect(
      within(details).getByRole('link', { name: 'Open their application' }),
    ).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Messages, failed first' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('WhatsApp refused the message');
    expect(within(rows[2]!).queryByRole('button', { name: /Resend/ })).toBeNull();
    expect(api.callsTo('GET /api/staff/messages')[0]?.url.searchParams.get('member_id')).toBe('7');

    await user.click(within(rows[1]!).getByRole('button', { name: /Resend/ }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Resend the WhatsApp to 919800000011?' }),
      ).getByRole('button', { name: 'Yes, resend it' }),
    );
    expect(await screen.findByText('A new copy of the message is on its way.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /api/staff/messages/51/resend')).toHaveLength(1));
  });

  it('shows a zone manager the member but not their messages', async () => {
    signInStaff(ZONE_MANAGER);
    const api = mockApi({ 'GET /api/staff/members/7': MEMBER_REPLY });
    renderRoute('/staff/members/7');
    await screen.findByRole('heading', { level: 1, name: 'Rohan Kapoor' });
    expect(screen.getByRole('region', { name: 'Member' })).toHaveTextContent('Gold');
    expect(screen.queryByRole('region', { name: 'Messages' })).toBeNull();
    expect(api.callsTo('GET /api/staff/messages')).toHaveLength(0);
  });

  it('says so for a link that names no member', async () => {
    mockApi({});
    renderRoute('/staff/members/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Member not found' }),
    ).toBeInTheDocument();
  });
});
