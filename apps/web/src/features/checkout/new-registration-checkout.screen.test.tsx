import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getProcess } from '../../app/process';
import { getSession, setToken } from '../../app/session';
import {
  authorizationOf,
  bodiesSentTo,
  callsTo,
  mockFetch,
  type MockReply,
} from '../../test/mock-fetch';
import { pathsVisited, renderRoute } from '../../test/render-route';
import { RAZORPAY_SCRIPT_URL } from '../../app/payments/razorpay';
import {
  checkoutData,
  deferred,
  FAILURE_RECORDED,
  ORDER_DETAILS,
  PAYMENT_CONFIRMED,
  PROVIDER_DECLINE,
  PROVIDER_SUCCESS,
  ready,
  sandboxOrder,
  summaryRows,
  withWelcome10,
  ASSOCIATION,
  ASSOCIATION_REPLY,
} from './test-support';

const PATH = '/register/user/checkout/MQ==';

function api(
  extra: Record<string, MockReply | ((url: string) => MockReply | Promise<MockReply>)> = {},
) {
  return mockFetch({
    '/api/association': ASSOCIATION_REPLY,
    '/api/checkout/1': ready(checkoutData()),
    '/api/checkout/1/WELCOME10': ready(withWelcome10()),
    'POST /api/create_order': { body: { success: true, data: sandboxOrder() } },
    'POST /api/dev/sandbox/pay': { body: { success: true, ...PROVIDER_SUCCESS } },
    'POST /api/PaymentSuccess': { body: PAYMENT_CONFIRMED },
    'POST /api/unsuccessful': { body: FAILURE_RECORDED },
    '/api/get_order_details/PO-000042': { body: ORDER_DETAILS },
    ...extra,
  });
}

async function renderCheckout(path = PATH) {
  const view = renderRoute(path);
  await screen.findByRole('table', { name: 'Payment details' });
  return view;
}

async function confirmAndProceed(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(
    screen.getByRole('checkbox', { name: 'I hereby confirm the accuracy of details given above.' }),
  );
  await user.click(screen.getByRole('button', { name: 'Make Payment' }));
}

async function payInSandbox(user: ReturnType<typeof renderRoute>['user'], card: string) {
  const sandbox = await screen.findByRole('dialog', { name: 'Sandbox payment' });
  await user.type(within(sandbox).getByLabelText('Card number'), card);
  await user.click(within(sandbox).getByRole('button', { name: 'Pay' }));
}

