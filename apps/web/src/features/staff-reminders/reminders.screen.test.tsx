import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { mockApi, page, signInStaff, type Reply } from '../../app/staff/test-support';

const REMINDER = {
  id: 7,
  member_id: 41,
  member_number: 'PM-0041',
  name: 'Sneha Iyer',
  company_name: 'Iyer Weddings Pvt Ltd',
  stage: 'before_30',
  period_ends_on: '2026-08-13',
  sent_at: '2026-07-24T04:30:00.000Z',
  email_sent_at: '2026-07-24T04:30:00.000Z',
  sms_sent_at: '2026-07-24T04:30:01.000Z',
  channels: ['email', 'sms'],
};

const MEMBER = {
  id: 41,
  member_number: 'PM-0041',
  name: 'Sneha Iyer',
  company_name: 'Iyer Weddings Pvt Ltd',
  email: 'renew@example.com',
  mobile: '9800000012',
  zone: 'south',
  category: { id: 2, name: 'Silver' },
  expires_at: '2026-08-13',
  status: 'active',
  manual: 0,
  documents_link: null,
  application_id: 12,
};

function remindersApi(reply: Reply = page([REMINDER], 1)) {
  return mockApi({ 'GET /api/staff/reminders': reply });
}

const lastQuery = (api: ReturnType<typeof remindersApi>) => {
  const calls = api.callsTo('GET /api/staff/reminders');
  return Object.fromEntries(calls[calls.length - 1]?.url.searchParams ?? []);
};

describe('renewal reminders (back office)', () => {
  beforeEach(() => signInStaff());

  it('is linked from the back-office navigation', async () => {
    mockApi({
      'GET /api/staff/reminders': page([REMINDER], 1),
      'GET /api/staff/members': page([], 0),
      'GET /api/membership': { body: { success: true, data: [] } },
    });
    const { user, pathname } = renderRoute('/staff/members');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    await user.click(within(nav).getByRole('link', { name: 'Reminders' }));
    await screen.findByRole('heading', { level: 1, name: 'Renewal reminders' });
    expect(pathname()).toBe('/staff/reminders');
    expect(within(nav).getByRole('link', { name: 'Reminders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('lists who was reminded when: member, number, reminder, period end, sent at, channels', async () => {
    remindersApi();
    renderRoute('/staff/reminders');
    const table = await screen.findByRole('table', { name: 'Renewal reminders' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Member',
      'Company',
      'Member no.',
      'Reminder',
      'Period ends',
      'Sent at',
      'Channels',
    ]);
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('rowheader', { name: 'Sneha Iyer' })).toBeInTheDocument();
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[0]).toBe('Iyer Weddings Pvt Ltd');
    expect(cells[1]).toBe('PM-0041');
    expect(cells[2]).toBe('30 days before');
    expect(cells[3]).toBe('13-08-2026');
    expect(cells[4]).toMatch(/^24-07-2026 \d{2}:\d{2}$/);
    expect(cells[5]).toBe('Email, SMS');
    expect(screen.getByText('Showing 1–1 of 1')).toBeInTheDocument();
  });

  it('searches, filters by reminder and pages through the URL', async () => {
    const api = remindersApi(page([REMINDER], 45));
    const { user, router } = renderRoute('/staff/reminders');
    await screen.findByRole('table', { name: 'Renewal reminders' });
    expect(lastQuery(api)).toEqual({ page: '1', pageSize: '20' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Iyer');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ q: 'Iyer' }));
    await user.selectOptions(screen.getByLabelText('Reminder'), '7 days after');
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ q: 'Iyer', stage: 'after_7' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ stage: 'after_7', page: '2' }));
    expect(router.state.location.search).toContain('stage=after_7');
  });

  it("is reached from a member's row in the members list", async () => {
    mockApi({
      'GET /api/staff/reminders': page([REMINDER], 1),
      'GET /api/staff/members': page([MEMBER], 1),
      'GET /api/membership': { body: { success: true, data: [] } },
    });
    const { user, router } = renderRoute('/staff/members');
    await user.click(await screen.findByRole('link', { name: 'Reminders of member PM-0041' }));
    await screen.findByRole('table', { name: 'Renewal reminders' });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/staff/reminders?member_id=41',
    );
  });

  it("shows one member's reminders, and offers every member again", async () => {
    const api = remindersApi();
    const { user } = renderRoute('/staff/reminders?member_id=41');
    await screen.findByRole('table', { name: 'Renewal reminders' });
    expect(lastQuery(api)).toMatchObject({ member_id: '41' });
    expect(screen.getByText('Showing the reminders of one member (PM-0041).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every member' }));
    await waitFor(() => expect(lastQuery(api).member_id).toBeUndefined());
  });

  it('says so when nothing was sent yet, and when nothing matches', async () => {
    remindersApi(page([], 0));
    renderRoute('/staff/reminders');
    expect(await screen.findByText('No renewal reminders have been sent yet.')).toBeInTheDocument();
  });

  it('says what failed and offers to try again', async () => {
    remindersApi({ status: 500, body: { success: false, message: 'Something went wrong' } });
    renderRoute('/staff/reminders');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
