import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, mockApi, signInStaff, type Reply } from '../../app/staff/test-support';
import { toStaffUser } from '../../app/staff/staff-session';
import { clearToasts, Toaster } from '../../app/toast';
import { staffProfile } from '@portico/domain/contracts/staff-auth.contract';
import type { PaymentView } from './api/payments';
import { PaymentsPanel } from './payments-panel';
import { typeDate } from '../../test/date-input';

const OFFLINE: PaymentView = {
  id: 41,
  unique_order_id: 'PO-0041',
  purpose: 'register',
  provider: 'offline',
  status: 'captured',
  amount: 29500,
  refundable: 28320,
  invoice_number: 'PT/2627/000041',
  paid_at: '2026-11-20T06:30:00.000Z',
  offline: { method: 'cheque', reference: 'CHQ 4512', bank: 'SBI', received_on: '2026-11-19' },
  refunds: [
    {
      id: 3,
      amount: 1180,
      method: 'manual',
      status: 'processed',
      reason: 'Goodwill',
      reference: null,
      membership_effect: 'keep',
      created_at: '2026-11-21T06:30:00.000Z',
      processed_at: '2026-11-21T06:30:00.000Z',
      credit_note: {
        id: 9,
        number: 'CN/2026-27/0001',
        issued_at: '2026-11-21T06:30:00.000Z',
        total: 1180,
      },
      provider_refund_id: null,
    },
  ],
  invoice: {
    order_id: 41,
    number: 'PT/2627/000041',
    issued_at: '2026-11-20T06:30:00.000Z',
    creditable: 28320,
    credit_deadline: '2027-11-30T18:29:59.999Z',
  },
  credit_notes: [],
};
const CARD: PaymentView = {
  ...OFFLINE,
  id: 42,
  unique_order_id: 'PO-0042',
  provider: 'sandbox',
  refundable: 29500,
  offline: null,
  refunds: [],
};

const listed: Reply = { body: { success: true, data: { items: [OFFLINE, CARD] } } };
const refundAnswer = (status: string): Reply => ({
  body: {
    success: true,
    data: { ...OFFLINE.refunds[0], id: 4, status, credit_note: null },
  },
});

/** The confirmation a refund asks for before anything is sent: yes. */
async function confirmIn(user: ReturnType<typeof userEvent.setup>, question: string, yes: string) {
  const dialog = await screen.findByRole('dialog', { name: question });
  expect(dialog).toHaveTextContent('This issues a credit note');
  expect(dialog).toHaveTextContent('cannot be undone');
  await user.click(within(dialog).getByRole('button', { name: yes }));
}

