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
const SAVED_REPLY = {
  body: {
    success: true,
    message: 'The member’s details were saved',
    data: { changed: ['registered_address'], details: RECORD.details },
  },
};

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
      'GET /api/staff/members/7/record': RECORD_REPLY,
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
    const api = mockApi({
      'GET /api/staff/members/7': MEMBER_REPLY,
      'GET /api/staff/members/7/record': RECORD_REPLY,
    });
    renderRoute('/staff/members/7');
    await screen.findByRole('heading', { level: 1, name: 'Rohan Kapoor' });
    expect(screen.getByRole('region', { name: 'Member' })).toHaveTextContent('Gold');
    expect(screen.queryByRole('region', { name: 'Messages' })).toBeNull();
    expect(api.callsTo('GET /api/staff/messages')).toHaveLength(0);
  });

  it('shows the record: company, plan, invoices, documents with who checked them, notes', async () => {
    mockApi({
      'GET /api/staff/members/7': MEMBER_REPLY,
      'GET /api/staff/members/7/record': RECORD_REPLY,
      'GET /api/staff/messages': page([], 0),
    });
    renderRoute('/staff/members/7');
    const company = await screen.findByRole('region', { name: 'Company' });
    expect(company).toHaveTextContent('4 Old Road');
    // What the import never collected is said so, not demanded.
    expect(company).toHaveTextContent('Company typeNot recorded');
    const plan = screen.getByRole('table', { name: 'Plan history' });
    expect(plan).toHaveTextContent('Renewal');
    expect(plan).toHaveTextContent('31-03-2027');
    const billing = screen.getByRole('region', { name: 'Payments, invoices and credit notes' });
    expect(
      within(billing).getByRole('button', { name: /Download invoice PT\/2026-27\/000042/ }),
    ).toBeInTheDocument();
    expect(within(billing).getByRole('link', { name: /Record a payment/ })).toHaveAttribute(
      'href',
      '/staff/applications/PA-000012#section-payments',
    );
    expect(screen.getByRole('table', { name: 'Documents' })).toHaveTextContent('by Office Desk');
    expect(screen.getByRole('region', { name: 'Notes' })).toHaveTextContent(
      'Prefers calls after 4 pm.',
    );
    expect(screen.getByText('Renew or extend by hand')).toBeInTheDocument();
  });

  it('changes only the address, with no document asked for', async () => {
    const api = mockApi({
      'GET /api/staff/members/7': MEMBER_REPLY,
      'GET /api/staff/members/7/record': RECORD_REPLY,
      'GET /api/staff/messages': page([], 0),
      'PATCH /api/staff/members/7/details': SAVED_REPLY,
    });
    const { user } = renderRoute('/staff/members/7');
    await user.click(await screen.findByRole('button', { name: 'Change details' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Change Rohan Kapoor’s details' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was changed');
    const address = screen.getByLabelText('Registered address');
    await user.clear(address);
    await user.type(address, '12 New Road, Andheri');
    expect(screen.queryByLabelText(/New PAN card/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The member’s details were saved')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/staff/members/7/details')[0]?.body).toEqual({
      registered_address: '12 New Road, Andheri',
    });
  });

  it('asks for the new PAN card when the PAN changes', async () => {
    const api = mockApi({
      'GET /api/staff/members/7': MEMBER_REPLY,
      'GET /api/staff/members/7/record': RECORD_REPLY,
    });
    const { user } = renderRoute('/staff/members/7?change=details');
    const pan = await screen.findByLabelText(/^PAN/);
    await user.clear(pan);
    await user.type(pan, 'ABCDE1234F');
    expect(await screen.findByText('New PAN card')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByRole('link', { name: /Upload the new PAN card/ }),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/staff/members/7/details')).toEqual([]);
  });

  it('answers a correction request beside the form, and saving closes it', async () => {
    const correction = {
      id: 9,
      details: 'We moved to 12 New Road',
      created_at: '2026-06-01T10:00:00.000Z',
    };
    const api = mockApi({
      'GET /api/staff/members/7': MEMBER_REPLY,
      'GET /api/staff/members/7/record': {
        body: { success: true, data: { ...RECORD, corrections: [correction] } },
      },
      'GET /api/staff/messages': page([], 0),
      'PATCH /api/staff/members/7/details': SAVED_REPLY,
      'POST /api/staff/data-requests/9/complete': {
        body: {
          success: true,
          message: 'Request completed',
          data: {
            id: 9,
            kind: 'correction',
            status: 'completed',
            details: correction.details,
            reason: null,
            created_at: correction.created_at,
            closed_at: '2026-06-02T10:00:00.000Z',
            member_id: 7,
            member_name: 'Rohan Kapoor',
            member_number: 'PM-0003',
            company_name: 'Kapoor Live Pvt Ltd',
            application_id: 12,
            closed_by: 'Portal Admin',
          },
        },
      },
    });
    const { user } = renderRoute('/staff/members/7');
    await user.click(
      await screen.findByRole('button', { name: 'Change details for this request' }),
    );
    expect(screen.getByRole('complementary', { name: 'The member’s request' })).toHaveTextContent(
      'We moved to 12 New Road',
    );
    const address = screen.getByLabelText('Registered address');
    await user.clear(address);
    await user.type(address, '12 New Road');
    await user.click(screen.getByRole('button', { name: 'Save changes and close the request' }));
    expect(
      await screen.findByText(/The request is closed and the member has been told/),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/staff/data-requests/9/complete')).toHaveLength(1);
  });

  it('says so for a link that names no member', async () => {
    mockApi({});
    renderRoute('/staff/members/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Member not found' }),
    ).toBeInTheDocument();
  });
});
