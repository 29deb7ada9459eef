import { screen, waitFor, within } from '@testing-library/react';
import type { LoginUser } from '@portico/domain/member';
import { describe, expect, it } from 'vitest';
import { getProcess } from '../../app/process';
import { getSession, setAuth } from '../../app/session';
import { bodiesSentTo, callsTo, mockFetch, type MockReply } from '../../test/mock-fetch';
import { renderRoute } from '../../test/render-route';

type Routes = Parameters<typeof mockFetch>[0];

/** A member as POST /api/login answers (data: LoginUser). */
function loginUser(overrides: Partial<LoginUser> = {}): LoginUser {
  return {
    id: 12,
    kind: 'member',
    name: 'Asha Rao',
    email: 'asha@example.com',
    mobile_number: '9876543210',
    steps: 4,
    is_draft: 0,
    journey: 'new',
    plan: { id: 3, name: 'Gold' },
    membership_id: 3,
    plan_history: {
      id: 5,
      app_id: 12,
      history_type: 'new',
      app_filled: true,
      cancelled: false,
      approval_governing_1: 1,
      approval_governing_2: 1,
      payment_status: 1,
    },
    Unique_id: 'EEMA-0012',
    manual: 0,
    pdf_standalone: null,
    ...overrides,
  };
}

/** An applicant whose application is still being filled (steps below 4). */
function applicant(overrides: Partial<LoginUser> = {}): LoginUser {
  return loginUser({
    kind: 'applicant',
    steps: 2,
    is_draft: 1,
    membership_id: null,
    Unique_id: null,
    plan: { id: 2, name: 'Silver' },
    plan_history: {
      id: 5,
      app_id: 12,
      history_type: 'new',
      app_filled: false,
      cancelled: false,
      approval_governing_1: 0,
      approval_governing_2: 0,
      payment_status: 0,
    },
    ...overrides,
  });
}

const CODE_SENT: MockReply = { body: { success: true, message: 'OTP sent', code_length: 4 } };
const loggedIn = (user: LoginUser): MockReply => ({
  body: { success: true, message: 'Logged in', token: 'login-token', data: user },
});

function mockLogin(routes: Routes = {}) {
  return mockFetch({ 'POST /api/login_otp': CODE_SENT, ...routes });
}

async function requestCode(value: string, path = '/login') {
  const view = renderRoute(path);
  const field = await screen.findByLabelText('Email or Mobile Number');
  await view.user.type(field, value);
  await view.user.click(screen.getByRole('button', { name: 'Send OTP' }));
  return view;
}

async function typeCode(user: ReturnType<typeof renderRoute>['user'], code: string) {
  const group = await screen.findByRole('group', { name: 'Enter the OTP' });
  await user.type(within(group).getByLabelText('Digit 1 of 4'), code);
}