describe('new-registration checkout', () => {
  it('shows the spinner, then every row with rupees in Indian format, the box and the note', async () => {
    const held = deferred<MockReply>();
    const fetchMock = api({ '/api/checkout/1': () => held.promise });
    renderRoute(PATH);
    expect(await screen.findByText('Loading checkout…')).toBeInTheDocument();
    expect(screen.getByText('Loading checkout…').closest('[role="status"]')).not.toBeNull();
    // The footer waits for the checkout: under the spinner it would move when the rows arrive.
    expect(screen.queryByRole('button', { name: 'Make Payment' })).not.toBeInTheDocument();
    held.resolve(ready(checkoutData()));
    await screen.findByRole('table', { name: 'Payment details' });
    expect(screen.queryByText('Loading checkout…')).not.toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/checkout/1')).toBe(1);
    expect(summaryRows()).toEqual([
      ['Member Name', 'Rao Events Pvt Ltd'],
      ['Authorized Person', 'Asha Rao'],
      ['Email', 'asha@example.com'],
      ['Category', 'Gold'],
      ['Joining Fee', '₹1,00,000'],
      ['Annual Fee', '₹1,50,000'],
      ['GST (18%)', '₹45,000'],
      ['Amount Payable', '₹2,95,000'],
    ]);
    expect(
      screen.getByRole('checkbox', {
        name: 'I hereby confirm the accuracy of details given above.',
      }),
    ).not.toBeChecked();
    expect(screen.getByRole('link', { name: ASSOCIATION.email })).toHaveAttribute(
      'href',
      `mailto:${ASSOCIATION.email}`,
    );
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Apply coupon code' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Make Payment' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
  });

  it('goes back to the application review', async () => {
    api();
    const { user, pathname } = await renderCheckout();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(pathname()).toBe('/register/user/application-review/MQ=='));
  });

  describe('coupon', () => {
    it("asks for a code when the box is ticked with none: 'Please enter a coupon code'", async () => {
      const fetchMock = api();
      const { user } = await renderCheckout();
      await user.click(screen.getByRole('checkbox', { name: 'Apply coupon code' }));

      expect(screen.getByText('Please enter a coupon code')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveAccessibleDescription(
        'Please enter a coupon code',
      );
      expect(screen.getByRole('checkbox', { name: 'Apply coupon code' })).not.toBeChecked();
      // The checkout's one read (and the association's, which every page makes).
      expect(fetchMock.mock.calls.filter(([url]) => url !== '/api/association')).toHaveLength(1);
    });

    it("applies a code: toast 'Coupon Applied Successfully.', a Discount row and the new totals", async () => {
      const fetchMock = api();
      const { user } = await renderCheckout();
      await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'welcome10');
      await user.click(screen.getByRole('checkbox', { name: 'Apply coupon code' }));

      expect(await screen.findByText('Coupon Applied Successfully.')).toBeInTheDocument();
      expect(callsTo(fetchMock, '/api/checkout/1/WELCOME10')).toBe(1);
      expect(screen.getByRole('checkbox', { name: 'Apply coupon code' })).toBeChecked();
      expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('WELCOME10');
      expect(summaryRows()).toEqual([
        ['Member Name', 'Rao Events Pvt Ltd'],
        ['Authorized Person', 'Asha Rao'],
        ['Email', 'asha@example.com'],
        ['Category', 'Gold'],
        ['Joining Fee', '₹1,00,000'],
        ['Discount (WELCOME10)', '−₹10,000'],
        ['Annual Fee', '₹1,50,000'],
        ['GST (18%)', '₹43,200'],
        ['Amount Payable', '₹2,83,200'],
      ]);
    });

    it('applies a code with Enter in the code field', async () => {
      api();
      const { user } = await renderCheckout();
      await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'WELCOME10{Enter}');
      expect(await screen.findByText('Coupon Applied Successfully.')).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Apply coupon code' })).toBeChecked();
    });

    it("shows 'Coupon Expired' for a refusal without a message, and keeps the code typed", async () => {
      api({
        '/api/checkout/1/EXPIRED5': ready(
          checkoutData({ coupon: { status: false, msg: '', code: null, reason: 'none' } }),
        ),
      });
      const { user } = await renderCheckout();
      await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'EXPIRED5');
      await user.click(screen.getByRole('checkbox', { name: 'Apply coupon code' }));

      expect(await screen.findByText('Coupon Expired')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('EXPIRED5');
      expect(screen.getByRole('checkbox', { name: 'Apply coupon code' })).not.toBeChecked();
      expect(screen.queryByRole('rowheader', { name: /Discount/ })).not.toBeInTheDocument();
    });

    it('shows why the server refused the coupon on the field, keeping what was typed', async () => {
      const reason = 'This coupon code is not recognised. Check the code and try again.';
      api({
        '/api/checkout/1/WELCOM10': ready(
          checkoutData({ coupon: { status: false, msg: reason, code: null, reason: 'unknown' } }),
        ),
      });
      const { user } = await renderCheckout();
      const code = screen.getByRole('textbox', { name: 'Coupon code' });
      await user.type(code, 'welcom10');
      await user.click(screen.getByRole('checkbox', { name: 'Apply coupon code' }));
      expect(await screen.findByText(reason)).toBeInTheDocument();
      expect(code).toHaveValue('welcom10');
      expect(code).toHaveAttribute('aria-invalid', 'true');
      expect(code).toHaveAccessibleDescription(reason);
      // The typo is fixed in place, which clears the message.
      await user.type(code, '{Backspace}');
      expect(code).toHaveValue('welcom1');
      expect(screen.queryByText(reason)).not.toBeInTheDocument();
    });

    it("stays on the checkout when the coupon call fails, with 'Coupon Expired'", async () => {
      api({ '/api/checkout/1/NOPE': { status: 500, body: { success: false } } });
      const { user, pathname } = await renderCheckout();
      await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'nope');
      await user.click(screen.getByRole('checkbox', { name: 'Apply coupon code' }));
      expect(await screen.findByText('Coupon Expired')).toBeInTheDocument();
      expect(pathname()).toBe(PATH);
      expect(summaryRows()).toHaveLength(8);
    });

    it('reloads the plain checkout when the box is unticked', async () => {
      const fetchMock = api();
      const { user } = await renderCheckout();
      await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'WELCOME10');
      await user.click(screen.getByRole('checkbox', { name: 'Apply coupon code' }));
      await screen.findByRole('rowheader', { name: 'Discount (WELCOME10)' });

      await user.click(screen.getByRole('checkbox', { name: 'Apply coupon code' }));
      await waitFor(() => expect(callsTo(fetchMock, '/api/checkout/1')).toBe(2));
      await waitFor(() =>
        expect(screen.queryByRole('rowheader', { name: /Discount/ })).not.toBeInTheDocument(),
      );
      expect(screen.getByRole('checkbox', { name: 'Apply coupon code' })).not.toBeChecked();
      expect(summaryRows().at(-1)).toEqual(['Amount Payable', '₹2,95,000']);
    });
  });

  describe('confirmation', () => {
    it("pays only with the box ticked: the summary and the box say 'Please Confirm Details are correct'", async () => {
      const fetchMock = api();
      const { user } = await renderCheckout();
      await user.click(screen.getByRole('button', { name: 'Make Payment' }));

      // One confirmation: the box on the page, no dialog asking again.
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const summary = screen.getByRole('alert', { name: 'There is a problem' });
      expect(summary).toHaveFocus();
      expect(
        within(summary).getByRole('link', { name: 'Please Confirm Details are correct' }),
      ).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST /api/create_order')).toBe(0);
      const box = screen.getByRole('checkbox', {
        name: 'I hereby confirm the accuracy of details given above.',
      });
      expect(box).toHaveAccessibleDescription('Please Confirm Details are correct');

      await user.click(within(summary).getByRole('link'));
      expect(box).toHaveFocus();
      await user.click(box);
      expect(screen.queryByText('Please Confirm Details are correct')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Make Payment' }));
      expect(await screen.findByRole('dialog', { name: 'Sandbox payment' })).toBeInTheDocument();
    });

    it('pays by keyboard alone: Space ticks the box, Enter pays', async () => {
      api();
      const { user } = await renderCheckout();
      screen
        .getByRole('checkbox', { name: 'I hereby confirm the accuracy of details given above.' })
        .focus();
      await user.keyboard(' ');
      screen.getByRole('button', { name: 'Make Payment' }).focus();
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('dialog', { name: 'Sandbox payment' })).toBeInTheDocument();
    });
  });

  describe('paying', () => {
    it('pays in the sandbox: create_order, PaymentSuccess with the provider fields, toast, payment-success', async () => {
      const fetchMock = api();
      const { user, pathname } = await renderCheckout();
      await confirmAndProceed(user);

      const sandbox = await screen.findByRole('dialog', { name: 'Sandbox payment' });
      expect(within(sandbox).getByText('₹2,95,000')).toBeInTheDocument();
      expect(within(sandbox).getByLabelText('Card number')).toHaveValue('');
      expect(within(sandbox).getByLabelText('Card number')).toHaveAccessibleDescription(
        'Test cards: 4111 1111 1111 1111 is paid; 4000 0000 0000 0002 is declined.',
      );
      expect(screen.getByRole('button', { name: 'Make Payment' })).toBeDisabled();
      await payInSandbox(user, '4111 1111 1111 1111');

      await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' });
      expect(pathname()).toBe('/register/user/payment-success/PO-000042');
      // Said in the outcome page's success banner, not a toast floating over it.
      expect(screen.getByRole('alert', { name: 'Success' })).toHaveTextContent(
        'Payment successful!',
      );
      expect(bodiesSentTo(fetchMock, 'POST /api/create_order')).toEqual([
        { user_id: 1, type: 'register', coupon: null },
      ]);
      expect(bodiesSentTo(fetchMock, 'POST /api/dev/sandbox/pay')).toEqual([
        {
          order_id: 'order_SBXabc123',
          card: '4111111111111111',
          name: 'Asha Rao',
          email: 'asha@example.com',
          contact: '9876543210',
        },
      ]);
      expect(bodiesSentTo(fetchMock, 'POST /api/PaymentSuccess')).toEqual([
        { ...PROVIDER_SUCCESS, history_id: 31, history_type: 'new' },
      ]);
      expect(callsTo(fetchMock, 'POST /api/unsuccessful')).toBe(0);
      expect(getProcess().data.lastOrder).toEqual({
        unique_order_id: 'PO-000042',
        type: 'register',
        user_id: 1,
      });
    });

    it("prefills the sandbox with the payer's name, email and contact, as the widget is", async () => {
      const fetchMock = api();
      const { user } = await renderCheckout();
      await confirmAndProceed(user);
      const sandbox = await screen.findByRole('dialog', { name: 'Sandbox payment' });
      expect(within(sandbox).getByLabelText('Phone')).toHaveValue('9876543210');
      expect(within(sandbox).getByLabelText('Email')).toHaveValue('asha@example.com');
      expect(within(sandbox).getByLabelText('Name on card')).toHaveValue('Asha Rao');

      // The payer may change them, as in the widget; the payment records what was paid with.
      await user.clear(within(sandbox).getByLabelText('Email'));
      await user.type(within(sandbox).getByLabelText('Email'), 'accounts@rao.example.com');
      await payInSandbox(user, '4111 1111 1111 1111');
      await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' });
      expect(bodiesSentTo(fetchMock, 'POST /api/dev/sandbox/pay')).toEqual([
        expect.objectContaining({ email: 'accounts@rao.example.com', contact: '9876543210' }),
      ]);
    });

    it('sends the applied coupon with the order, never a total', async () => {
      const fetchMock = api();
      const { user } = await renderCheckout();
      await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'welcome10');
      await user.click(screen.getByRole('checkbox', { name: 'Apply coupon code' }));
      await screen.findByRole('rowheader', { name: 'Discount (WELCOME10)' });
      await confirmAndProceed(user);
      await screen.findByRole('dialog', { name: 'Sandbox payment' });
      expect(bodiesSentTo(fetchMock, 'POST /api/create_order')).toEqual([
        { user_id: 1, type: 'register', coupon: 'WELCOME10' },
      ]);
    });

    it('disables Make Payment while the order is being created', async () => {
      const held = deferred<MockReply>();
      api({ 'POST /api/create_order': () => held.promise });
      const { user } = await renderCheckout();
      await confirmAndProceed(user);

      const pay = screen.getByRole('button', { name: 'Make Payment' });
      await waitFor(() => expect(pay).toBeDisabled());
      expect(pay).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('checkbox', { name: 'Apply coupon code' })).toBeDisabled();
      held.resolve({ body: { success: true, data: sandboxOrder() } });
      await screen.findByRole('dialog', { name: 'Sandbox payment' });
    });

    it('shows a spinner while the payment is in progress, and none once it ends', async () => {
      const held = deferred<MockReply>();
      api({ 'POST /api/create_order': () => held.promise });
      const { user } = await renderCheckout();
      expect(screen.queryByText('Payment in progress…')).not.toBeInTheDocument();
      await confirmAndProceed(user);

      const label = await screen.findByText('Payment in progress…');
      expect(label).not.toHaveClass('visually-hidden');
      const spinner = label.closest('[role="status"]');
      // The ring is decoration: hidden from assistive tech, which reads the label.
      expect(spinner?.querySelector('[aria-hidden="true"]')).not.toBeNull();

      // Still in progress while the provider's widget (the sandbox dialog) is open.
      held.resolve({ body: { success: true, data: sandboxOrder() } });
      const sandbox = await screen.findByRole('dialog', { name: 'Sandbox payment' });
      expect(screen.getByText('Payment in progress…')).toBeInTheDocument();
      await user.click(within(sandbox).getByRole('button', { name: 'Cancel' }));
      await waitFor(() =>
        expect(screen.queryByText('Payment in progress…')).not.toBeInTheDocument(),
      );
    });

    it('posts unsuccessful on a declined card and keeps why on the checkout, with Try again', async () => {
      const fetchMock = api({
        'POST /api/dev/sandbox/pay': { body: { success: false, error: PROVIDER_DECLINE } },
      });
      const { user, pathname } = await renderCheckout();
      await confirmAndProceed(user);
      await payInSandbox(user, '4000000000000002');

      const notice = await screen.findByRole('alert', { name: 'Your payment was not completed' });
      expect(notice).toHaveTextContent('declined by your bank');
      expect(notice).toHaveTextContent(PROVIDER_DECLINE.description ?? '');
      expect(notice).toHaveTextContent('No money was taken from your account.');
      expect(notice).toHaveTextContent('refunded automatically within 5–7 working days');
      await waitFor(() =>
        expect(bodiesSentTo(fetchMock, 'POST /api/unsuccessful')).toEqual([
          { history_id: 31, error: PROVIDER_DECLINE },
        ]),
      );
      expect(callsTo(fetchMock, 'POST /api/PaymentSuccess')).toBe(0);
      expect(pathname()).toBe(PATH);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Make Payment' })).toBeEnabled();

      // Try again starts a new payment; the notice goes while it is in progress.
      await user.click(within(notice).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('dialog', { name: 'Sandbox payment' })).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST /api/create_order')).toBe(2);
      expect(screen.queryByRole('alert', { name: 'Your payment was not completed' })).toBeNull();
    });

    it('ends the payment when the sandbox dialog is cancelled, saying so on the page', async () => {
      const fetchMock = api();
      const { user } = await renderCheckout();
      await confirmAndProceed(user);
      const sandbox = await screen.findByRole('dialog', { name: 'Sandbox payment' });
      await user.click(within(sandbox).getByRole('button', { name: 'Cancel' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const notice = screen.getByRole('alert', { name: 'Your payment was not completed' });
      expect(notice).toHaveTextContent('You cancelled the payment before it was made.');
      expect(notice).toHaveTextContent('No money was taken from your account.');
      expect(screen.getByRole('button', { name: 'Make Payment' })).toBeEnabled();
      expect(callsTo(fetchMock, 'POST /api/unsuccessful')).toBe(0);
    });

    it('checks the card number before paying, and shows the sandbox refusing one', async () => {
      const fetchMock = api({
        'POST /api/dev/sandbox/pay': {
          status: 400,
          body: {
            success: false,
            message: 'Enter a valid 16-digit card number',
            errors: { card: 'Card fails the Luhn check' },
          },
        },
      });
      const { user } = await renderCheckout();
      await confirmAndProceed(user);
      await payInSandbox(user, '4111');
      const sandbox = screen.getByRole('dialog', { name: 'Sandbox payment' });
      expect(within(sandbox).getByRole('alert')).toHaveTextContent(
        'Enter a valid 16-digit card number',
      );
      expect(callsTo(fetchMock, 'POST /api/dev/sandbox/pay')).toBe(0);

      await user.clear(within(sandbox).getByLabelText('Card number'));
      await payInSandbox(user, '4111111111111112');
      expect(await within(sandbox).findByText('Card fails the Luhn check')).toBeInTheDocument();
      expect(within(sandbox).getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    });

    it.each([
      [
        'the server message',
        { status: 409, body: { success: false, message: 'Already paid' } },
        'Already paid',
      ],
      ['Something went wrong', { status: 500, body: {} }, 'Something went wrong'],
    ])('toasts a create_order error (%s) and ends the payment', async (_name, reply, message) => {
      api({ 'POST /api/create_order': reply });
      const { user } = await renderCheckout();
      await confirmAndProceed(user);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Make Payment' })).toBeEnabled();
    });

    it('toasts the PaymentSuccess failure and stays', async () => {
      api({
        'POST /api/PaymentSuccess': {
          status: 400,
          body: { success: false, message: 'Invalid payment signature' },
        },
      });
      const { user, pathname } = await renderCheckout();
      await confirmAndProceed(user);
      await payInSandbox(user, '4111111111111111');
      expect(await screen.findByText('Invalid payment signature')).toBeInTheDocument();
      expect(pathname()).toBe(PATH);
      expect(screen.getByRole('button', { name: 'Make Payment' })).toBeEnabled();
    });

    it('says a payment for an application cancelled meanwhile is refunded, then leaves for the cancelled page', async () => {
      const refunded =
        'This application was cancelled, so your payment was not applied. It has been recorded and will be refunded.';
      let reads = 0;
      api({
        // The page's first read offers the checkout; once the payment is refused, it says cancelled.
        '/api/checkout/1': () =>
          (reads += 1) === 1
            ? ready(checkoutData())
            : { body: { success: false, message: 'Cancelled', cancelled: true } },
        'POST /api/PaymentSuccess': { status: 409, body: { success: false, message: refunded } },
      });
      const { user, pathname } = await renderCheckout();
      await confirmAndProceed(user);
      await payInSandbox(user, '4111111111111111');
      expect(await screen.findByText(refunded)).toBeInTheDocument();
      await screen.findByRole('heading', { level: 1, name: 'Application Cancelled!' });
      expect(pathname()).toBe('/application-cancelled/MQ==');
      expect(screen.queryByText('Payment successful!')).not.toBeInTheDocument();
    });

    describe('with the card provider widget', () => {
      type Options = {
        key: string;
        order_id: string;
        amount: number;
        currency: string;
        name: string;
        description: string;
        prefill: Record<string, string>;
        notes: Record<string, string>;
        handler: (response: typeof PROVIDER_SUCCESS) => void;
        modal: { ondismiss: () => void };
      };

      function stubRazorpay() {
        const widgets: {
          options: Options;
          failed?: (r: { error: unknown }) => void;
          open: ReturnType<typeof vi.fn>;
        }[] = [];
        const Razorpay = vi.fn(function (this: unknown, options: Options) {
          const widget = {
            options,
            open: vi.fn(),
            failed: undefined as ((r: { error: unknown }) => void) | undefined,
          };
          widgets.push(widget);
          return {
            open: widget.open,
            on: (_event: string, callback: (r: { error: unknown }) => void) => {
              widget.failed = callback;
            },
          };
        });
        vi.stubGlobal('Razorpay', Razorpay);
        return widgets;
      }

      const razorpayOrder = sandboxOrder({
        provider: 'razorpay',
        key: 'rzp_test_key',
        order_id: 'order_R1',
      });

      it('opens the widget with the order and confirms its success', async () => {
        const widgets = stubRazorpay();
        const fetchMock = api({
          'POST /api/create_order': { body: { success: true, data: razorpayOrder } },
        });
        const { user, pathname } = await renderCheckout();
        await confirmAndProceed(user);

        await waitFor(() => expect(widgets).toHaveLength(1));
        const [widget] = widgets;
        expect(widget?.open).toHaveBeenCalledTimes(1);
        expect(widget?.options).toMatchObject({
          key: 'rzp_test_key',
          order_id: 'order_R1',
          amount: 29500000,
          currency: 'INR',
          name: ASSOCIATION.name,
          image: `http://localhost:3000${ASSOCIATION.logo_url}`,
          description: 'Registration Fee',
          prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210' },
        });
        widget?.options.handler({ ...PROVIDER_SUCCESS, razorpay_order_id: 'order_R1' });
        await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' });
        expect(pathname()).toBe('/register/user/payment-success/PO-000042');
        expect(bodiesSentTo(fetchMock, 'POST /api/PaymentSuccess')).toEqual([
          {
            ...PROVIDER_SUCCESS,
            razorpay_order_id: 'order_R1',
            history_id: 31,
            history_type: 'new',
          },
        ]);
      });

      it('reports a failed payment and ends the payment when the widget is dismissed', async () => {
        const widgets = stubRazorpay();
        const fetchMock = api({
          'POST /api/create_order': { body: { success: true, data: razorpayOrder } },
        });
        const { user } = await renderCheckout();
        await confirmAndProceed(user);
        await waitFor(() => expect(widgets).toHaveLength(1));
        expect(screen.getByRole('button', { name: 'Make Payment' })).toBeDisabled();

        widgets[0]?.failed?.({ error: PROVIDER_DECLINE });
        expect(
          await screen.findByRole('alert', { name: 'Your payment was not completed' }),
        ).toHaveTextContent('declined by your bank');
        await waitFor(() =>
          expect(bodiesSentTo(fetchMock, 'POST /api/unsuccessful')).toEqual([
            { history_id: 31, error: PROVIDER_DECLINE },
          ]),
        );
        widgets[0]?.options.modal.ondismiss();
        await waitFor(() =>
          expect(screen.getByRole('button', { name: 'Make Payment' })).toBeEnabled(),
        );
        // Closing the widget after the decline keeps the decline's reason.
        expect(
          screen.getByRole('alert', { name: 'Your payment was not completed' }),
        ).toHaveTextContent('declined by your bank');
      });

      const providerScripts = () =>
        document.head.querySelectorAll<HTMLScriptElement>(`script[src="${RAZORPAY_SCRIPT_URL}"]`);

      // Last in this block: the script loaded here stays loaded for the rest of the file.
      it("starts loading the provider's script as the checkout opens, before Make Payment", async () => {
        const fetchMock = api({
          '/api/checkout/1': ready(checkoutData(), { provider: 'razorpay', key: 'rzp_test_key' }),
          'POST /api/create_order': { body: { success: true, data: razorpayOrder } },
        });
        const { user } = await renderCheckout();
        await waitFor(() => expect(providerScripts()).toHaveLength(1));
        expect(callsTo(fetchMock, 'POST /api/create_order')).toBe(0);

        // The script arrives; paying uses it, without adding it again.
        const widgets = stubRazorpay();
        providerScripts()[0]?.dispatchEvent(new Event('load'));
        await confirmAndProceed(user);
        await waitFor(() => expect(widgets).toHaveLength(1));
        expect(widgets[0]?.open).toHaveBeenCalledTimes(1);
        expect(providerScripts()).toHaveLength(1);
        providerScripts().forEach((script) => script.remove());
      });

      it('loads no provider script for the sandbox', async () => {
        api({
          '/api/checkout/1': ready(checkoutData(), {
            provider: 'sandbox',
            key: 'rzp_test_sandbox',
          }),
        });
        await renderCheckout();
        expect(providerScripts()).toHaveLength(0);
      });
    });
  });

  describe('where a load sends the user', () => {
    it.each([
      [
        'cancelled',
        '/application-cancelled/MQ==',
        { body: { success: false, message: 'Cancelled', cancelled: true } },
        'Application Cancelled!',
      ],
      [
        'payment link expired',
        '/payment-expired',
        { body: { success: false, message: 'Expired', payment_link_expired: true } },
        'Payment Link Expired!',
      ],
      [
        'already paid',
        '/payment-received',
        { body: { success: false, message: 'Already paid', already_paid: true } },
        'Payment Already Received!',
      ],
      [
        'nothing to pay yet (not "Payment Already Received!": nothing was)',
        '/nothing-to-pay',
        { body: { success: false, message: 'This application has not been approved.' } },
        'Nothing to pay',
      ],
    ])('%s → %s', async (_name, path, reply, heading) => {
      api({ '/api/checkout/1': reply });
      const { pathname } = renderRoute(PATH);
      await screen.findByRole('heading', { level: 1, name: heading });
      expect(pathname()).toBe(path);
    });

    it.each<[string, MockReply | (() => never)]>([
      ['a server error', { status: 500, body: { success: false } }],
      ['an unknown id (404)', { status: 404, body: { success: false, message: 'Not found' } }],
      ['a refusal (403)', { status: 403, body: { success: false, message: 'Forbidden' } }],
      ['an answer without success', { body: { data: null } }],
      [
        'an answer that does not match the contract (no provider)',
        { body: { success: true, data: checkoutData(), payment_link_expired: false } },
      ],
      [
        'a network failure',
        () => {
          throw new TypeError('Failed to fetch');
        },
      ],
    ])('%s is a request error → / (then the signed-out home, /login)', async (_name, reply) => {
      api({ '/api/checkout/1': reply });
      const { router, pathname } = renderRoute(PATH);
      const visited = pathsVisited(router);
      await waitFor(() => expect(pathname()).toBe('/login'));
      expect(visited()).toEqual(['/', '/login']);
    });

    it('a 401 (another browser, no session) → /login, then back to this checkout', async () => {
      api({
        '/api/checkout/1': { status: 401, body: { success: false, message: 'Unauthorized' } },
      });
      const { router } = renderRoute(`${PATH}?x=1`);
      await screen.findByRole('heading', { level: 1, name: 'Log In' });
      expect(router.state.location.pathname).toBe('/login');
      expect(new URLSearchParams(router.state.location.search).get('next')).toBe(`${PATH}?x=1`);
    });

    it('goes to /nothing-to-pay without a valid id, calling nothing', async () => {
      const fetchMock = api();
      const { pathname } = renderRoute('/register/user/checkout/not-an-id');
      await screen.findByRole('heading', { level: 1, name: 'Nothing to pay' });
      expect(pathname()).toBe('/nothing-to-pay');
      // Only the outcome page's own read (the association's contact).
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/association']);
    });
  });

  describe('from the emailed payment link', () => {
    it('loads through the link, stores its applicant token and sends it on later calls', async () => {
      const fetchMock = api({
        '/api/payment/7/register/link-token': ready(checkoutData(), { token: 'applicant-token' }),
        '/api/payment/7/register/link-token/WELCOME10': ready(withWelcome10(), {
          token: 'applicant-token',
        }),
      });
      const { user } = await renderCheckout(`${PATH}?h=7&t=link-token`);

      expect(callsTo(fetchMock, '/api/checkout/1')).toBe(0);
      expect(getSession().token).toBe('applicant-token');
      expect(summaryRows()[0]).toEqual(['Member Name', 'Rao Events Pvt Ltd']);

      await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'welcome10');
      await user.click(screen.getByRole('checkbox', { name: 'Apply coupon code' }));
      await screen.findByRole('rowheader', { name: 'Discount (WELCOME10)' });
      expect(callsTo(fetchMock, '/api/payment/7/register/link-token/WELCOME10')).toBe(1);

      await confirmAndProceed(user);
      await screen.findByRole('dialog', { name: 'Sandbox payment' });
      const orderCall = fetchMock.mock.calls.find(([url]) => url === '/api/create_order');
      expect(authorizationOf(orderCall?.[1])).toBe('Bearer applicant-token');
    });

    it('goes to /payment-received, signing nobody in, once the order is paid', async () => {
      api({
        '/api/payment/7/register/paid': {
          body: { success: false, message: 'Payment Already Received!', already_paid: true },
        },
      });
      const { pathname } = renderRoute(`${PATH}?h=7&t=paid`);
      await screen.findByRole('heading', { level: 1, name: 'Payment Already Received!' });
      expect(pathname()).toBe('/payment-received');
      expect(getSession().token).toBeNull();
      // Go to Home leads a signed-out visitor to the sign-in page.
      expect(screen.getByRole('button', { name: 'Go to Home' })).toBeVisible();
    });

    it('goes to /payment-expired when the link has expired', async () => {
      setToken('older-token');
      api({
        '/api/payment/7/register/old': {
          body: { success: false, message: 'Expired', payment_link_expired: true },
        },
      });
      const { pathname } = renderRoute(`${PATH}?h=7&t=old`);
      await screen.findByRole('heading', { level: 1, name: 'Payment Link Expired!' });
      expect(pathname()).toBe('/payment-expired');
      expect(getSession().token).toBe('older-token');
    });
  });
});
