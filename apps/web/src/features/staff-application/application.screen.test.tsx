import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { mockApi, signInStaff, ZONE_MANAGER, type Reply } from '../../app/staff/test-support';
import type { StaffApplication } from './api/get-staff-application';

const APPLICATION = {
  id: 12,
  app_id: 'APP-0012',
  journey: 'new',
  name: 'Riya Sharma',
  email: 'riya@example.com',
  email_verified: true,
  dob: '1990-04-15',
  mobile_number: '9876543210',
  mobile_verified: true,
  primary_number: '9876500000',
  same_number: 0,
  zone: 'north',
  state: 7,
  gst_number: '07ABCDE1234F1Z2',
  pan_number: 'ABCDE1234F',
  company_name: 'Bright Events',
  registered_address: '12 MG Road, Delhi',
  registered_city: 'Delhi',
  registered_pin: '110001',
  size_of_company: '1-25',
  org_type: 'company',
  incorporation_date: '2015-06-01',
  membership: { id: 3, name: 'Gold' },
  submitted_at: '2025-03-05T09:30:00.000Z',
  description: 'We run weddings and corporate events.',
  meta: '',
  linkedin: 'https://www.linkedin.com/company/bright',
  instagram: '',
  youtube: '',
  membership_checked: 1,
  is_draft: 0,
  is_admin: 0,
  steps: 4,
  manual: 0,
  address_proof: '/api/files/abc.pdf',
  repersentative_photo: '/api/files/photo.png',
  aadhar_proof: '',
  pan_proof: '',
  turnover_certificate: '',
  incorporation_certificate: '',
  company: {
    moa: '',
    aoa: '',
    portaldirector: '',
    resolution: '',
    incorporation_date: '2015-06-01',
  },
  llp: { deed: '', authorization: '', incorporation_date: '' },
  huf: { deed: '', authorization: '' },
  signature: '',
  stamp: '',
  plan_history: null,
  documents: [],
  director: [{ name: 'Arjun Rao', email: 'arjun@example.com', mobile_number: '9811111111' }],
  members: [
    {
      row_id: 1,
      name: 'One Pvt Ltd',
      director: 'Meera One',
      email: 'member1@example.com',
      mobile_number: '9800000001',
    },
    {
      row_id: 2,
      name: 'Two LLP',
      director: 'Vikram Two',
      email: 'member2@example.com',
      mobile_number: '9800000002',
    },
  ],
};

function detail(overrides: Record<string, unknown> = {}): Reply {
  return {
    body: {
      success: true,
      data: {
        application: APPLICATION,
        review: {
          stage: 'zone_manager',
          stage_label: 'Zone manager',
          decisions: [
            {
              id: 1,
              stage: 'zone_manager',
              decision: 'changes_requested',
              actor_kind: 'staff',
              actor_label: 'Neel North',
              remark: 'Please upload a clearer address proof',
              at: '2025-03-06T10:00:00.000Z',
            },
          ],
          changes_requested_stage: null,
          changes_requested_fields: [],
          changes_note: null,
          governing_body: { approvals: 0, quorum: 3 },
          payment_link_expires_at: null,
          cancelled: false,
        },
        documents: [
          {
            id: 31,
            field: 'address_proof',
            url: '/api/files/abc.pdf',
            original_name: 'address.pdf',
            mime_type: 'application/pdf',
            review_status: 'pending',
            review_remark: null,
            reviewed_at: null,
          },
          {
            id: 32,
            field: 'repersentative_photo',
            url: '/api/files/photo.png',
            original_name: 'me.png',
            mime_type: 'image/png',
            review_status: 'accepted',
            review_remark: null,
            reviewed_at: '2025-03-06T10:00:00.000Z',
          },
        ],
        audit: [
          {
            id: 1,
            actor: 'Asha Admin',
            actor_name: 'Asha Admin',
            action: 'application.update',
            at: '2025-03-07T11:00:00.000Z',
            before: { company_name: 'Bright Event' },
            after: { company_name: 'Bright Events' },
          },
        ],
        can_act: true,
        ...overrides,
      },
    },
  };
}

const detailData = () => (detail().body as { data: StaffApplication }).data;
/** A decision's answer: the message and the review state. */
const decided = (message: string): Reply => ({
  body: { success: true, message, data: detailData().review },
});
/** A document review's answer: the message and the document. */
const reviewed = (message: string): Reply => ({
  body: { success: true, message, data: detailData().documents[0] },
});

function api(data: Reply = detail(), extra: Record<string, Reply> = {}) {
  return mockApi({
    'GET /api/staff/applications/12': data,
    'GET /api/state/north': { body: { success: true, data: [{ id: 7, name: 'Delhi' }] } },
    ...extra,
  });
}

