// The offline payment form as accounts staff use it (issue #28 item 3, decision 081): the amount
// due shown before anything is typed, amounts in Indian digit grouping, TDS and bank charges.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, signInStaff, type Reply } from '../../app/staff/test-support';
import { typeDate } from '../../test/date-input';
import { OfflinePaymentForm } from './offline-payment-form';

const DUE = {
  total: 29500,
  taxable: 25000,
  gst: 4500,
  received: 0,
  tds: 0,
  written_off: 0,
  balance_due: 29500,
  open_order: null as string | null,
};
const dueReply = (data: Partial<typeof DUE> = {}): Reply => ({
  body: { success: true, data: { ...DUE, ...data } },
});
const recorded = (settled: boolean): Reply => ({
  body: {
    success: true,
    data: {
      unique_order_id: 'PO-0050',
      invoice_number: settled ? 'PT/2627/000050' : null,
      member_number: settled ? 'PM-0050' : null,
      settled,
      balance_due: settled ? 0 : 19500,
    },
  },
});

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OfflinePaymentForm applicationId={12} onDone={() => undefined} />
    </QueryClientProvider>,
  );
  return screen.getByRole('form', { name: 'Record offline payment' });
}

async function fillCheque(form: HTMLElement, amount: string) {
  const user = userEvent.setup();
  await user.type(within(form).getByLabelText(/Amount received/), amount);
  await user.click(within(form).getByLabelText('Cheque'));
  await user.type(within(form).getByLabelText(/Cheque number, UTR/), '004512');
  await user.type(within(form).getByLabelText('Bank (optional)'), 'State Bank of India');
  await typeDate(user, form, /Date received/, '2026-10-30');
  return user;
}

describe('the offline payment form', () => {
  beforeEach(() => signInStaff());

  it('shows the amount due as it opens, before anything is typed', async () => {
    const api = mockApi({ 'GET /api/staff/applications/12/offline-payments/due': dueReply() });
    const form = renderForm();
    expect(await within(form).findByText('Amount due: ₹29,500')).toBeInTheDocument();
    expect(within(form).getByText(/₹25,000 and GST ₹4,500/)).toBeInTheDocument();
    expect(api.calls[0]?.url.searchParams.get('purpose')).toBe('register');
  });

  it('shows what a part payment left due', async () => {
    mockApi({
      'GET /api/staff/applications/12/offline-payments/due': dueReply({
        received: 10000,
        balance_due: 19500,
        open_order: 'PO-0050',
      }),
    });
    const form = renderForm();
    expect(await within(form).findByText('Amount due: ₹19,500')).toBeInTheDocument();
    expect(within(form).getByText(/Part paid on order PO-0050: ₹10,000 received/)).toBeVisible();
  });

  it('asks for the date as day, month and year, and names a part left out (GOV.UK)', async () => {
    const api = mockApi({
      'GET /api/staff/applications/12/offline-payments/due': dueReply(),
      'POST /api/staff/applications/12/offline-payments': recorded(true),
    });
    const form = renderForm();
    await within(form).findByText('Amount due: ₹29,500');
    const user = await fillCheque(form, '29,500');
    const date = within(form).getByRole('group', { name: 'Date received' });
    expect(date).toHaveAccessibleDescription('For example, 27 3 2026');
    await user.clear(within(date).getByLabelText('Month'));
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await within(form).findByText('Date received must include a month')).toBeVisible();
    expect(within(date).getByLabelText('Month')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(date).getByLabelText('Month'), '13');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await within(form).findByText('Date received must be a real date')).toBeVisible();
    expect(api.callsTo('POST /api/staff/applications/12/offline-payments')).toHaveLength(0);
    await user.clear(within(date).getByLabelText('Month'));
    await user.type(within(date).getByLabelText('Month'), '10');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/staff/applications/12/offline-payments')).toHaveLength(1),
    );
    expect(api.callsTo('POST /api/staff/applications/12/offline-payments')[0]?.body).toMatchObject({
      received_on: '2026-10-30',
    });
  });

  it('takes Indian digit grouping and a cheque short by 10 % TDS', async () => {
    const api = mockApi({
      'GET /api/staff/applications/12/offline-payments/due': dueReply(),
      'POST /api/staff/applications/12/offline-payments': recorded(true),
    });
    const form = renderForm();
    await within(form).findByText('Amount due: ₹29,500');
    const user = await fillCheque(form, '27,000');
    await user.click(within(form).getByLabelText('The payer deducted TDS'));
    expect(
      within(form).getByText('10% of ₹25,000, the value before GST, is ₹2,500.'),
    ).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/TDS amount/), '2,500');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/staff/applications/12/offline-payments')).toHaveLength(1),
    );
    expect(api.callsTo('POST /api/staff/applications/12/offline-payments')[0]?.body).toEqual({
      purpose: 'register',
      amount: 27000,
      method: 'cheque',
      reference: '004512',
      bank: 'State Bank of India',
      received_on: '2026-10-30',
      coupon: null,
      tds: { section: '194J', rate: 10, amount: 2500 },
    });
  });

  it('reads 1,29,500.50 as rupees and paise, and refuses misplaced commas', async () => {
    const api = mockApi({
      'GET /api/staff/applications/12/offline-payments/due': dueReply({
        total: 129500.5,
        balance_due: 129500.5,
      }),
      'POST /api/staff/applications/12/offline-payments': recorded(true),
    });
    const form = renderForm();
    await within(form).findByText('Amount due: ₹1,29,500.50');
    const user = await fillCheque(form, '12,95,00');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(
      await within(form).findByText('Enter the amount in rupees, like 29,500 or 1,29,500.50'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(/Amount received/)).toHaveAttribute('aria-invalid', 'true');
    await user.clear(within(form).getByLabelText(/Amount received/));
    await user.type(within(form).getByLabelText(/Amount received/), '1,29,500.50');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/staff/applications/12/offline-payments')).toHaveLength(1),
    );
    expect(api.callsTo('POST /api/staff/applications/12/offline-payments')[0]?.body).toMatchObject({
      amount: 129500.5,
    });
  });

  it('asks for the reason when bank charges are written off, and puts a TDS refusal on its field', async () => {
    const message =
      'TDS at 10% of ₹25,000, the value before GST that this payment settles, is ₹2,500.';
    const api = mockApi({
      'GET /api/staff/applications/12/offline-payments/due': dueReply(),
      'POST /api/staff/applications/12/offline-payments': {
        status: 400,
        body: { success: false, message, errors: { 'tds.amount': message } },
      },
    });
    const form = renderForm();
    const user = await fillCheque(form, '26,500');
    await user.click(within(form).getByLabelText(/Bank charges were deducted/));
    await user.type(within(form).getByLabelText(/Bank charges written off/), '50');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(
      await within(form).findByText('Enter why the bank charges are written off'),
    ).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Why they are written off/), 'Outstation charges');
    await user.click(within(form).getByLabelText('The payer deducted TDS'));
    await user.type(within(form).getByLabelText(/TDS amount/), '2,950');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/TDS amount/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(api.callsTo('POST /api/staff/applications/12/offline-payments')[0]?.body).toMatchObject({
      bank_charges: { amount: 50, reason: 'Outstation charges' },
      tds: { amount: 2950 },
    });
  });
});