describe('login', () => {
  it('offers the link to apply for new membership', async () => {
    mockLogin();
    renderRoute('/login');
    const link = await screen.findByRole('link', { name: 'Apply for new membership' });
    expect(link).toHaveAttribute('href', '/register/user/select-membership');
    expect(screen.getByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
  });

  it('asks for an email or mobile number before sending a code', async () => {
    const fetchMock = mockLogin();
    const { user } = renderRoute('/login');
    const field = await screen.findByLabelText('Email or Mobile Number');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email or Mobile is required');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Email or Mobile is required');
    expect(field).toHaveFocus();

    for (const invalid of ['someone@', '98765', '12345 9876543210', 'asha@example']) {
      await user.clear(field);
      await user.type(field, invalid);
      await user.click(screen.getByRole('button', { name: 'Send OTP' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Please enter a valid email or mobile number',
      );
    }
    expect(callsTo(fetchMock, 'POST /api/login_otp')).toBe(0);
  });

  it('sends the code to an email and shows it masked', async () => {
    const fetchMock = mockLogin();
    await requestCode('someone@example.com');
    expect(await screen.findByText('OTP has been sent to')).toBeInTheDocument();
    expect(screen.getByText('som****@exampl…')).toBeInTheDocument();
    expect(screen.queryByText(/someone@example\.com/)).not.toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/login_otp')).toEqual([
      { email_phone: 'someone@example.com' },
    ]);
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it('accepts a mobile number with a country code and shows its last 4 digits only', async () => {
    const fetchMock = mockLogin();
    await requestCode('+91 9876543210');
    expect(await screen.findByText('********3210')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/login_otp')).toEqual([
      { email_phone: '+91 9876543210' },
    ]);
    // Focus is in the first box of the code.
    expect(screen.getByLabelText('Digit 1 of 4')).toHaveFocus();
  });

  it("shows the server's message when sending is throttled (429)", async () => {
    mockLogin({
      'POST /api/login_otp': {
        status: 429,
        body: { success: false, message: 'Too many requests. Please try again in 10 minutes.' },
      },
    });
    await requestCode('9876543210');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 10 minutes.',
    );
    expect(screen.queryByText('OTP has been sent to')).not.toBeInTheDocument();
  });

  it('signs a member in as soon as the 4th digit is typed and goes to the plan status', async () => {
    const fetchMock = mockLogin({ 'POST /api/login': loggedIn(loginUser()) });
    const { user, pathname } = await requestCode('asha@example.com');
    await typeCode(user, '4821');

    await waitFor(() => expect(pathname()).toBe('/app/plan-status'));
    expect(bodiesSentTo(fetchMock, 'POST /api/login')).toEqual([
      { email_phone: 'asha@example.com', otp: '4821' },
    ]);
    expect(getSession()).toEqual({ token: 'login-token', user: loginUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan Status' })).toBeVisible();
  });

  it('shows as many boxes as the server says and signs in at the last digit', async () => {
    const fetchMock = mockLogin({
      'POST /api/login_otp': { body: { success: true, message: 'OTP sent', code_length: 6 } },
      'POST /api/login': loggedIn(loginUser()),
    });
    const { user, pathname } = await requestCode('asha@example.com');
    const group = await screen.findByRole('group', { name: 'Enter the OTP' });
    expect(within(group).getAllByRole('textbox')).toHaveLength(6);

    // Four digits neither sign in by themselves nor pass as a code.
    await user.type(within(group).getByLabelText('Digit 1 of 6'), '4821');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid OTP');
    expect(callsTo(fetchMock, 'POST /api/login')).toBe(0);

    await user.type(within(group).getByLabelText('Digit 5 of 6'), '37');
    await waitFor(() => expect(pathname()).toBe('/app/plan-status'));
    expect(bodiesSentTo(fetchMock, 'POST /api/login')).toEqual([
      { email_phone: 'asha@example.com', otp: '482137' },
    ]);
  });

  it("asks for the code: 'OTP is required', then 'Please enter a valid OTP'", async () => {
    const fetchMock = mockLogin();
    const { user } = await requestCode('asha@example.com');
    await screen.findByText('OTP has been sent to');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('OTP is required');

    await user.type(screen.getByLabelText('Digit 1 of 4'), '12');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid OTP');
    expect(callsTo(fetchMock, 'POST /api/login')).toBe(0);
  });

  it("shows 'OTP verification failed' for a refused code and lets the user retry", async () => {
    let attempts = 0;
    const fetchMock = mockLogin({
      'POST /api/login': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 400, body: { success: false, message: 'OTP verification failed' } }
          : loggedIn(loginUser());
      },
    });
    const { user, pathname } = await requestCode('9876543210');
    await typeCode(user, '1111');
    expect(await screen.findByRole('alert')).toHaveTextContent('OTP verification failed');
    expect(getSession().token).toBeNull();
    expect(screen.getByLabelText('Digit 1 of 4')).toHaveValue('');
    expect(screen.getByLabelText('Digit 1 of 4')).toHaveFocus();

    await typeCode(user, '2222');
    await waitFor(() => expect(pathname()).toBe('/app/plan-status'));
    expect(bodiesSentTo(fetchMock, 'POST /api/login').at(-1)).toEqual({
      email_phone: '9876543210',
      otp: '2222',
    });
  });

  it("shows the server's message when logging in is throttled (429)", async () => {
    mockLogin({
      'POST /api/login': {
        status: 429,
        body: { success: false, message: 'Too many attempts. Please request a new code.' },
      },
    });
    const { user } = await requestCode('9876543210');
    await typeCode(user, '1234');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please request a new code.',
    );
  });

  it('shows the generic error, signing nobody in, when the login answer does not match the contract', async () => {
    mockLogin({
      'POST /api/login': { body: { success: true, message: 'Logged in', data: loginUser() } },
    });
    const { user } = await requestCode('9876543210');
    await typeCode(user, '1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(getSession().token).toBeNull();
  });

  it('goes back to the first step with the value kept, and can resend the code', async () => {
    const fetchMock = mockLogin();
    const { user } = await requestCode('asha@example.com');
    await screen.findByText('OTP has been sent to');
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/login_otp')).toBe(2));

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Email or Mobile Number')).toHaveValue('asha@example.com');
  });

  it('resumes an unfinished application: applicant token, plan and data, then the form', async () => {
    const user12 = applicant();
    mockLogin({ 'POST /api/login': loggedIn(user12) });
    const { user, pathname } = await requestCode('asha@example.com');
    await typeCode(user, '4821');

    await waitFor(() => expect(pathname()).toBe('/register/user/membership-form/PA-000012'));
    // Not signed in: the token is an applicant's.
    expect(getSession()).toEqual({ token: 'login-token', user: null });
    expect(getProcess().currentMembership).toEqual({ id: 2, name: 'Silver' });
    expect(getProcess().data).toMatchObject({
      id: 12,
      email: 'asha@example.com',
      mobile_number: '9876543210',
      steps: 2,
    });
    // The login proved the email; the number counts as verified only if the server says so.
    expect(getProcess().data).toMatchObject({ email_verified: true });
    expect(getProcess().data).not.toHaveProperty('mobile_verified');
  });

  it('resumes an upgrade application on the upgrade path', async () => {
    mockLogin({ 'POST /api/login': loggedIn(applicant({ journey: 'upgrade' })) });
    const { user, pathname } = await requestCode('asha@example.com');
    await typeCode(user, '4821');
    await waitFor(() => expect(pathname()).toBe('/app/upgrade/membership-form/PA-000012'));
  });

  it('sends a submitted application awaiting approval to its review', async () => {
    mockLogin({
      'POST /api/login': loggedIn(
        applicant({
          steps: 4,
          is_draft: 0,
          plan_history: { ...applicant().plan_history!, app_filled: true, approval_governing_1: 1 },
        }),
      ),
    });
    const { user, pathname } = await requestCode('asha@example.com');
    await typeCode(user, '4821');
    await waitFor(() => expect(pathname()).toBe('/register/user/application-review/PA-000012'));
    expect(getSession()).toEqual({ token: 'login-token', user: null });
  });

  it('sends an approved, unpaid application to its checkout', async () => {
    mockLogin({
      'POST /api/login': loggedIn(
        applicant({
          steps: 4,
          is_draft: 0,
          plan_history: {
            ...applicant().plan_history!,
            app_filled: true,
            approval_governing_1: 1,
            approval_governing_2: 1,
          },
        }),
      ),
    });
    const { user, pathname } = await requestCode('asha@example.com');
    await typeCode(user, '4821');
    await waitFor(() => expect(pathname()).toBe('/register/user/checkout/PA-000012'));
  });

  it('stays on /login, signed out, when a filled application has nothing left to do', async () => {
    mockLogin({
      'POST /api/login': loggedIn(
        applicant({
          steps: 4,
          is_draft: 0,
          plan_history: {
            ...applicant().plan_history!,
            app_filled: true,
            approval_governing_1: 1,
            approval_governing_2: 1,
            payment_status: 1,
          },
        }),
      ),
    });
    // A leftover user without a token (not signed in): the outcome clears it too.
    setAuth('', { id: 99 });
    const { user, pathname } = await requestCode('asha@example.com');
    await typeCode(user, '4821');
    expect(await screen.findByLabelText('Email or Mobile Number')).toBeInTheDocument();
    expect(pathname()).toBe('/login');
    expect(getSession()).toEqual({ token: null, user: null });
  });

  it('sends a complete application never submitted (not app_filled) back to the form', async () => {
    mockLogin({
      'POST /api/login': loggedIn(applicant({ steps: 4, is_draft: 0 })),
      '/api/membership': { body: { success: true, data: [] } },
    });
    const { user, pathname } = await requestCode('asha@example.com');
    await typeCode(user, '4821');
    await waitFor(() => expect(pathname()).toBe('/register/user/membership-form/PA-000012'));
  });

  describe('coming from a link (next)', () => {
    const sentBack = applicant({
      steps: 4,
      is_draft: 0,
      plan_history: { ...applicant().plan_history!, app_filled: true },
    });

    it('says why, and returns to the page of this site the link pointed at', async () => {
      mockLogin({ 'POST /api/login': loggedIn(sentBack) });
      const next = '/register/user/membership-form/MTI=';
      const { user, router } = await requestCode(
        'asha@example.com',
        `/login?notice=sign-in&next=${encodeURIComponent(next)}`,
      );
      expect(screen.getByRole('heading', { name: 'Please log in to continue' })).toBeVisible();
      await typeCode(user, '4821');
      await waitFor(() => expect(router.state.location.pathname).toBe(next));
      expect(getSession().token).toBe('login-token');
    });

    it.each([['https://evil.example/x'], ['//evil.example/x'], ['/\\evil.example']])(
      'ignores a return path off this site (%s) and goes where the login leads',
      async (next) => {
        mockLogin({ 'POST /api/login': loggedIn(sentBack) });
        const { user, pathname } = await requestCode(
          'asha@example.com',
          `/login?next=${encodeURIComponent(next)}`,
        );
        await typeCode(user, '4821');
        await waitFor(() => expect(pathname()).toBe('/register/user/application-review/PA-000012'));
      },
    );

    it('tells a returning applicant they already have an application', async () => {
      mockLogin();
      renderRoute(
        '/login?notice=application-exists&next=%2Fregister%2Fuser%2Fapplication-review%2FMTI%3D',
      );
      expect(
        await screen.findByRole('heading', { name: 'You already have an application' }),
      ).toBeVisible();
    });
  });
});
