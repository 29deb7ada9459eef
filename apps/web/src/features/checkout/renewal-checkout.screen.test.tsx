import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { planStatusQueryOptions } from '../../app/member/plan-status';
import { getSession, setAuth } from '../../app/session';
import { goldPlanStatus } from '../../test/plan-status-fixture';
import { bodiesSentTo, callsTo, mockFetch, type MockReply } from '../../test/mock-fetch';
import { renderRoute } from '../../test/render-route';
import {
  checkoutData,
  ORDER_DETAILS,
  PAYMENT_CONFIRMED,
  PROVIDER_SUCCESS,
  ready,
  sandboxOrder,
  summaryRows,
  ASSOCIATION,
  ASSOCIATION_REPLY,
} from './test-support';

const RENEW_PATH = '/app/checkout/MTI=';
const REVIVE_PATH = '/renew-checkout-revive/MTQ=';

/** Silver renewal: annual ₹50,000, period from the expiry plus one minute to a year later. */
function renewal(overrides: Parameters<typeof checkoutData>[0] = {}) {
  return checkoutData({
    type: 'renew',
    Plan_Name: 'Silver',
    Joining_Fees: 0,
    Annual_Fees: 50000,
    gst: 9000,
    gst_rate: 18,
    total: 59000,
    plan_history: { id: 50, history_type: 'renew', app_id: 12 },
    period: { from: '2025-04-21T00:01:00', to: '2026-04-21T00:00:00' },
    ...overrides,
  });
}

function api(extra: Record<string, MockReply> = {}) {
  return mockFetch({
    '/api/association': ASSOCIATION_REPLY,
    '/api/renew_checkout/12': ready(renewal()),
    '/api/revive_renew_checkout/14': ready(
      renewal({
        type: 'revive_renew',
        plan_history: { id: 60, history_type: 'revive_renew', app_id: 14 },
      }),
    ),
    'POST /api/create_order': {
      body: {
        success: true,
        data: sandboxOrder({ history_id: 50, history_type: 'renew', description: 'Renew Fee' }),
      },
    },
    'POST /api/dev/sandbox/pay': { body: { success: true, ...PROVIDER_SUCCESS } },
    'POST /api/PaymentSuccess': { body: PAYMENT_CONFIRMED },
    '/api/get_order_details/PO-000042': { body: ORDER_DETAILS },
    ...extra,
  });
}

const signIn = () => setAuth('member-token', { id: 12 });

async function render(path: string) {
  const view = renderRoute(path);
  await screen.findByRole('table', { name: 'Payment details' });
  return view;
}

async function payInSandbox(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(
    screen.getByRole('checkbox', { name: 'I hereby confirm the accuracy of details given above.' }),
  );
  await user.click(screen.getByRole('button', { name: 'Make Payment' }));
  const sandbox = await screen.findByRole('dialog', { name: 'Sandbox payment' });
  await user.type(within(sandbox).getByLabelText('Card number'), '4111 1111 1111 1111');
  await user.click(within(sandbox).getByRole('button', { name: 'Pay' }));
}

