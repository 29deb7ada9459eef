import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { changeDate } from '../../test/date-input';
import { renderRoute } from '../../test/render-route';
import { ADMIN, mockApi, page, signInStaff, type Reply } from '../../app/staff/test-support';

const APPROVAL = {
  id: 12,
  at: '2026-03-03T05:00:00.000Z',
  actor: 'staff:5',
  actor_kind: 'staff',
  actor_name: 'Neel North',
  actor_email: 'zm.north@example.com',
  actor_roles: ['zone_manager'],
  action: 'review.approve',
  entity: 'application',
  entity_id: '42',
  record_label: 'PA-000042',
  owner_label: null,
  sentence: 'Neel North (zone manager) approved application PA-000042 at the zone manager step.',
  application_id: 42,
  member_id: null,
  before: { review_stage: 'zone_manager' },
  after: { review_stage: 'accounts', remark: 'Documents in order' },
};

const GST_RATE = {
  id: 11,
  at: '2026-03-01T18:45:00.000Z',
  actor: 'staff:1',
  actor_kind: 'staff',
  actor_name: 'Asha Admin',
  actor_email: 'admin@example.com',
  actor_roles: ['admin'],
  action: 'settings.association_updated',
  entity: 'association_settings',
  entity_id: '1',
  record_label: null,
  owner_label: null,
  sentence: "Asha Admin (admin) changed the association's GST rate (%).",
  application_id: null,
  member_id: null,
  before: { gst_rate: 18 },
  after: { gst_rate: 12 },
};

const APPLICANT_SAVE = {
  ...GST_RATE,
  id: 10,
  actor: 'applicant:new.person@example.com',
  actor_kind: 'applicant',
  actor_name: null,
  actor_email: null,
  actor_roles: [],
  action: 'application.create',
  entity: 'application',
  entity_id: '43',
  record_label: 'PA-000043',
  sentence: 'The applicant new.person@example.com started application PA-000043.',
  application_id: 43,
  before: null,
  after: { company_name: 'New Co' },
};

/** jsdom neither makes blob URLs nor downloads: both stubbed, the saved file names recorded. */
function stubDownload() {
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
  const saved: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    click.mockRestore();
  });
  return saved;
}

const RENEWAL = {
  ...GST_RATE,
  id: 9,
  actor: 'member:7',
  actor_kind: 'member',
  actor_name: 'Sneha Iyer',
  actor_email: 'renew@example.com',
  actor_roles: [],
  action: 'membership.renewed',
  entity: 'member',
  entity_id: '7',
  record_label: 'PM-0007',
  sentence: 'Sneha Iyer (member) renewed the membership of PM-0007 until 30-06-2027.',
  application_id: 70,
  member_id: 7,
  before: { expiry: '2026-06-30T18:29:59.000Z' },
  after: { expiry: '2027-06-30T18:29:59.000Z' },
};

const CHEQUE = {
  ...GST_RATE,
  id: 8,
  actor_name: 'Priya',
  actor_roles: ['accounts'],
  action: 'payment.offline_recorded',
  entity: 'member',
  entity_id: '5',
  record_label: 'PM-0042',
  member_id: 5,
  before: null,
  after: {
    order: 'PO-0012',
    amount_paise: 2950000,
    method: 'cheque',
    reference: '004512',
    received_on: '2026-03-02',
    note: 'x'.repeat(200),
    bank: 'State Bank',
  },
  sentence: 'Priya (accounts) recorded a cheque of ₹29,500.00 for PM-0042.',
};

function auditApi(extra: Record<string, Reply> = {}) {
  return mockApi({
    'GET /api/staff/audit': page([APPROVAL, GST_RATE, APPLICANT_SAVE, RENEWAL, CHEQUE], 5),
    ...extra,
  });
}

