import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { encodeId } from '@portico/domain/route-id';
import { renderRoute } from '../../test/render-route';
import { ADMIN, mockApi, page, signInStaff, type Reply } from '../../app/staff/test-support';

const APPROVAL = {
  id: 12,
  at: '2026-03-03T05:00:00.000Z',
  actor: 'staff:5',
  actor_kind: 'staff',
  actor_name: 'Neel North',
  actor_email: 'zm.north@example.com',
  action: 'review.approve',
  entity: 'application',
  entity_id: '42',
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
  action: 'settings.association_updated',
  entity: 'association_settings',
  entity_id: '1',
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
  action: 'application.create',
  entity: 'application',
  entity_id: '43',
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
  action: 'membership.renewed',
  entity: 'member',
  entity_id: '7',
  application_id: 70,
  member_id: 7,
  before: { expiry: '2026-06-30T18:29:59.000Z' },
  after: { expiry: '2027-06-30T18:29:59.000Z' },
};

function auditApi(extra: Record<string, Reply> = {}) {
  return mockApi({
    'GET /api/staff/audit': page([APPROVAL, GST_RATE, APPLICANT_SAVE, RENEWAL], 4),
    ...extra,
  });
}

describe('staff audit log', () => {
  beforeEach(() => signInStaff(ADMIN));

  it('shows who, when in India, the action, the record and what changed', async () => {
    auditApi();
    renderRoute('/staff/audit');
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    const [, approval, gst, created, renewal] = within(table).getAllByRole('row') as HTMLElement[];
    // 05:00 UTC is 10:30 in India; 18:45 UTC on 1 March is 00:15 on 2 March.
    expect(within(approval!).getByRole('rowheader', { name: '03-03-2026 10:30' })).toBeVisible();
    expect(within(approval!).getByText('Neel North')).toBeInTheDocument();
    expect(within(approval!).getByText('Staff · zm.north@example.com')).toBeInTheDocument();
    expect(within(approval!).getByText('review.approve')).toBeInTheDocument();
    expect(within(approval!).getByRole('link', { name: 'Application 42' })).toHaveAttribute(
      'href',
      `/staff/applications/${encodeId(42)}`,
    );
    expect(within(approval!).getByText('zone_manager')).toBeInTheDocument();
    expect(within(approval!).getByText('accounts')).toBeInTheDocument();
    expect(within(approval!).getByText('Documents in order')).toBeInTheDocument();
    expect(within(gst!).getByRole('rowheader', { name: '02-03-2026 00:15' })).toBeVisible();
    expect(within(gst!).getByText('Association settings 1')).toBeInTheDocument();
    expect(within(gst!).queryByRole('link')).toBeNull();
    expect(within(gst!).getByText('18')).toHaveClass(/before/);
    expect(within(created!).getByText('Applicant')).toBeInTheDocument();
    expect(within(renewal!).getByRole('link', { name: 'Member 7' })).toHaveAttribute(
      'href',
      '/staff/members/7',
    );
    expect(within(created!).getByText('new.person@example.com')).toBeInTheDocument();
    expect(within(created!).getByText('New Co')).toBeInTheDocument();
  });

  it('applies the filters together, kept in the URL and sent to the API', async () => {
    const api = auditApi();
    const { user } = renderRoute('/staff/audit');
    await screen.findByRole('table', { name: 'Audit log, newest first' });
    await user.selectOptions(screen.getByLabelText('Record type'), 'Application');
    await user.type(screen.getByLabelText('Record id'), '42');
    await user.type(screen.getByLabelText('Who'), 'zm.north@example.com');
    await user.type(screen.getByLabelText('Action'), 'review');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
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