describe('renewal checkout', () => {
  it('shows a Round off row only when the association rounds totals', async () => {
    signIn();
    api({
      '/api/renew_checkout/12': ready(
        renewal({ Annual_Fees: 50000.5, gst: 9000.1, round_off: -0.6, total: 59000 }),
      ),
    });
    await render(RENEW_PATH);
    expect(summaryRows().slice(-3)).toEqual([
      ['GST (18%)', '₹9,000.10'],
      ['Round off', '−₹0.60'],
      ['Amount Payable', '₹59,000'],
    ]);
  });

  it('shows the rows with the period as DD-MM-YYYY, and Make Payment asks for the box first', async () => {
    signIn();
    const fetchMock = api();
    const { user } = await render(RENEW_PATH);

    expect(callsTo(fetchMock, '/api/renew_checkout/12')).toBe(1);
    expect(summaryRows()).toEqual([
      ['Member Name', 'Rao Events Pvt Ltd'],
      ['Authorized Person', 'Asha Rao'],
      ['Email', 'asha@example.com'],
      ['Category', 'Silver'],
      ['Period', '21-04-2025 to 21-04-2026'],
      ['Annual Fee', '₹50,000'],
      ['GST (18%)', '₹9,000'],
      ['Amount Payable', '₹59,000'],
    ]);
    expect(screen.queryByRole('rowheader', { name: 'Joining Fee' })).not.toBeInTheDocument();
    expect(screen.getByText(ASSOCIATION.email)).toBeInTheDocument();
    // The same confirmation as every checkout: the box, with the error summary when it is not ticked.
    await user.click(screen.getByRole('button', { name: 'Make Payment' }));
    expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveTextContent(
      'Please Confirm Details are correct',
    );
    expect(callsTo(fetchMock, 'POST /api/create_order')).toBe(0);
    await user.click(
      screen.getByRole('checkbox', {
        name: 'I hereby confirm the accuracy of details given above.',
      }),
    );
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).toBeNull();
  });

  it('pays in the sandbox and goes to the thank-you page, the last step complete', async () => {
    signIn();
    const fetchMock = api();
    const { user, pathname } = await render(RENEW_PATH);
    await payInSandbox(user);

    await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' });
    expect(pathname()).toBe('/app/thank-you/PO-000042');
    // Said in the outcome page's success banner, not a toast floating over it.
    expect(screen.getByRole('alert', { name: 'Success' })).toHaveTextContent('Payment successful!');
    expect(bodiesSentTo(fetchMock, 'POST /api/create_order')).toEqual([
      { user_id: 12, type: 'renew', coupon: null },
    ]);
    expect(bodiesSentTo(fetchMock, 'POST /api/PaymentSuccess')).toEqual([
      { ...PROVIDER_SUCCESS, history_id: 50, history_type: 'renew' },
    ]);
    const steps = within(screen.getByRole('navigation', { name: 'Steps' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.getAttribute('data-state'))).toEqual([
      'complete',
      'complete',
      'complete',
    ]);
  });

  it('marks the plan read before paying as out of date, so the home shows the renewal', async () => {
    signIn();
    api();
    const { user, queryClient } = await render(RENEW_PATH);
    const planKey = planStatusQueryOptions(12).queryKey;
    queryClient.setQueryData(planKey, goldPlanStatus({ Plan: 'expired', renew: true }));
    await payInSandbox(user);
    await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' });
    expect(queryClient.getQueryState(planKey)?.isInvalidated).toBe(true);
  });

  it('goes back to the plan status', async () => {
    signIn();
    api();
    const { user, pathname } = await render(RENEW_PATH);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(pathname()).toBe('/app/plan-status'));
  });

  it('goes to / (the plan status) when renew_checkout fails, and logs it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn();
    api({ '/api/renew_checkout/12': { status: 500, body: { success: false } } });
    const { pathname } = renderRoute(RENEW_PATH);
    await waitFor(() => expect(pathname()).toBe('/app/plan-status'));
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it.each([
    [
      'already paid',
      { body: { success: false, message: 'Paid', already_paid: true } },
      '/payment-received',
    ],
    [
      'cancelled',
      { body: { success: false, message: 'x', cancelled: true } },
      '/application-cancelled/MTI=',
    ],
    [
      'expired link',
      { body: { success: false, message: 'x', payment_link_expired: true } },
      '/payment-expired',
    ],
    [
      'not due yet (outside the renewal window)',
      {
        body: {
          success: false,
          message: 'Your membership is not due for renewal yet.',
          renewal_opens: '2027-01-04T18:30:00.000Z',
        },
      },
      '/nothing-to-pay',
    ],
  ])('%s → %s', async (_name, reply, path) => {
    signIn();
    api({ '/api/renew_checkout/12': reply });
    const { pathname } = renderRoute(RENEW_PATH);
    await waitFor(() => expect(pathname()).toBe(path));
  });

  it('says when renewal opens (India date) instead of "Payment Already Received!"', async () => {
    signIn();
    api({
      '/api/renew_checkout/12': {
        body: {
          success: false,
          message: 'Your membership is not due for renewal yet.',
          renewal_opens: '2027-01-04T18:30:00.000Z',
        },
      },
    });
    renderRoute(RENEW_PATH);
    await screen.findByRole('heading', { level: 1, name: 'Renewal opens on 05-01-2027' });
    expect(screen.queryByText('Payment Already Received!')).not.toBeInTheDocument();
  });
});