describe('staff audit log', () => {
  beforeEach(() => signInStaff(ADMIN));

  it('says what happened in a sentence, when in India, the record by its number and the fields', async () => {
    auditApi();
    renderRoute('/staff/audit');
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    const rows = within(table).getAllByRole('row') as HTMLElement[];
    const [, approval, gst, created, renewal, cheque] = rows;
    // 05:00 UTC is 10:30 in India; 18:45 UTC on 1 March is 00:15 on 2 March.
    expect(within(approval!).getByRole('rowheader', { name: '03-03-2026 10:30' })).toBeVisible();
    expect(
      within(approval!).getByText(
        'Neel North (zone manager) approved application PA-000042 at the zone manager step.',
      ),
    ).toBeInTheDocument();
    expect(
      within(approval!).getByRole('link', { name: 'Open application PA-000042' }),
    ).toHaveAttribute('href', '/staff/applications/PA-000042');
    // Fields by their labels, codes in words.
    expect(within(approval!).getByText('Review step:')).toBeInTheDocument();
    expect(within(approval!).getByText('zone manager')).toBeInTheDocument();
    expect(within(approval!).getByText('Documents in order')).toBeInTheDocument();
    expect(within(gst!).getByRole('rowheader', { name: '02-03-2026 00:15' })).toBeVisible();
    expect(within(gst!).queryByRole('link')).toBeNull();
    expect(within(gst!).getByText('18')).toHaveClass(/before/);
    expect(within(created!).getByText(/started application PA-000043/)).toBeInTheDocument();
    expect(within(renewal!).getByRole('link', { name: 'Open member PM-0007' })).toHaveAttribute(
      'href',
      '/staff/members/7',
    );
    expect(within(renewal!).getByText('30-06-2027')).toBeInTheDocument();
    // Amounts in rupees, dates DD-MM-YYYY; more than three fields and long values are folded.
    expect(
      within(cheque!).getByText('Priya (accounts) recorded a cheque of ₹29,500.00 for PM-0042.'),
    ).toBeInTheDocument();
    expect(within(cheque!).getByText('7 fields')).toBeInTheDocument();
    expect(within(cheque!).getByText('₹29,500.00')).not.toBeVisible();
    expect(within(cheque!).getByText('02-03-2026')).toBeInTheDocument();
    expect(within(cheque!).getByText('State Bank')).toBeInTheDocument();
    expect(table.textContent).not.toMatch(/paise|2950000|[{}]|Member 5/);
  });

  it('applies the filters together, kept in the URL and sent to the API', async () => {
    const api = auditApi();
    const { user } = renderRoute('/staff/audit');
    await screen.findByRole('table', { name: 'Audit log, newest first' });
    await user.selectOptions(screen.getByLabelText('Record type'), 'Application');
    await user.type(screen.getByLabelText('Record id'), '42');
    await user.type(screen.getByLabelText('Who'), 'zm.north@example.com');
    await user.type(screen.getByLabelText('Action'), 'review');
    changeDate(document.body, 'From', '2026-03-01');
    changeDate(document.body, 'To', '2026-03-31');
    await user.type(screen.getByLabelText('Text in the changes'), 'PAN');
    // Nothing is asked for until the filters are applied.
    expect(api.callsTo('GET /api/staff/audit')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => {
      const calls = api.callsTo('GET /api/staff/audit');
      expect(Object.fromEntries(calls.at(-1)?.url.searchParams ?? [])).toEqual({
        entity: 'application',
        entity_id: '42',
        actor: 'zm.north@example.com',
        action: 'review',
        from: '2026-03-01',
        to: '2026-03-31',
        q: 'PAN',
        page: '1',
        pageSize: '20',
      });
    });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(
        Object.fromEntries(api.callsTo('GET /api/staff/audit').at(-1)?.url.searchParams ?? []),
      ).toEqual({ page: '1', pageSize: '20' }),
    );
    expect(screen.getByLabelText('Who')).toHaveValue('');
  });

  it('downloads the filtered rows as CSV and XLSX', async () => {
    const saved = stubDownload();
    const file: Reply = { blob: new Blob(['x']) };
    const api = auditApi({
      'GET /api/staff/export/audit.csv': file,
      'GET /api/staff/export/audit.xlsx': file,
    });
    const { user } = renderRoute('/staff/audit?action=settings');
    await screen.findByRole('table', { name: 'Audit log, newest first' });
    await user.click(
      screen.getByRole('button', { name: 'Download CSV of the filtered audit log' }),
    );
    await user.click(
      screen.getByRole('button', { name: 'Download XLSX of the filtered audit log' }),
    );
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[0]).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(saved[1]).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const call = api.callsTo('GET /api/staff/export/audit.xlsx')[0];
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({ action: 'settings' });
    expect(call?.headers.get('Authorization')).toBe('Bearer staff-token');
  });

  it('says when nothing matches, and is for admins only (nav item too)', async () => {
    mockApi({ 'GET /api/staff/audit': page([], 0) });
    const { user } = renderRoute('/staff/audit?actor=nobody');
    expect(await screen.findByText('No changes match these filters.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/staff/audit');
    await user.click(screen.getByRole('button', { name: 'Clear filters to see every change' }));

    signInStaff({ ...ADMIN, roles: ['office'] });
    const api = mockApi({});
    renderRoute('/staff/audit');
    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeVisible();
    expect(api.callsTo('GET /api/staff/audit')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Audit log' })).toBeNull();
  });
});