function renderPanel(roles: string[] = ['admin']) {
  const user = toStaffUser(staffProfile.parse({ ...ADMIN, roles, zones: [] }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PaymentsPanel applicationId={12} user={user} payer="Mehta Sound" />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('the payments panel', () => {
  beforeEach(() => {
    clearToasts();
    signInStaff();
  });

  it('lists the payments with how they were paid, their refunds and credit notes', async () => {
    mockApi({ 'GET /api/staff/applications/12/payments': listed });
    renderPanel();
    const offline = (await screen.findByRole('heading', { name: 'New membership, order PO-0041' }))
      .parentElement!;
    expect(
      within(offline).getByText('Cheque, CHQ 4512, SBI, received 19-Nov-2026'),
    ).toBeInTheDocument();
    expect(
      within(offline).getByRole('button', { name: 'Credit note CN/2026-27/0001' }),
    ).toBeInTheDocument();
    expect(
      within(offline).getByRole('button', { name: 'Reverse order PO-0041' }),
    ).toBeInTheDocument();
    const card = screen.getByRole('heading', {
      name: 'New membership, order PO-0042',
    }).parentElement!;
    expect(within(card).getByText('Card (payment provider)')).toBeInTheDocument();
    // A card payment is never reversed: it is refunded through the provider.
    expect(within(card).queryByRole('button', { name: /Reverse/ })).not.toBeInTheDocument();
  });

  it('shows Reverse to admins only', async () => {
    mockApi({ 'GET /api/staff/applications/12/payments': listed });
    renderPanel(['accounts']);
    await screen.findByRole('heading', { name: 'New membership, order PO-0041' });
    expect(screen.queryByRole('button', { name: /Reverse/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Refund/ })).toHaveLength(2);
  });

  it('shows an order a part payment left open, with its instalments and the balance due', async () => {
    mockApi({
      'GET /api/staff/applications/12/payments': {
        body: {
          success: true,
          data: {
            items: [],
            part_paid: [
              {
                unique_order_id: 'PO-0060',
                purpose: 'register',
                total: 29500,
                received: 10000,
                tds: 0,
                written_off: 0,
                balance_due: 19500,
                receipts: [
                  {
                    received_on: '2026-10-30',
                    method: 'cheque',
                    reference: '004512',
                    bank: 'SBI',
                    amount: 10000,
                  },
                ],
              },
            ],
          },
        },
      },
    });
    renderPanel(['accounts']);
    const order = (
      await screen.findByRole('heading', { name: 'New membership, order PO-0060: part paid' })
    ).parentElement!;
    expect(within(order).getByText('₹19,500')).toBeInTheDocument();
    expect(
      within(order).getByText('₹10,000 received 30-Oct-2026: Cheque, 004512, SBI'),
    ).toBeInTheDocument();
  });

  it('records an offline payment: errors on the fields, then what the server takes', async () => {
    const api = mockApi({
      'GET /api/staff/applications/12/payments': { body: { success: true, data: { items: [] } } },
      'POST /api/staff/applications/12/offline-payments': {
        body: {
          success: true,
          data: {
            unique_order_id: 'PO-0050',
            invoice_number: 'PT/2627/000050',
            member_number: 'PM-0050',
            settled: true,
            balance_due: 0,
          },
        },
      },
    });
    renderPanel(['accounts']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Record offline payment' }));
    const form = screen.getByRole('form', { name: 'Record offline payment' });
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(
      await within(form).findByText('Enter the cheque number, UTR or receipt number'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Enter the date the payment was received')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Amount received/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/staff/applications/12/offline-payments')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/Amount received/), '29500');
    await user.click(within(form).getByLabelText('UPI'));
    await user.type(within(form).getByLabelText(/Cheque number, UTR/), 'UPI 88123');
    await typeDate(user, form, /Date received/, '2026-11-20');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/staff/applications/12/offline-payments')).toHaveLength(1),
    );
    expect(api.callsTo('POST /api/staff/applications/12/offline-payments')[0]?.body).toEqual({
      purpose: 'register',
      amount: 29500,
      method: 'upi',
      reference: 'UPI 88123',
      bank: null,
      received_on: '2026-11-20',
      coupon: null,
    });
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
  });

  it('puts the server\u2019s refusal of the amount on the amount field', async () => {
    const message = 'The amount must be the checkout\u2019s total of ₹29500.00.';
    mockApi({
      'GET /api/staff/applications/12/payments': { body: { success: true, data: { items: [] } } },
      'POST /api/staff/applications/12/offline-payments': {
        status: 400,
        body: { success: false, message, errors: { amount: message } },
      },
    });
    renderPanel(['accounts']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Record offline payment' }));
    const form = screen.getByRole('form', { name: 'Record offline payment' });
    await user.type(within(form).getByLabelText(/Amount received/), '100');
    await user.type(within(form).getByLabelText(/Cheque number, UTR/), 'CHQ 1');
    await typeDate(user, form, /Date received/, '2026-11-20');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Amount received/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('refunds part of a payment, no more than is left, shortening the membership', async () => {
    const api = mockApi({
      'GET /api/staff/applications/12/payments': listed,
      'POST /api/staff/payments/42/refunds': refundAnswer('pending'),
    });
    renderPanel(['accounts']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refund order PO-0042' }));
    const form = screen.getByRole('form', { name: 'Refund payment of order PO-0042' });
    await user.type(within(form).getByLabelText(/Amount to refund/), '30000');
    await user.type(within(form).getByLabelText(/Reason/), 'Paid twice');
    await user.click(within(form).getByLabelText('Shorten the membership to a new expiry date'));
    await user.click(within(form).getByRole('button', { name: 'Refund through the provider' }));
    expect(await within(form).findByText('Enter the new expiry date')).toBeInTheDocument();
    await typeDate(user, form, /New expiry date/, '2027-06-30');
    await user.click(within(form).getByRole('button', { name: 'Refund through the provider' }));
    expect(
      await within(form).findByText(/must not be more than ₹29,500, what is left/),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/staff/payments/42/refunds')).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/Amount to refund/));
    await user.type(within(form).getByLabelText(/Amount to refund/), '5000');
    await user.click(within(form).getByRole('button', { name: 'Refund through the provider' }));
    // Cancelling the confirmation sends nothing and keeps the form as it was.
    const dialog = await screen.findByRole('dialog', { name: 'Refund ₹5,000 to Mehta Sound?' });
    expect(dialog).toHaveTextContent(
      'The payment provider sends the money back to where it came from. This issues a credit note for order PO-0042 and cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(form).getByLabelText(/Amount to refund/)).toHaveValue('5000');
    expect(api.callsTo('POST /api/staff/payments/42/refunds')).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: 'Refund through the provider' }));
    await confirmIn(user, 'Refund ₹5,000 to Mehta Sound?', 'Yes, refund ₹5,000');
    await waitFor(() => expect(api.callsTo('POST /api/staff/payments/42/refunds')).toHaveLength(1));
    expect(api.callsTo('POST /api/staff/payments/42/refunds')[0]?.body).toEqual({
      amount: 5000,
      reason: 'Paid twice',
      membership_effect: 'shorten',
      shorten_to: '2027-06-30',
      reference: null,
      by_hand: false,
      idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  });

  it('sends one key per opening of the refund form: a retry repeats it, a new form makes another', async () => {
    let answers = 0;
    const api = mockApi({
      'GET /api/staff/applications/12/payments': listed,
      'POST /api/staff/payments/42/refunds': () =>
        ++answers === 1
          ? {
              status: 502,
              body: { success: false, message: 'The payment provider did not answer.' },
            }
          : refundAnswer('pending'),
    });
    renderPanel(['accounts']);
    const user = userEvent.setup();
    const open = async () => {
      await user.click(await screen.findByRole('button', { name: 'Refund order PO-0042' }));
      const form = screen.getByRole('form', { name: 'Refund payment of order PO-0042' });
      await user.type(within(form).getByLabelText(/Amount to refund/), '100');
      await user.type(within(form).getByLabelText(/Reason/), 'Goodwill');
      return form;
    };
    const send = async (form: HTMLElement) => {
      await user.click(within(form).getByRole('button', { name: 'Refund through the provider' }));
      await confirmIn(user, 'Refund ₹100 to Mehta Sound?', 'Yes, refund ₹100');
    };
    const keys = () =>
      api
        .callsTo('POST /api/staff/payments/42/refunds')
        .map((call) => (call.body as { idempotency_key: string }).idempotency_key);

    const form = await open();
    await send(form);
    expect(await within(form).findByText(/did not answer/)).toBeInTheDocument();
    await send(form);
    await waitFor(() => expect(keys()).toHaveLength(2));
    expect(keys()[1]).toBe(keys()[0]);

    const again = await open();
    await send(again);
    await waitFor(() => expect(keys()).toHaveLength(3));
    expect(keys()[2]).not.toBe(keys()[0]);
  });

  it('marks a card payment due for refund refunded by hand, with its reference', async () => {
    const due: PaymentView = { ...CARD, id: 43, unique_order_id: 'PO-0043', status: 'refund_due' };
    const api = mockApi({
      'GET /api/staff/applications/12/payments': {
        body: { success: true, data: { items: [due] } },
      },
      'POST /api/staff/payments/43/refunds': refundAnswer('processed'),
    });
    renderPanel(['accounts']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refund order PO-0043' }));
    const form = screen.getByRole('form', { name: 'Refund payment of order PO-0043' });
    // Nothing to end or shorten: the payment bought nothing.
    expect(
      within(form).queryByText('The membership this payment bought *'),
    ).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Amount to refund/), '29500');
    await user.type(within(form).getByLabelText(/Reason/), 'Paid twice, returned by NEFT');
    await user.click(within(form).getByLabelText(/Already returned outside the payment provider/));
    await user.type(within(form).getByLabelText(/Reference of the money returned/), 'UTR 991');
    await user.click(within(form).getByRole('button', { name: 'Record refund' }));
    await confirmIn(user, 'Refund ₹29,500 to Mehta Sound?', 'Yes, refund ₹29,500');
    await waitFor(() => expect(api.callsTo('POST /api/staff/payments/43/refunds')).toHaveLength(1));
    // And says so once done: the form closes and the outcome is announced.
    expect(await screen.findByText('Refund recorded.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Refund payment of order PO-0043' })).toBeNull();
    expect(api.callsTo('POST /api/staff/payments/43/refunds')[0]?.body).toMatchObject({
      amount: 29500,
      by_hand: true,
      reference: 'UTR 991',
      membership_effect: 'keep',
    });
  });

  it('reverses an offline payment (admin) with a reason', async () => {
    const api = mockApi({
      'GET /api/staff/applications/12/payments': listed,
      'POST /api/staff/payments/41/reverse': refundAnswer('processed'),
    });
    renderPanel(['admin']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reverse order PO-0041' }));
    const form = screen.getByRole('form', { name: 'Reverse payment of order PO-0041' });
    expect(within(form).getByText(/₹28,320, is reversed/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Reverse payment' }));
    expect(await within(form).findByText('Enter the reason for the refund')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Reason/), 'Cheque bounced');
    await user.click(within(form).getByLabelText('End the membership now'));
    await user.click(within(form).getByRole('button', { name: 'Reverse payment' }));
    await confirmIn(user, 'Reverse the payment of ₹28,320 by Mehta Sound?', 'Yes, reverse ₹28,320');
    await waitFor(() => expect(api.callsTo('POST /api/staff/payments/41/reverse')).toHaveLength(1));
    expect(api.callsTo('POST /api/staff/payments/41/reverse')[0]?.body).toEqual({
      reason: 'Cheque bounced',
      membership_effect: 'end',
      shorten_to: null,
      reference: null,
    });
  });
});
