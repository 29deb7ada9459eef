import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession, setAuth } from '../../app/session';
import { bodiesSentTo, callsTo, mockFetch, type MockReply } from '../../test/mock-fetch';
import { pathsVisited, renderRoute } from '../../test/render-route';
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

const PATH = '/app/upgrade/checkout/MTI=';

/** Silver (joining ₹25,000, annual ₹50,000) to Gold (₹1,00,000 and ₹1,50,000). */
const UPGRADE = checkoutData({
  type: 'upgrade',
  Joining_Fees: 75000,
  Annual_Fees: 100000,
  gst: 31500,
  gst_rate: 18,
  total: 206500,
  plan_history: { id: 40, history_type: 'upgrade', app_id: 12 },
  Pervious_Plan_Name: 'Silver',
  Pervious_Joining_Fees: 25000,
  diff_Joining_Fees: 75000,
  Pervious_Annual_Fees: 50000,
  diff_Annual_Fees: 100000,
});

function api(extra: Record<string, MockReply | (() => MockReply)> = {}) {
  return mockFetch({
    '/api/association': ASSOCIATION_REPLY,
    '/api/checkout_upgrade/12': ready(UPGRADE),
    'POST /api/create_order': {
      body: {
        success: true,
        data: sandboxOrder({ history_id: 40, history_type: 'upgrade', total_amount: 206500 }),
      },
    },
    'POST /api/dev/sandbox/pay': { body: { success: true, ...PROVIDER_SUCCESS } },
    'POST /api/PaymentSuccess': { body: PAYMENT_CONFIRMED },
    '/api/get_order_details/PO-000042': { body: ORDER_DETAILS },
    ...extra,
  });
}

async function renderCheckout(path = PATH) {
  setAuth('member-token', { id: 42, membership_id: 2 });
  const view = renderRoute(path);
  await screen.findByRole('table', { name: 'Payment details' });
  return view;
}

describe('upgrade checkout', () => {
  it('shows the differences as the fees, each with a tooltip, and no coupon box', async () => {
    const fetchMock = api();
    await renderCheckout();

    expect(callsTo(fetchMock, '/api/checkout_upgrade/12')).toBe(1);
    expect(summaryRows()).toEqual([
      ['Member Name', 'Rao Events Pvt Ltd'],
      ['Authorized Person', 'Asha Rao'],
      ['Email', 'asha@example.com'],
      ['Category', 'Gold'],
      ['Joining Fee', '₹75,000'],
      ['Annual Fee', '₹1,00,000'],
      ['GST (18%)', '₹31,500'],
      ['Amount Payable', '₹2,06,500'],
    ]);
    expect(
      screen.getByRole('button', { name: 'How the joining fee is worked out' }),
    ).toHaveAccessibleDescription('Gold fee ₹1,00,000 − Silver fee ₹25,000');
    expect(
      screen.getByRole('button', { name: 'How the annual fee is worked out' }),
    ).toHaveAccessibleDescription('Gold fee ₹1,50,000 − Silver fee ₹50,000');
    expect(screen.queryByRole('textbox', { name: 'Coupon code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Apply coupon code' })).not.toBeInTheDocument();
    expect(screen.getByText(ASSOCIATION.email)).toBeInTheDocument();
  });

  it('shows a tooltip on keyboard focus and hides it with Escape', async () => {
    api();
    const { user } = await renderCheckout();
    const tips = screen.getAllByRole('tooltip', { hidden: true });
    expect(tips).toHaveLength(2);
    tips.forEach((element) => expect(element).not.toBeVisible());

    // Tab through the page until the first tooltip button has focus.
    const trigger = screen.getByRole('button', { name: 'How the joining fee is worked out' });
    for (let i = 0; i < 10 && document.activeElement !== trigger; i += 1) await user.tab();
    expect(trigger).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      'Gold fee ₹1,00,000 − Silver fee ₹25,000',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("asks to confirm first: 'Please Confirm Details are correct'", async () => {
    const fetchMock = api();
    const { user } = await renderCheckout();
    await user.click(screen.getByRole('button', { name: 'Make Payment' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveTextContent(
      'Please Confirm Details are correct',
    );
    expect(callsTo(fetchMock, 'POST /api/create_order')).toBe(0);
  });

  it('pays in the sandbox and goes to the upgrade payment-success page', async () => {
    const fetchMock = api();
    const { user, pathname } = await renderCheckout();
    await user.click(
      screen.getByRole('checkbox', {
        name: 'I hereby confirm the accuracy of details given above.',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Make Payment' }));
    const sandbox = await screen.findByRole('dialog', { name: 'Sandbox payment' });
    await user.type(within(sandbox).getByLabelText('Card number'), '4111111111111111');
    await user.click(within(sandbox).getByRole('button', { name: 'Pay' }));

    await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' });
    expect(pathname()).toBe('/app/upgrade/payment-success/PO-000042');
    expect(bodiesSentTo(fetchMock, 'POST /api/create_order')).toEqual([
      { user_id: 12, type: 'upgrade', coupon: null },
    ]);
    expect(bodiesSentTo(fetchMock, 'POST /api/PaymentSuccess')).toEqual([
      { ...PROVIDER_SUCCESS, history_id: 40, history_type: 'upgrade' },
    ]);
  });

  it('goes back to the upgrade review', async () => {
    api();
    const { user, pathname } = await renderCheckout();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(pathname()).toBe('/app/upgrade/application-review/MTI='));
  });

  it('loads an upgrade payment link through /api/payment/{h}/upgrade/{t}', async () => {
    const fetchMock = api({
      '/api/payment/9/upgrade/tok': ready(UPGRADE, { token: 'applicant-token' }),
    });
    await renderCheckout(`${PATH}?h=9&t=tok`);
    expect(callsTo(fetchMock, '/api/payment/9/upgrade/tok')).toBe(1);
    expect(callsTo(fetchMock, '/api/checkout_upgrade/12')).toBe(0);
    // A signed-in member keeps the member session.
    expect(getSession().token).toBe('member-token');
  });

  it.each([
    [
      'cancelled',
      '/application-cancelled/MTI=',
      { body: { success: false, message: 'x', cancelled: true } },
      'Application Cancelled!',
    ],
    [
      'already paid',
      '/payment-received',
      { body: { success: false, message: 'Paid', already_paid: true } },
      'Payment Already Received!',
    ],
    [
      'an expired payment link',
      '/payment-expired',
      { body: { success: false, message: 'x', payment_link_expired: true } },
      'Payment Link Expired!',
    ],
  ])('%s → %s', async (_name, path, reply, heading) => {
    api({ '/api/checkout_upgrade/12': reply });
    setAuth('member-token', { id: 42, membership_id: 2 });
    const { pathname } = renderRoute(PATH);
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(pathname()).toBe(path);
  });

  it.each<[string, MockReply | (() => never)]>([
    ['a server error', { status: 500, body: {} }],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('%s is a request error → / (then the member home)', async (_name, reply) => {
    api({ '/api/checkout_upgrade/12': reply });
    setAuth('member-token', { id: 42, membership_id: 2 });
    const { router, pathname } = renderRoute(PATH);
    const visited = pathsVisited(router);
    await waitFor(() => expect(pathname()).toBe('/app/plan-status'));
    expect(visited()).toEqual(['/', '/app/plan-status']);
  });
});
