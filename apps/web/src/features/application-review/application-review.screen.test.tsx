import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession, setAuth, setToken } from '../../app/session';
import { authorizationOf, mockFetch } from '../../test/mock-fetch';
import { renderRoute } from '../../test/render-route';

function review(overrides: Record<string, unknown> = {}) {
  return {
    success: true,
    data: {
      is_completed: false,
      User_name: 'Asha Rao',
      Membership_Type: 'Gold',
      Approved_by_ZM: 'Completed',
      'Approved_By_Accounts_Dept.': 'Completed',
      Reference_Check_1: 'Completed',
      Reference_Check_2: 'Pending',
      Approved_By_Governing_Body: 'Pending',
      cancelled: false,
      app_filled: true,
      journey: 'new',
      review_stage: 'governing_body',
      changes_requested_fields: [],
      changes_note: null,
      ...overrides,
    },
  };
}

const COMPLETED = {
  is_completed: true,
  Reference_Check_2: 'Completed',
  Approved_By_Governing_Body: 'Completed',
};

const CHECKOUT = {
  type: 'register',
  Plan_Name: 'Gold',
  Name: 'Rao Events Pvt Ltd',
  Authorized_Person: 'Asha Rao',
  Email: 'asha@example.com',
  Mobile: '9876543210',
  Joining_Fees: 100000,
  Discount: 0,
  Annual_Fees: 150000,
  gst: 45000,
  gst_rate: 18,
  total: 295000,
  plan_history: { id: 1, history_type: 'new', app_id: 1 },
  coupon: { status: false, msg: '', code: null, reason: 'none' },
  period: null,
};

/** A payable checkout as the checkout calls answer it. */
const PAYABLE = {
  body: {
    success: true,
    data: CHECKOUT,
    payment_link_expired: false,
    provider: 'sandbox',
    key: 'rzp_test',
  },
};

async function renderReview(path: string) {
  const view = renderRoute(path);
  await screen.findByRole('table');
  return view;
}

function statusRows() {
  const [, ...rows] = within(screen.getByRole('table')).getAllByRole('row');
  return rows.map((row) => {
    const [stage, status] = [within(row).getByRole('rowheader'), within(row).getByRole('cell')];
    return [stage.textContent, status.textContent];
  });
}

