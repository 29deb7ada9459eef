import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession, setAuth } from '../../app/session';
import { renderRoute } from '../../test/render-route';
import { ADMIN, CATEGORY_OPTIONS, mockApi, page, signInStaff } from '../../app/staff/test-support';

const QUEUE = {
  'GET /api/staff/applications': page([]),
  'GET /api/membership': CATEGORY_OPTIONS,
};

describe('staff sign-in', () => {
  it('sends a visitor without a staff session from the back office to /staff/login', async () => {
    mockApi(QUEUE);
    const view = renderRoute('/staff/members');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    expect(view.pathname()).toBe('/staff/login');
    expect(screen.getByText('Please sign in to continue.')).toBeInTheDocument();
  });

  it('does not let a member session into the back office', async () => {
    mockApi(QUEUE);
    setAuth('member-token', { id: 11 });
    const view = renderRoute('/staff/applications');
    await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' });
    expect(view.pathname()).toBe('/staff/login');
  });

  it('emails a code, signs in when the 4th digit is typed and stores the staff session', async () => {
    const api = mockApi({
      ...QUEUE,
      'POST /api/staff/login_otp': {
        body: {
          success: true,
          message: 'If this email belongs to a staff account, a code is on its way.',
          code_length: 4,
        },
      },
      'POST /api/staff/login': {
        body: { success: true, token: 'staff-jwt', data: { ...ADMIN, roles: ['admin', 'office'] } },
      },
    });
    const { user, pathname } = renderRoute('/staff/login');
    await user.type(await screen.findByLabelText('Work email'), ' Admin@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(
      await screen.findByText('If this email belongs to a staff account, a code is on its way.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/staff/login_otp')[0]?.body).toEqual({
      email: 'admin@example.com',
    });

    const group = screen.getByRole('group', { name: 'Enter the 4-digit code' });
    await user.type(within(group).getByLabelText('Digit 1 of 4'), '4821');

    await waitFor(() => expect(pathname()).toBe('/staff/applications'));
    expect(api.callsTo('POST /api/staff/login')[0]?.body).toEqual({
      email: 'admin@example.com',
      otp: '4821',
    });
    const session = getSession();
    expect(session.token).toBe('staff-jwt');
    expect(session.user).toMatchObject({
      id: 1,
      name: 'Asha Admin',
      roles: ['admin', 'office'],
      kind: 'staff',
      staff: true,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    expect(screen.getByText(/Admin, Office/)).toBeInTheDocument();
  });

  it("asks for a code of the server's length (code_length)", async () => {
    const api = mockApi({
      ...QUEUE,
      'POST /api/staff/login_otp': { body: { success: true, message: 'Sent.', code_length: 6 } },
      'POST /api/staff/login': { body: { success: true, token: 'staff-jwt', data: ADMIN } },
    });
    const { user, pathname } = renderRoute('/staff/login');
    await user.type(await screen.findByLabelText('Work email'), 'admin@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    const group = await screen.findByRole('group', { name: 'Enter the 6-digit code' });
    expect(within(group).getAllByRole('textbox')).toHaveLength(6);
    await user.type(within(group).getByLabelText('Digit 1 of 6'), '4821');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter the 6-digit code.');
    expect(api.callsTo('POST /api/staff/login')).toHaveLength(0);

    await user.type(within(group).getByLabelText('Digit 5 of 6'), '37');
    await waitFor(() => expect(pathname()).toBe('/staff/applications'));
    expect(api.callsTo('POST /api/staff/login')[0]?.body).toEqual({
      email: 'admin@example.com',
      otp: '482137',
    });
  });

  it('returns to the staff form it was sent from once signed in', async () => {
    const api = mockApi({
      ...QUEUE,
      'POST /api/staff/login_otp': { body: { success: true, message: 'Sent.', code_length: 4 } },
      'POST /api/staff/login': { body: { success: true, token: 'staff-jwt', data: ADMIN } },
      'GET /api/getApplication/1': {
        body: {
          success: true,
          data: { id: 1, name: 'Ravi', membership: { id: 2, name: 'Silver' } },
        },
      },
      'GET /api/state/north': { body: { success: true, data: [] } },
    });
    const { user, pathname } = renderRoute('/admin-update/user/membership-form/MQ==');
    await user.type(await screen.findByLabelText('Work email'), 'admin@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const group = await screen.findByRole('group', { name: 'Enter the 4-digit code' });
    await user.type(within(group).getByLabelText('Digit 1 of 4'), '4821');

    await waitFor(() => expect(pathname()).toBe('/admin-update/user/membership-form/MQ=='));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Membership Form' }),
    ).toBeInTheDocument();
    console.log(
      'CALLS',
      api.calls
        .map((c) => c.method + ' ' + c.url.pathname + ' ' + c.headers.get('Authorization'))
        .join(' | '),
    );
    // The form reads the application with the new staff session.
    await waitFor(() =>
      expect(api.callsTo('GET /api/getApplication/1')[0]?.headers.get('Authorization')).toBe(
        'Bearer staff-jwt',
      ),
    );
  });

  it('shows a refused code and lets the user try again', async () => {
    mockApi({
      'POST /api/staff/login_otp': {
        body: { success: true, message: 'Code sent.', code_length: 4 },
      },
      'POST /api/staff/login': {
        status: 400,
        body: { success: false, message: 'OTP verification failed' },
      },
    });
    const { user } = renderRoute('/staff/login');
    await user.type(await screen.findByLabelText('Work email'), 'admin@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Digit 1 of 4'), '1111');
    expect(await screen.findByRole('alert')).toHaveTextContent('OTP verification failed');
    expect(getSession().token).toBeNull();
    expect(screen.getByLabelText('Digit 1 of 4')).toHaveValue('');
  });

  it('asks for a valid email before sending a code', async () => {
    const api = mockApi({});
    const { user } = renderRoute('/staff/login');
    await user.type(await screen.findByLabelText('Work email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email');
    // Nothing sent (the association's name, read for the page's brand, is no sign-in call).
    expect(api.calls.filter((call) => call.url.pathname !== '/api/association')).toHaveLength(0);
  });

  it('signs out: the token is ended on the server, the session cleared and the sign-in page shows', async () => {
    const api = mockApi({ ...QUEUE, 'POST /api/logout': { body: { success: true } } });
    signInStaff();
    const { user, pathname } = renderRoute('/staff/applications');
    await screen.findByRole('heading', { level: 1, name: 'Applications' });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' });
    expect(pathname()).toBe('/staff/login');
    expect(getSession()).toEqual({ token: null, user: null });
    const logout = api.callsTo('POST /api/logout');
    expect(logout).toHaveLength(1);
    expect(logout[0]?.headers.get('Authorization')).toBe('Bearer staff-token');
    // A sign-out on purpose does not hand the page back to whoever signs in next.
    expect(screen.queryByText('Please sign in to continue.')).toBeNull();
  });

  it('sends a staff session home to the back office, not to the member area', async () => {
    mockApi(QUEUE);
    signInStaff();
    const home = renderRoute('/');
    await waitFor(() => expect(home.pathname()).toBe('/staff/applications'));
    home.unmount();
    const member = renderRoute('/app/plan-status');
    await waitFor(() => expect(member.pathname()).toBe('/staff/applications'));
  });

  it('shows the signed-in name, roles and only the pages the roles may open', async () => {
    mockApi(QUEUE);
    signInStaff({
      id: 7,
      email: 'accounts@example.com',
      name: 'Anil Accounts',
      roles: ['accounts'],
      zones: [],
    });
    renderRoute('/staff/applications');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Applications',
      'Waiting on me',
      'Members',
      'Reminders',
      'Auto-renewals',
      'Check cards',
      'Messages',
      'Coupons',
      'Refunds due',
      'Invoices',
      'Reports',
      'Exports',
    ]);
    expect(within(nav).getByRole('link', { name: 'Applications' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('Anil Accounts')).toBeInTheDocument();
  });
});
