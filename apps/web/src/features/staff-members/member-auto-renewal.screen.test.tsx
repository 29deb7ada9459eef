// The member record's Auto-renewal section (decision 099): the mandate, its debits and history, and
// "Cancel at the member's request" (admin, office) with a reason and a confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { mockApi, signInStaff, type Reply } from '../../app/staff/test-support';

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
const RECORD = {
  id: 7,
  member_number: 'PM-0003',
  application_id: 12,
  details: {
    name: 'Rohan Kapoor',
    company_name: 'Kapoor Live Pvt Ltd',
    email: 'active@example.com',
    mobile: '9800000011',
    registered_address: '4 Old Road',
    registered_city: null,
    registered_pin: null,
    gst_number: null,
    pan_number: 'AABCK1234F',
    state: 'Maharashtra',
    org_type: null,
    incorporation_date: null,
    dob: null,
  },
  plan: [
    {
      kind: 'period',
      reference: 'PO-000042',
      type: 'renewal',
      category: 'Gold',
      starts_at: '2026-04-01T00:00:00.000Z',
      ends_at: '2027-03-31T18:29:59.999Z',
      status: 'current',
      application_id: null,
    },
  ],
  documents: [
    {
      id: 3,
      field: 'pan_proof',
      url: '/api/files/abc.pdf',
      original_name: 'pan.pdf',
      review_status: 'accepted',
      reviewed_at: '2025-04-02T10:00:00.000Z',
      reviewed_by: 'Office Desk',
      uploaded_at: '2025-04-01T10:00:00.000Z',
      superseded_at: null,
      application: 'PA-000012',
    },
  ],
  billing: [
    {
      kind: 'invoice',
      id: 42,
      number: 'PT/2026-27/000042',
      unique_order_id: 'PO-000042',
      issued_at: '2026-04-01T05:00:00.000Z',
      total: 29500,
      how: 'offline',
    },
  ],
  notes: [
    {
      id: 1,
      text: 'Prefers calls after 4 pm.',
      by: 'Accounts Team',
      at: '2026-05-01T10:00:00.000Z',
    },
  ],
  audit: [],
  corrections: [] as { id: number; details: string; created_at: string }[],
};
const RECORD_REPLY = { body: { success: true, data: RECORD } };

const MANDATE = {
  id: 3,
  method: 'emandate',
  method_label: 'e-mandate (netbanking, debit card or Aadhaar)',
  status: 'active',
  max_amount: 1770000,
  reference: 'AR-000003',
  created_at: '2027-03-01T05:00:00.000Z',
  next_debit: null,
};
const DEBIT = {
  id: 9,
  period_ends_at: '2027-03-31T18:29:59.999Z',
  status: 'noticed',
  amount: 1770000,
  debit_at: '2027-03-24T05:00:00.000Z',
  attempts: 0,
  failure_reason: null,
};
const EVENTS = [
  { at: '2027-03-22T05:00:00.000Z', kind: 'notice_sent', detail: 'amount: ₹17,700' },
  { at: '2027-03-01T05:00:00.000Z', kind: 'registered', detail: 'method: e-mandate' },
];
const mandateReply = (status: string): Reply => ({
  body: {
    success: true,
    data: {
      mandate: { ...MANDATE, status },
      debits: [{ ...DEBIT, status: status === 'cancelled' ? 'cancelled' : 'noticed' }],
      events:
        status === 'cancelled'
          ? [{ at: '2027-03-23T05:00:00.000Z', kind: 'cancelled', detail: 'by: staff' }, ...EVENTS]
          : EVENTS,
    },
  },
});

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/staff/members/7': MEMBER_REPLY,
    'GET /api/staff/members/7/record': RECORD_REPLY,
    'GET /api/staff/members/7/auto_renewal': mandateReply('active'),
    ...extra,
  });
}

describe('the member record’s auto-renewal', () => {
  beforeEach(() => signInStaff());

  it('shows the mandate, its debits and its history', async () => {
    api();
    renderRoute('/staff/members/7');
    const section = await screen.findByRole('region', { name: 'Auto-renewal' });
    expect(await within(section).findByText('AR-000003')).toBeInTheDocument();
    expect(section).toHaveTextContent('e-mandate (netbanking, debit card or Aadhaar)');
    expect(section).toHaveTextContent('₹17,700');
    const debits = within(section).getByRole('table', { name: 'Auto-renewal debits' });
    expect(debits).toHaveTextContent('Notice sent');
    const history = within(section).getByRole('table', { name: 'Auto-renewal history' });
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent('Pre-debit notice sent');
    expect(history).toHaveTextContent('Set up by the member');
  });

  it('cancels at the member’s request: a reason, a confirmation, then the mandate cancelled', async () => {
    const calls = api({
      'POST /api/staff/members/7/auto_renewal/cancel': mandateReply('cancelled'),
    });
    const { user } = renderRoute('/staff/members/7');
    const section = await screen.findByRole('region', { name: 'Auto-renewal' });
    await user.click(await within(section).findByText('Cancel at the member’s request'));
    await user.click(within(section).getByRole('button', { name: 'Cancel auto-renewal' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Enter why the member asked to cancel',
    );
    expect(within(section).getByLabelText('Why did the member ask to cancel?')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls.callsTo('POST /api/staff/members/7/auto_renewal/cancel')).toHaveLength(0);

    await user.type(
      within(section).getByLabelText('Why did the member ask to cancel?'),
      'Asked by phone',
    );
    await user.click(within(section).getByRole('button', { name: 'Cancel auto-renewal' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Cancel this member’s auto-renewal?',
    });
    expect(dialog).toHaveTextContent('AR-000003');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(
      await within(section).findByText(/was cancelled at the member’s request/),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.callsTo('POST /api/staff/members/7/auto_renewal/cancel')[0]?.body).toEqual({
        reason: 'Asked by phone',
      }),
    );
    expect(within(section).getAllByText('Cancelled').length).toBeGreaterThan(0);
    expect(within(section).queryByText('Cancel at the member’s request')).toBeNull();
  });

  it('offers no cancel to accounts staff', async () => {
    signInStaff({ id: 3, email: 'accounts@example.com', name: 'Accounts', roles: ['accounts'] });
    api();
    renderRoute('/staff/members/7');
    const section = await screen.findByRole('region', { name: 'Auto-renewal' });
    await within(section).findByText('AR-000003');
    expect(within(section).queryByText('Cancel at the member’s request')).toBeNull();
  });

  it('says when the member has not turned it on', async () => {
    api({
      'GET /api/staff/members/7/auto_renewal': {
        body: { success: true, data: { mandate: null, debits: [], events: [] } },
      },
    });
    renderRoute('/staff/members/7');
    const section = await screen.findByRole('region', { name: 'Auto-renewal' });
    expect(
      await within(section).findByText('The member has not turned auto-renewal on.'),
    ).toBeInTheDocument();
  });
});