describe('application review', () => {
  it('shows the thank-you, the pending message, the membership type and each approval', async () => {
    setToken('applicant-token');
    const fetchMock = mockFetch({ '/api/application_review/1': { body: review() } });
    await renderReview('/register/user/application-review/MQ==');

    expect(screen.getByRole('heading', { level: 1, name: 'Application In Review' })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith('/api/application_review/1', expect.anything());
    expect(authorizationOf(fetchMock.mock.calls[0]?.[1])).toBe('Bearer applicant-token');
    expect(
      screen.getByText('Thank you, Asha Rao, for applying for membership.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your application is under review. Please wait for confirmation.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/has been approved/)).not.toBeInTheDocument();
    expect(screen.getByText('Membership Type')).toBeInTheDocument();
    expect(screen.getByText('Gold')).toBeInTheDocument();

    expect(screen.getByRole('table', { name: 'Application status' })).toBeInTheDocument();
    expect(statusRows()).toEqual([
      ['Approved by ZM', 'Completed'],
      ['Approved by Accounts Dept.', 'Completed'],
      ['Reference Check 1', 'Completed'],
      ['Reference Check 2', 'Pending'],
      ['Approved by Governing Body', 'Pending'],
    ]);
    // The done icon is an image hidden from assistive tech; its text alternative is the word.
    const zm = within(screen.getByRole('table')).getAllByRole('row')[1] as HTMLElement;
    expect(zm.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('shows the application number to quote and what happens next once submitted (issue #29)', async () => {
    setToken('applicant-token');
    mockFetch({
      '/api/application_review/1': {
        body: review({ app_id: 'PA-000009', review_stage: 'zone_manager' }),
      },
    });
    await renderReview('/register/user/application-review/MQ==');

    expect(
      screen.getByRole('heading', { level: 2, name: 'Application PA-000009 submitted' }),
    ).toBeInTheDocument();
    expect(screen.getByText('PA-000009', { selector: 'strong' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'What happens next' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /reviewed by your zone manager, our accounts team, your proposers \(references\) and the governing body/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/We have emailed you your application number/)).toBeInTheDocument();
    // No duration is promised (decision 087).
    expect(screen.queryByText(/working days/)).not.toBeInTheDocument();
  });

  it('names no proposers in what happens next when the application needs none', async () => {
    setToken('applicant-token');
    mockFetch({
      '/api/application_review/1': {
        body: review({ app_id: 'PA-000010', review_stage: 'accounts', references_required: 0 }),
      },
    });
    await renderReview('/register/user/application-review/MQ==');
    expect(
      screen.getByText(/reviewed by your zone manager, our accounts team and the governing body/),
    ).toBeInTheDocument();
  });

  it('shows no submitted panel once the application is approved', async () => {
    setToken('applicant-token');
    mockFetch({
      '/api/application_review/1': {
        body: review({ ...COMPLETED, app_id: 'PA-000009', review_stage: 'approved' }),
      },
    });
    await renderReview('/register/user/application-review/MQ==');
    expect(screen.queryByText('Application PA-000009 submitted')).not.toBeInTheDocument();
    expect(screen.getByText(/has been approved/)).toBeInTheDocument();
  });

  it("leaves out the reference checks the application's proposer rule does not ask", async () => {
    setToken('applicant-token');
    mockFetch({
      '/api/application_review/1': {
        body: review({ references_required: 1, review_stage: 'references' }),
      },
    });
    await renderReview('/register/user/application-review/MQ==');
    expect(statusRows().map(([stage]) => stage)).toEqual([
      'Approved by ZM',
      'Approved by Accounts Dept.',
      'Reference Check 1',
      'Approved by Governing Body',
    ]);
  });

  it('shows no reference check when the application needs no proposers', async () => {
    setToken('applicant-token');
    mockFetch({ '/api/application_review/1': { body: review({ references_required: 0 }) } });
    await renderReview('/register/user/application-review/MQ==');
    expect(statusRows().map(([stage]) => stage)).toEqual([
      'Approved by ZM',
      'Approved by Accounts Dept.',
      'Approved by Governing Body',
    ]);
  });

  it('enables Continue once the review is complete and goes to checkout', async () => {
    mockFetch({
      '/api/application_review/1': { body: review(COMPLETED) },
      // The checkout's own call, so that it stays on its route (its content is tested beside it).
      '/api/checkout/1': PAYABLE,
    });
    const { user, pathname } = await renderReview('/register/user/application-review/MQ==');

    expect(
      screen.getByText(
        'Your application has been approved. Please continue to pay the membership fee.',
      ),
    ).toBeInTheDocument();
    expect(statusRows().map(([, status]) => status)).toEqual(Array(5).fill('Completed'));
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeEnabled();

    await user.click(continueButton);
    await screen.findByRole('table', { name: 'Payment details' });
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(pathname()).toBe('/register/user/checkout/PA-000001');
  });

  it('continues to the upgrade checkout on the upgrade path', async () => {
    setAuth('member-token', { id: 42, membership_id: 2 });
    mockFetch({
      '/api/application_review/12': { body: review({ ...COMPLETED, journey: 'upgrade' }) },
      '/api/checkout_upgrade/12': PAYABLE,
    });
    const { user, pathname } = await renderReview('/app/upgrade/application-review/MTI=');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(pathname()).toBe('/app/upgrade/checkout/PA-000012'));
  });

  it('shows the status even when the application is already filled', async () => {
    mockFetch({ '/api/application_review/1': { body: review({ app_filled: true }) } });
    const { pathname } = await renderReview('/register/user/application-review/MQ==');
    expect(pathname()).toBe('/register/user/application-review/MQ==');
  });

  it('goes to the cancelled page when the plan history is cancelled', async () => {
    mockFetch({ '/api/application_review/1': { body: review({ cancelled: true }) } });
    const { pathname } = renderRoute('/register/user/application-review/MQ==');
    await screen.findByRole('heading', { level: 1, name: 'Application Cancelled!' });
    expect(pathname()).toBe('/application-cancelled/MQ==');
  });

  it.each([
    ['a server error', { status: 500, body: { success: false, message: 'Boom' } }],
    ['success false', { body: { success: false, message: 'Nothing to review' } }],
    ['no data', { body: { success: true } }],
    ['an answer that does not match the contract', { body: review({ cancelled: 'no' }) }],
    ['an unknown id', { status: 404, body: { success: false, message: 'Not found' } }],
  ])('goes to /nothing-to-pay (never "Payment Already Received!") on %s', async (_name, reply) => {
    mockFetch({ '/api/application_review/1': reply });
    const { pathname } = renderRoute('/register/user/application-review/MQ==');
    await screen.findByRole('heading', { level: 1, name: 'Nothing to pay' });
    expect(pathname()).toBe('/nothing-to-pay');
  });

  it('signs out on 401 and asks to log in, coming back to the review afterwards', async () => {
    setToken('expired-token');
    mockFetch({
      '/api/application_review/1': {
        status: 401,
        body: { success: false, message: 'Unauthorized' },
      },
    });
    const { pathname, router } = renderRoute('/register/user/application-review/MQ==');
    await screen.findByRole('heading', { level: 1, name: 'Log In' });
    expect(screen.getByRole('heading', { name: 'Please log in to continue' })).toBeInTheDocument();
    expect(pathname()).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/register/user/application-review/MQ==',
    );
    expect(getSession()).toEqual({ token: null, user: null });
  });

  it.each([['/register/user/application-review/not-an-id'], ['/register/user/application-review']])(
    'goes to /nothing-to-pay without a valid id (%s)',
    async (path) => {
      const fetchMock = mockFetch({});
      const { pathname } = renderRoute(path);
      await screen.findByRole('heading', { level: 1, name: 'Nothing to pay' });
      expect(pathname()).toBe('/nothing-to-pay');
      // Only the outcome page's own read (the association's contact), started by an effect that
      // may run after the heading has been painted.
      await waitFor(() =>
        expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/association']),
      );
    },
  );

  it('shows the requested changes with the note and links to the form to edit', async () => {
    mockFetch({
      '/api/application_review/1': {
        body: review({
          review_stage: 'changes_requested',
          changes_requested_fields: ['pan_number', 'address_proof'],
          changes_note: 'The PAN card is unreadable.',
        }),
      },
    });
    await renderReview('/register/user/application-review/MQ==');

    const notice = screen.getByRole('region', { name: 'Changes requested' });
    expect(within(notice).getByText('The PAN card is unreadable.')).toBeInTheDocument();
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['PAN number', 'Address proof']);
    expect(within(notice).getByRole('link', { name: 'Edit application' })).toHaveAttribute(
      'href',
      '/register/user/membership-form/PA-000001',
    );
    expect(screen.queryByText(/under review/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('links to the upgrade form on the upgrade path', async () => {
    setAuth('member-token', { id: 42, membership_id: 2 });
    mockFetch({
      '/api/application_review/12': {
        body: review({
          journey: 'upgrade',
          review_stage: 'changes_requested',
          changes_requested_fields: [],
          changes_note: 'Please check the details.',
        }),
      },
    });
    await renderReview('/app/upgrade/application-review/MTI=');
    expect(screen.getByRole('link', { name: 'Edit application' })).toHaveAttribute(
      'href',
      '/app/upgrade/membership-form/PA-000012',
    );
    const notice = screen.getByRole('region', { name: 'Changes requested' });
    expect(within(notice).getByText('Please check the details.')).toBeInTheDocument();
    expect(within(notice).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says when the application was not approved', async () => {
    mockFetch({ '/api/application_review/1': { body: review({ review_stage: 'rejected' }) } });
    await renderReview('/register/user/application-review/MQ==');
    expect(screen.getByText(/Your application was not approved/)).toBeInTheDocument();
    expect(screen.queryByText(/under review/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit application' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('shows a loading state first', async () => {
    mockFetch({ '/api/application_review/1': { body: review() } });
    renderRoute('/register/user/application-review/MQ==');
    expect(await screen.findByText('Loading application status…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await screen.findByRole('table');
  });
});
