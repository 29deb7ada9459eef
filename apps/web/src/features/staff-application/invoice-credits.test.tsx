// Credit notes without a refund and re-billing in the payments panel (decision 083), and the
// provider's refund id on a refund (decision 084).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '@portico/domain/gstin';
import { staffProfile } from '@portico/domain/contracts/staff-auth.contract';
import { ADMIN, mockApi, signInStaff, type Reply } from '../../app/staff/test-support';
import { toStaffUser } from '../../app/staff/staff-session';
import type { PaymentView } from './api/payments';
import { PaymentsPanel } from './payments-panel';

const PAID: PaymentView = {
  id: 42,
  unique_order_id: 'PO-0042',
  purpose: 'register',
  provider: 'sandbox',
  status: 'captured',
  amount: 29500,
  refundable: 29500,
  invoice_number: 'PT/2627/000042',
  paid_at: '2026-11-20T06:30:00.000Z',
  offline: null,
  refunds: [],
  invoice: {
    order_id: 42,
    number: 'PT/2627/000042',
    issued_at: '2026-11-20T06:30:00.000Z',
    creditable: 29500,
    credit_deadline: '2099-11-30T18:29:59.999Z',
  },
  credit_notes: [],
};

const listed = (payment: PaymentView): Reply => ({
  body: { success: true, data: { items: [payment] } },
});

const issued = (invoice: unknown = null): Reply => ({
  body: {
    success: true,
    data: {
      credit_note: {
        id: 7,
        number: 'CN/2627/000007',
        issued_at: '2026-11-29T06:30:00.000Z',
        total: 29500,
      },
      invoice,
    },
  },
});