describe('revive renewal checkout', () => {
  it("loads revive_renew_checkout and names the general secretary's mailbox", async () => {
    const fetchMock = api();
    await render(REVIVE_PATH);
    expect(callsTo(fetchMock, '/api/revive_renew_checkout/14')).toBe(1);
    expect(screen.getAllByRole('link', { name: ASSOCIATION.email })[0]).toHaveAttribute(
      'href',
      `mailto:${ASSOCIATION.email}`,
    );
    expect(screen.getByText(/General Secretary/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make Payment' })).toBeEnabled();
  });

  it('pays as revive_renew and goes home (/login when signed out)', async () => {
    const fetchMock = api({
      'POST /api/create_order': {
        body: {
          success: true,
          data: sandboxOrder({ history_id: 60, history_type: 'revive_renew' }),
        },
      },
    });
    const { user, pathname } = await render(REVIVE_PATH);
    await payInSandbox(user);
    await waitFor(() => expect(pathname()).toBe('/login'));
    expect(screen.getByText('Payment successful!')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/create_order')).toEqual([
      { user_id: 14, type: 'revive_renew', coupon: null },
    ]);
    expect(bodiesSentTo(fetchMock, 'POST /api/PaymentSuccess')).toEqual([
      { ...PROVIDER_SUCCESS, history_id: 60, history_type: 'revive_renew' },
    ]);
  });

  it('loads the emailed link through /api/payment/{h}/revive_renew/{t} and stores its token', async () => {
    const fetchMock = api({
      '/api/payment/60/revive_renew/link-token': ready(renewal({ type: 'revive_renew' }), {
        token: 'lapsed-token',
      }),
    });
    await render(`${REVIVE_PATH}?h=60&t=link-token`);
    expect(callsTo(fetchMock, '/api/payment/60/revive_renew/link-token')).toBe(1);
    expect(callsTo(fetchMock, '/api/revive_renew_checkout/14')).toBe(0);
    expect(getSession().token).toBe('lapsed-token');
  });

  it("renews through a reminder's link (type=renew) signed out, ending on the success page", async () => {
    const fetchMock = api({
      '/api/payment/61/renew/reminder-token': ready(renewal(), { token: 'member-link-token' }),
    });
    const { user, pathname } = await render(`${REVIVE_PATH}?h=61&t=reminder-token&type=renew`);
    expect(callsTo(fetchMock, '/api/payment/61/renew/reminder-token')).toBe(1);
    expect(getSession().token).toBe('member-link-token');
    await payInSandbox(user);
    await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' });
    expect(pathname()).toBe('/register/user/payment-success/PO-000042');
    expect(bodiesSentTo(fetchMock, 'POST /api/create_order')).toEqual([
      { user_id: 14, type: 'renew', coupon: null },
    ]);
  });

  it('goes to / (then /login) on a request error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api({ '/api/revive_renew_checkout/14': { status: 404, body: { success: false } } });
    const { pathname } = renderRoute(REVIVE_PATH);
    await waitFor(() => expect(pathname()).toBe('/login'));
    vi.mocked(console.error).mockRestore();
  });
});
