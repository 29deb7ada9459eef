import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';
import {
  CATEGORY_OPTIONS,
  mockApi,
  page,
  signInStaff,
  ZONE_MANAGER,
  type Reply,
} from '../../app/staff/test-support';

const MEMBER = {
  id: 41,
  member_number: 'M-0041',
  name: 'Kiran Mehta',
  company_name: 'Mehta Sound',
  email: 'manual@example.com',
  mobile: '9800000016',
  zone: 'west',
  category: { id: 3, name: 'Gold' },
  expires_at: '2025-01-31',
  status: 'expired',
  manual: 0,
  documents_link: null,
  application_id: 9,
};

function membersApi(extra: Record<string, Reply> = {}) {
  return mockApi({
    'GET /api/staff/members': page([MEMBER], 1),
    'GET /api/membership': CATEGORY_OPTIONS,
    ...extra,
  });
}

const lastQuery = (api: ReturnType<typeof membersApi>) => {
  const calls = api.callsTo('GET /api/staff/members');
  return Object.fromEntries(calls[calls.length - 1]?.url.searchParams ?? []);
};

describe('members', () => {
  beforeEach(() => signInStaff());

  it('lists members with expiry as DD-MM-YYYY, status and manual flag', async () => {
    membersApi();
    renderRoute('/staff/members');
    const table = await screen.findByRole('table', { name: 'Members' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('rowheader', { name: 'M-0041' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /Kiran Mehta/ })).toHaveAttribute(
      'href',
      '/staff/members/41',
    );
    expect(within(row).getByText('Mehta Sound')).toBeInTheDocument();
    expect(within(row).getByText('31-01-2025')).toBeInTheDocument();
    expect(within(row).getByText('Expired')).toBeInTheDocument();
    expect(within(row).getByLabelText('Ask for documents at renewal for Kiran Mehta')).toHaveValue(
      '0',
    );
  });

  it('sets the manual flag with a documents link (PATCH /api/staff/members/:id)', async () => {
    const api = membersApi({
      'PATCH /api/staff/members/41': {
        body: {
          success: true,
          message: 'Member updated',
          data: { id: 41, manual: 1, documents_link: 'https://drive.example.com/mehta' },
        },
      },
    });
    const { user } = renderRoute('/staff/members');
    const flag = await screen.findByLabelText('Ask for documents at renewal for Kiran Mehta');
    const save = screen.getByRole('button', { name: 'Save documents at renewal for Kiran Mehta' });
    expect(save).toBeDisabled();
    expect(
      within(flag)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'No – renews without a documents check',
      'Yes – confirms or uploads documents first',
      'Yes (old code 4) – same as Yes',
    ]);
    await user.selectOptions(flag, 'Yes – confirms or uploads documents first');
    await user.type(
      screen.getByLabelText('Documents link for Kiran Mehta (optional)'),
      'https://drive.example.com/mehta',
    );
    await user.click(save);
    expect(await screen.findByText('Member updated: Kiran Mehta')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/staff/members/41')[0]?.body).toEqual({
      manual: 1,
      documents_link: 'https://drive.example.com/mehta',
    });
    await waitFor(() => expect(api.callsTo('GET /api/staff/members')).toHaveLength(2));
  });

  it('does not offer the flag to a role that may not change it', async () => {
    signInStaff({ id: 9, email: 'gb1@example.com', name: 'Gita', roles: ['governing_body'] });
    membersApi();
    renderRoute('/staff/members');
    const table = await screen.findByRole('table', { name: 'Members' });
    expect(
      screen.queryByLabelText('Ask for documents at renewal for Kiran Mehta'),
    ).not.toBeInTheDocument();
    expect(within(table).getByText('No – renews without a documents check')).toBeInTheDocument();
  });

  it('says the search takes a mobile with +91 and a member number by its digits', async () => {
    membersApi();
    renderRoute('/staff/members');
    const box = await screen.findByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAccessibleDescription(
      /\+91 and spaces are fine.*member number in full or just its digits/,
    );
  });

  it.each(['+91 98765 43210', '98765-43210', 'PA-9', 'PM-42', '42'])(
    'sends the search %s as typed: the server reads mobiles and short numbers (decision 090)',
    async (q) => {
      const api = membersApi();
      const { user } = renderRoute('/staff/members');
      await screen.findByRole('table', { name: 'Members' });
      await user.type(screen.getByLabelText('Search'), `${q}{Enter}`);
      await waitFor(() => expect(lastQuery(api).q).toBe(q));
    },
  );

  it('names each cell by its column, so a row stacks readably on a narrow screen', async () => {
    membersApi();
    renderRoute('/staff/members');
    const table = await screen.findByRole('table', { name: 'Members' });
    const row = within(table).getAllByRole('row')[1]!;
    const cells = Array.from(row.querySelectorAll('td, th'));
    await waitFor(() => expect(cells[0]).toHaveAttribute('data-label', 'Member no.'));
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toContain('Company');
    expect(within(table).getByRole('columnheader', { name: /Member no\./ })).toBeInTheDocument();
  });

  it('filters, searches, sorts and pages through the URL', async () => {
    const api = membersApi();
    const { user, router } = renderRoute('/staff/members');
    await screen.findByRole('table', { name: 'Members' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Active');
    await user.selectOptions(
      screen.getByLabelText('Ask for documents at renewal'),
      'Yes (old code 4) – same as Yes',
    );
    await user.type(screen.getByLabelText('Search'), 'mehta{Enter}');
    await user.click(
      within(screen.getByRole('columnheader', { name: /Expiry/ })).getByRole('button'),
    );
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({
        status: 'active',
        manual: '4',
        q: 'mehta',
        sort: 'expires_at',
        page: '1',
        pageSize: '20',
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      status: 'active',
      manual: '4',
      q: 'mehta',
      sort: 'expires_at',
    });
  });

  it('confirms the staff form’s save: ?success=true&ref=<id>', async () => {
    membersApi();
    const { user, router } = renderRoute('/staff/members?success=true&ref=12');
    const notice = await screen.findByText(/Application 12 saved/);
    expect(within(notice).getByRole('link', { name: 'Open the application' })).toHaveAttribute(
      'href',
      '/staff/applications/PA-000012',
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByText(/Application 12 saved/)).not.toBeInTheDocument();
  });
});

describe('transfers waiting for approval (decision 118)', () => {
  const WAITING = {
    body: {
      success: true,
      data: {
        total: 1,
        items: [
          {
            id: 7,
            member_id: 42,
            member_number: 'M-0042',
            company_name: 'Bright Events',
            from_name: 'Sneha Iyer',
            to_person_id: 9,
            to_name: 'Ravi Director',
            requested_at: '2026-11-20T06:30:00.000Z',
          },
        ],
      },
    },
  };

  it('shows admin and office how many wait, and whose, each linking to the member', async () => {
    signInStaff();
    membersApi({ 'GET /api/staff/team-transfers': WAITING });
    renderRoute('/staff/members');
    expect(
      await screen.findByRole('heading', {
        name: '1 transfer of a company’s account waits for approval',
      }),
    ).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Transfers waiting for approval' });
    const table = within(region).getByRole('table');
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText('Bright Events (M-0042)')).toBeInTheDocument();
    expect(within(row).getByText('Sneha Iyer')).toBeInTheDocument();
    expect(within(row).getByText('Ravi Director')).toBeInTheDocument();
    expect(within(row).getByText('20-11-2026')).toBeInTheDocument();
    expect(
      within(row).getByRole('link', { name: 'Decide on the transfer of Bright Events (M-0042)' }),
    ).toHaveAttribute('href', '/staff/members/42');
  });

  it('says nothing when none waits', async () => {
    signInStaff();
    const api = membersApi({
      'GET /api/staff/team-transfers': { body: { success: true, data: { total: 0, items: [] } } },
    });
    renderRoute('/staff/members');
    await screen.findByRole('table', { name: 'Members' });
    await waitFor(() => expect(api.callsTo('GET /api/staff/team-transfers')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: /Transfers waiting/ })).not.toBeInTheDocument();
  });

  it('is not asked for by staff who cannot decide (a zone manager)', async () => {
    signInStaff(ZONE_MANAGER);
    const api = membersApi({ 'GET /api/staff/team-transfers': WAITING });
    renderRoute('/staff/members');
    await screen.findByRole('table', { name: 'Members' });
    expect(api.callsTo('GET /api/staff/team-transfers')).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: /waits for approval/ })).not.toBeInTheDocument();
  });
});
