import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { ADMIN, ZONE_MANAGER, mockApi, signInStaff } from '../../app/staff/test-support';

// jsdom has no canvas: the charts are drawn by the browser journey; here, their tables.
vi.mock('./report-chart', () => ({
  ReportChart: ({ title }: { title: string }) => <div role="img" aria-label={title} />,
}));

const ok = (data: unknown) => ({ body: { success: true, data } });

const MEMBER = {
  memberId: 7,
  memberNumber: 'PM-0007',
  name: 'Sneha Iyer',
  companyName: 'Iyer Sound',
  zone: 'south',
  category: 'Gold',
  expiresOn: '2026-01-10',
};

function reportsApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...extra,
    'GET /api/staff/reports/membership': ok({
      from: '2026-02',
      to: '2026-03',
      totals: [
        { month: '2026-02', members: 5 },
        { month: '2026-03', members: 6 },
      ],
      byCategory: [
        { month: '2026-02', category: 'Gold', members: 5 },
        { month: '2026-03', category: 'Gold', members: 6 },
      ],
      byZone: [{ month: '2026-03', zone: 'north', members: 6 }],
    }),
    'GET /api/staff/reports/renewals': ok({
      from: '2026-03',
      to: '2026-03',
      graceDays: 90,
      rows: [
        {
          month: '2026-03',
          cohort: 'all',
          expired: 4,
          renewed: 3,
          lapsed: 1,
          open: 0,
          renewalRate: 75,
          attritionRate: 25,
        },
      ],
    }),
    'GET /api/staff/reports/lapsing': ok({
      zone: null,
      lapsedDays: 90,
      dueDays: 60,
      byZone: [{ zone: 'south', lapsed: 1, dueSoon: 0 }],
      lapsed: [MEMBER],
      dueSoon: [],
      listLimit: 500,
    }),
    'GET /api/staff/reports/income': ok({
      from: '2026-03',
      to: '2026-03',
      byKind: [
        { month: '2026-03', kind: 'joining', documents: 1, amountPaise: 1_180_000 },
        { month: '2026-03', kind: 'refunds', documents: 1, amountPaise: -118_000 },
      ],
      byMonth: [
        {
          month: '2026-03',
          invoicedPaise: 1_180_000,
          creditedPaise: 118_000,
          incomePaise: 1_062_000,
        },
      ],
    }),
    'GET /api/staff/reports/pipeline': ok({
      stages: [
        {
          stage: 'zone_manager',
          applications: 3,
          medianDays: 3,
          oldest: { applicationId: 42, appId: 'PA-000042', companyName: 'Nair Events', days: 10 },
        },
      ],
    }),
    'GET /api/staff/export/report.csv': { blob: new Blob(['Month\r\n']) },
  });
}

describe('staff reports', () => {
  beforeEach(() => signInStaff({ ...ADMIN, roles: ['governing_body'] }));

  it('shows each report with its chart and the table of its figures', async () => {
    reportsApi();
    renderRoute('/staff/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const byCategory = await screen.findByRole('table', {
      name: "Members by category at each month's end",
    });
    expect(within(byCategory).getByRole('row', { name: 'Mar 2026 6 6' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Members by category' })).toBeInTheDocument();
    const renewals = await screen.findByRole('table', {
      name: 'Renewal rate and attrition by month and cohort',
    });
    expect(within(renewals).getByText('75.0%')).toBeVisible();
    const income = await screen.findByRole('table', { name: /Income by month and kind/ });
    expect(within(income).getByText('−₹1,180.00', { exact: false })).toBeVisible();
    expect(within(income).getByText('₹10,620.00')).toBeVisible();
    const lapsed = await screen.findByRole('table', { name: 'Lapsed members' });
    expect(within(lapsed).getByRole('link', { name: 'Iyer Sound (Sneha Iyer)' })).toHaveAttribute(
      'href',
      '/staff/members/7',
    );
    const pipeline = await screen.findByRole('table', { name: /Applications waiting by stage/ });
    expect(within(pipeline).getByRole('link', { name: 'PA-000042 (Nair Events)' })).toHaveAttribute(
      'href',
      '/staff/applications/PA-000042',
    );
    expect(within(pipeline).getByText('10.0 days')).toBeVisible();
  });

  it('asks for the months chosen and downloads a report as CSV', async () => {
    const api = reportsApi();
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
      click.mockRestore();
    });
    const { user } = renderRoute('/staff/reports');
    await screen.findByRole('table', { name: /Income by month and kind/ });
    await user.selectOptions(screen.getByLabelText('Months shown'), 'The last 24 months');
    await waitFor(() => expect(api.callsTo('GET /api/staff/reports/income')).toHaveLength(2));
    const [, second] = api.callsTo('GET /api/staff/reports/income');
    const from = second!.url.searchParams.get('from')!;
    const to = second!.url.searchParams.get('to')!;
    expect(
      (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
        Number(to.slice(5)) -
        Number(from.slice(5)),
    ).toBe(23);
    await user.click(
      screen.getByRole('button', { name: 'Download CSV of income by month and kind' }),
    );
    await waitFor(() => expect(api.callsTo('GET /api/staff/export/report.csv')).toHaveLength(1));
    expect(api.callsTo('GET /api/staff/export/report.csv')[0]!.url.searchParams.get('report')).toBe(
      'income',
    );
  });

  it('tells a zone manager the reports are not theirs', async () => {
    signInStaff(ZONE_MANAGER);
    const api = reportsApi();
    renderRoute('/staff/reports');
    expect(await screen.findByText(/the reports/)).toBeVisible();
    expect(api.callsTo('GET /api/staff/reports/income')).toHaveLength(0);
  });
});

describe('the monthly summary by email', () => {
  it('lets an admin choose who gets it, and says what was saved', async () => {
    signInStaff(ADMIN);
    const people = [
      { id: 1, name: 'Asha Rao', email: 'asha@example.com', chosen: true },
      { id: 2, name: 'Vikram Shah', email: 'vikram@example.com', chosen: false },
    ];
    const api = reportsApi({
      'GET /api/staff/reports/summary-recipients': ok({ staff: people }),
      'PUT /api/staff/reports/summary-recipients': ok({
        staff: people.map((p) => ({ ...p, chosen: p.id === 2 })),
      }),
    });
    const { user } = renderRoute('/staff/reports');
    const asha = await screen.findByRole('checkbox', { name: 'Asha Rao (asha@example.com)' });
    expect(asha).toBeChecked();
    await user.click(asha);
    await user.click(screen.getByRole('checkbox', { name: 'Vikram Shah (vikram@example.com)' }));
    await user.click(screen.getByRole('button', { name: 'Save who gets the summary' }));
    expect(await screen.findByText('Saved: 1 person gets the monthly summary.')).toBeVisible();
    expect(api.callsTo('PUT /api/staff/reports/summary-recipients')[0]?.body).toEqual({
      staff_ids: [2],
    });
    expect(
      screen.getByRole('checkbox', { name: 'Vikram Shah (vikram@example.com)' }),
    ).toBeChecked();
  });

  it('is not offered to staff who are not admins', async () => {
    signInStaff({ ...ADMIN, roles: ['governing_body'] });
    const api = reportsApi();
    renderRoute('/staff/reports');
    await screen.findByRole('table', { name: /Income by month and kind/ });
    expect(screen.queryByRole('heading', { name: 'Monthly summary by email' })).toBeNull();
    expect(api.callsTo('GET /api/staff/reports/summary-recipients')).toHaveLength(0);
  });
});