async function openPage() {
  const view = renderRoute('/staff/applications/MTI=');
  await screen.findByRole('heading', { level: 1, name: 'Application APP-0012' });
  return view;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('application page', () => {
  beforeEach(() => signInStaff());

  it('shows every group of fields, the documents, the timeline and a collapsed audit log', async () => {
    api();
    await openPage();

    const basic = section('Basic details');
    expect(within(basic).getByText('Riya Sharma')).toBeInTheDocument();
    expect(within(basic).getByText('15-04-1990')).toBeInTheDocument();
    expect(within(basic).getByText('Private Limited / Limited company')).toBeInTheDocument();
    expect(within(basic).getByText('01-06-2015')).toBeInTheDocument();
    expect(await within(basic).findByText('Delhi')).toBeInTheDocument();

    const documents = section('Documents');
    expect(within(documents).getByRole('heading', { name: 'Address proof' })).toBeInTheDocument();
    expect(within(documents).getByText('Not reviewed yet')).toBeInTheDocument();
    expect(within(documents).getByText('Accepted')).toBeInTheDocument();

    expect(within(section('Directors')).getByText('Arjun Rao')).toBeInTheDocument();
    const proposers = section('Proposers (members 1 and 2)');
    expect(within(proposers).getByText('Member 1')).toBeInTheDocument();
    expect(within(proposers).getByText('Two LLP')).toBeInTheDocument();
    expect(
      within(section('Other details')).getByText('We run weddings and corporate events.'),
    ).toBeInTheDocument();

    const timeline = section('Review timeline');
    expect(within(timeline).getByText('Sent back for changes')).toBeInTheDocument();
    expect(within(timeline).getByText('Neel North')).toBeInTheDocument();
    expect(within(timeline).getByText('Please upload a clearer address proof')).toBeInTheDocument();
    expect(within(timeline).getByText(/^06-03-2025/)).toBeInTheDocument();

    const audit = section('Audit log');
    const details = audit.querySelector('details');
    expect(details).not.toHaveAttribute('open');
    expect(within(audit).getByText('Audit log (1 entry)')).toBeInTheDocument();
    expect(within(audit).getByText('Bright Event')).toBeInTheDocument();
  });

  it('shows the decision buttons only when the API says this staff member can act', async () => {
    api(detail({ can_act: false }));
    await openPage();
    expect(screen.getByText(/Nothing for you to decide here right now/)).toBeInTheDocument();
    for (const name of ['Approve', 'Send back for changes', 'Reject']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    // An admin still edits and cancels.
    expect(screen.getByRole('link', { name: 'Edit application' })).toHaveAttribute(
      'href',
      '/admin-update/user/membership-form/PA-000012',
    );
    expect(screen.getByRole('button', { name: 'Cancel application' })).toBeInTheDocument();
  });

  it('a zone manager who can act decides, but neither edits nor cancels', async () => {
    signInStaff(ZONE_MANAGER);
    api();
    await openPage();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit application' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel application' })).not.toBeInTheDocument();
  });

  it('approves with an optional remark, toasts the message and reads the application again', async () => {
    const calls = api(detail(), {
      'POST /api/staff/applications/12/approve': decided(
        'Approved. The application moves to accounts.',
      ),
    });
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this application?' });
    await user.type(within(dialog).getByLabelText('Remark (optional)'), 'All documents fine');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(
      await screen.findByText('Approved. The application moves to accounts.'),
    ).toBeInTheDocument();
    expect(calls.callsTo('POST /api/staff/applications/12/approve')[0]?.body).toEqual({
      remark: 'All documents fine',
    });
    await waitFor(() => expect(calls.callsTo('GET /api/staff/applications/12')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends back with a message and the ticked fields and documents', async () => {
    const calls = api(
      detail({
        documents: [
          {
            id: 31,
            field: 'address_proof',
            url: '/api/files/abc.pdf',
            original_name: 'address.pdf',
            mime_type: 'application/pdf',
            review_status: 'needs_replacement',
            review_remark: 'Too blurry',
            reviewed_at: '2025-03-06T10:00:00.000Z',
          },
        ],
      }),
      { 'POST /api/staff/applications/12/send-back': decided('Sent back to the applicant.') },
    );
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Send back for changes' }));
    const dialog = screen.getByRole('dialog', { name: 'Send back for changes' });
    const confirm = within(dialog).getByRole('button', { name: 'Send back' });
    // A document already marked as needing replacement starts ticked.
    expect(within(dialog).getByLabelText('Address proof')).toBeChecked();
    expect(confirm).toBeDisabled();

    await user.type(
      within(dialog).getByLabelText(/Message to the applicant/),
      'Please correct the company name and upload a clear address proof.',
    );
    await user.click(within(dialog).getByLabelText('Company name'));
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await screen.findByText('Sent back to the applicant.')).toBeInTheDocument();
    expect(calls.callsTo('POST /api/staff/applications/12/send-back')[0]?.body).toEqual({
      remark: 'Please correct the company name and upload a clear address proof.',
      fields: ['address_proof', 'company_name'],
    });
  });

  it('rejects only with a reason', async () => {
    const calls = api(detail(), {
      'POST /api/staff/applications/12/reject': decided('Application rejected.'),
    });
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this application?' });
    const confirm = within(dialog).getByRole('button', { name: 'Reject application' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Reason for rejecting/), 'Not eligible for Gold');
    await user.click(confirm);
    expect(await screen.findByText('Application rejected.')).toBeInTheDocument();
    expect(calls.callsTo('POST /api/staff/applications/12/reject')[0]?.body).toEqual({
      remark: 'Not eligible for Gold',
    });
  });

  it('shows a refused action inside the dialog', async () => {
    api(detail(), {
      'POST /api/staff/applications/12/approve': {
        status: 409,
        body: { success: false, message: 'This step was already decided.' },
      },
    });
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This step was already decided.',
    );
  });

  it('cancels the application after a confirmation, with the reason the server requires', async () => {
    const calls = api(detail(), {
      'POST /api/staff/applications/12/cancel': decided('Application cancelled.'),
    });
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Cancel application' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this application?' });
    const confirm = within(dialog).getByRole('button', { name: 'Yes, cancel the application' });
    // The server refuses an empty reason ('Please give a reason'); the dialog says so first.
    expect(within(dialog).getByLabelText(/Reason for cancelling/)).toBeRequired();
    expect(within(dialog).queryByText(/optional/)).not.toBeInTheDocument();
    expect(within(dialog).getByText('To continue, write the reason.')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await user.type(
      within(dialog).getByLabelText(/Reason for cancelling/),
      'Duplicate application',
    );
    await user.click(confirm);
    expect(await screen.findByText('Application cancelled.')).toBeInTheDocument();
    expect(calls.callsTo('POST /api/staff/applications/12/cancel')[0]?.body).toEqual({
      remark: 'Duplicate application',
    });
  });

  it('lets an admin erase a rejected applicant’s personal data with a reason', async () => {
    const rejected = detail({ review: { ...detailData().review, stage: 'rejected' } });
    const calls = api(rejected, {
      'POST /api/staff/applications/12/erase': {
        body: {
          success: true,
          message: 'The applicant’s personal data has been erased',
          data: { documents_deleted: 2, audit_redacted: 3 },
        },
      },
    });
    const { user } = await openPage();
    const panel = section('Personal data');
    await user.click(within(panel).getByRole('button', { name: 'Erase personal data' }));
    const dialog = screen.getByRole('dialog', { name: 'Erase the applicant’s personal data' });
    const confirm = within(dialog).getByRole('button', { name: 'Erase' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Why/), 'Asked by email on 20 November');
    await user.click(confirm);
    expect(
      await screen.findByText('The applicant’s personal data has been erased'),
    ).toBeInTheDocument();
    expect(calls.callsTo('POST /api/staff/applications/12/erase')[0]?.body).toEqual({
      reason: 'Asked by email on 20 November',
    });
  });

  it('offers no erasure while the application is in review', async () => {
    api();
    await openPage();
    expect(
      within(section('Personal data')).queryByRole('button', { name: 'Erase personal data' }),
    ).not.toBeInTheDocument();
    expect(within(section('Personal data')).getByText(/can be erased once/)).toBeInTheDocument();
  });

  it('accepts a document, or marks it as needing replacement with a note', async () => {
    const calls = api(detail(), {
      'POST /api/staff/documents/31/review': reviewed('Document reviewed.'),
    });
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Accept Address proof' }));
    expect(await screen.findByText('Document reviewed.')).toBeInTheDocument();
    expect(calls.callsTo('POST /api/staff/documents/31/review')[0]?.body).toEqual({
      status: 'accepted',
    });

    await user.click(screen.getByRole('button', { name: 'Needs replacement (Address proof)' }));
    const dialog = screen.getByRole('dialog', { name: 'Address proof: needs replacement' });
    await user.type(within(dialog).getByLabelText(/What is wrong/), 'Blurred scan');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as needs replacement' }));
    await waitFor(() =>
      expect(calls.callsTo('POST /api/staff/documents/31/review')[1]?.body).toEqual({
        status: 'needs_replacement',
        remark: 'Blurred scan',
      }),
    );
  });

  it('shows a PDF in a frame and an image as an image, fetched with the token', async () => {
    // jsdom has no blob URLs.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn(() => 'blob:doc');
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    });
    const calls = api(detail(), {
      'GET /api/files/abc.pdf': { blob: new Blob(['%PDF-1.4'], { type: 'application/pdf' }) },
      'GET /api/files/photo.png': { blob: new Blob(['png'], { type: 'image/png' }) },
    });
    const { user } = await openPage();
    const show = screen.getByRole('button', { name: 'Show Address proof' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    expect(await screen.findByTitle('Address proof (PDF)')).toHaveAttribute('src', 'blob:doc');
    expect(calls.callsTo('GET /api/files/abc.pdf')[0]?.headers.get('Authorization')).toBe(
      'Bearer staff-token',
    );
    await user.click(screen.getByRole('button', { name: 'Show Representative photo' }));
    expect(await screen.findByRole('img', { name: 'Representative photo' })).toBeInTheDocument();
  });

  it('says when the application cannot be loaded', async () => {
    mockApi({
      'GET /api/staff/applications/12': {
        status: 404,
        body: { success: false, message: 'Application not found' },
      },
    });
    renderRoute('/staff/applications/MTI=');
    expect(await screen.findByRole('alert')).toHaveTextContent('Application not found');
  });
});