function renderPanel() {
  const user = toStaffUser(staffProfile.parse({ ...ADMIN, roles: ['accounts'], zones: [] }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PaymentsPanel applicationId={12} user={user} payer="Mehta Sound" />
    </QueryClientProvider>,
  );
}

const gstinOf = (code: string) => {
  const first14 = `${code}ABCDE1234F1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
};

describe('credit notes without a refund', () => {
  beforeEach(() => signInStaff());

  it('checks the amount, asks for confirmation, then issues the credit note once', async () => {
    const api = mockApi({
      'GET /api/staff/applications/12/payments': listed(PAID),
      'POST /api/staff/invoices/42/credit-notes': issued(),
    });
    renderPanel();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Issue credit note against PT/2627/000042' }),
    );
    const form = screen.getByRole('form', { name: 'Credit note against invoice PT/2627/000042' });
    await user.type(within(form).getByLabelText(/Amount to credit/), '30000');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(
      await within(form).findByText(/must not be more than ₹29,500, what is left/),
    ).toBeInTheDocument();
    expect(
      within(form).getByText('Enter the reason, printed on the credit note'),
    ).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/Amount to credit/));
    await user.type(within(form).getByLabelText(/Reason/), 'Membership fee waived');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));

    const check = await screen.findByRole('region', { name: 'Check before you issue' });
    expect(within(check).getByRole('heading', { name: 'Check before you issue' })).toHaveFocus();
    expect(check).toHaveTextContent(
      'A credit note of ₹29,500 will be issued against invoice PT/2627/000042',
    );
    expect(check).toHaveTextContent('cannot be changed or withdrawn');
    expect(api.callsTo('POST /api/staff/invoices/42/credit-notes')).toHaveLength(0);

    await user.click(within(check).getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/staff/invoices/42/credit-notes')).toHaveLength(1),
    );
    expect(api.callsTo('POST /api/staff/invoices/42/credit-notes')[0]?.body).toEqual({
      idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
      amount: null,
      reason: 'Membership fee waived',
    });
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Check before you issue' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('re-bills with a GSTIN checked as typed, and sends it in capitals', async () => {
    const gstin = gstinOf('29');
    const api = mockApi({
      'GET /api/staff/applications/12/payments': listed(PAID),
      'POST /api/staff/invoices/42/rebill': issued({
        order_id: 43,
        number: 'PT/2627/000050',
        issued_at: '2026-11-29T06:30:00.000Z',
        total: 29500,
        billed_gstin: gstin,
        place_of_supply: '29-Karnataka',
      }),
    });
    renderPanel();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Re-bill with GSTIN invoice PT/2627/000042' }),
    );
    const form = screen.getByRole('form', { name: 'Re-bill invoice PT/2627/000042 with a GSTIN' });
    expect(within(form).getByLabelText(/Reason/)).toHaveValue('Re-billed with the buyer’s GSTIN');
    await user.type(within(form).getByLabelText(/Buyer’s GSTIN/), '29ABCDE1234F1Z0');
    await user.type(within(form).getByLabelText(/Business name/), 'Rao Karnataka LLP');
    await user.type(within(form).getByLabelText(/Person billed/), 'Asha Rao');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await within(form).findByText(/GST number/)).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/Buyer’s GSTIN/));
    await user.type(within(form).getByLabelText(/Buyer’s GSTIN/), gstin.toLowerCase());
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    const check = await screen.findByRole('region', { name: 'Check before you issue' });
    expect(check).toHaveTextContent(`Rao Karnataka LLP (GSTIN ${gstin})`);
    await user.click(within(check).getByRole('button', { name: 'Issue credit note and invoice' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/invoices/42/rebill')).toHaveLength(1));
    expect(api.callsTo('POST /api/staff/invoices/42/rebill')[0]?.body).toMatchObject({
      gstin,
      company: 'Rao Karnataka LLP',
      name: 'Asha Rao',
      address: null,
      reason: 'Re-billed with the buyer’s GSTIN',
    });
  });

  it('shows the server’s refusal back on the form', async () => {
    const message =
      'A credit note against PT/2627/000042 can no longer be issued: Section 34(2) of the CGST Act allows one only until 30-Nov-2027.';
    mockApi({
      'GET /api/staff/applications/12/payments': listed(PAID),
      'POST /api/staff/invoices/42/credit-notes': {
        status: 409,
        body: { success: false, message },
      },
    });
    renderPanel();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Issue credit note against PT/2627/000042' }),
    );
    const form = screen.getByRole('form', { name: 'Credit note against invoice PT/2627/000042' });
    await user.type(within(form).getByLabelText(/Reason/), 'Waived');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Issue credit note' }));
    const again = await screen.findByRole('form', {
      name: 'Credit note against invoice PT/2627/000042',
    });
    expect(await within(again).findByRole('alert')).toHaveTextContent(message);
  });

  it('past the Section 34(2) deadline says so instead of offering a credit note', async () => {
    mockApi({
      'GET /api/staff/applications/12/payments': listed({
        ...PAID,
        invoice: { ...PAID.invoice!, credit_deadline: '2025-11-30T18:29:59.999Z' },
      }),
    });
    renderPanel();
    expect(
      await screen.findByText(
        'No credit note can be issued against PT/2627/000042: Section 34(2) of the CGST Act allowed one until 30-Nov-2025.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Issue credit note/ })).not.toBeInTheDocument();
  });

  it('shows the provider’s refund id and state, and credit notes issued without a refund', async () => {
    mockApi({
      'GET /api/staff/applications/12/payments': listed({
        ...PAID,
        refunds: [
          {
            id: 3,
            amount: 1180,
            method: 'provider',
            status: 'pending',
            reason: 'Goodwill',
            reference: null,
            membership_effect: 'keep',
            created_at: '2026-11-21T06:30:00.000Z',
            processed_at: null,
            credit_note: null,
            provider_refund_id: 'rfnd_SBX123',
          },
        ],
        credit_notes: [
          {
            id: 8,
            number: 'CN/2627/000008',
            issued_at: '2026-11-22T06:30:00.000Z',
            total: 500,
            invoice_number: 'PT/2627/000042',
            reason: 'Discount',
          },
        ],
      }),
    });
    renderPanel();
    const refunds = await screen.findByRole('list', { name: 'Refunds of order PO-0042' });
    expect(refunds).toHaveTextContent('provider refund rfnd_SBX123, pending');
    const notes = screen.getByRole('list', {
      name: 'Credit notes without a refund of order PO-0042',
    });
    expect(
      within(notes).getByRole('button', { name: 'Credit note CN/2627/000008' }),
    ).toBeInTheDocument();
    // Something was credited: re-billing (which moves the whole invoice) is not offered.
    expect(screen.queryByRole('button', { name: /Re-bill/ })).not.toBeInTheDocument();
  });
});
