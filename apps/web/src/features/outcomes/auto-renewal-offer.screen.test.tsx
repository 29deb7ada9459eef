// "Turn on auto-renewal" after a payment (issue #30), when the outcome call says it is offered: after a
// renewal or an upgrade a link to the member's home; after a new registration the set-up itself, for
// the member the payment made, through the order's own routes (decision 115).
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setAuth } from '../../app/session';
import { bodiesSentTo, callsTo, mockFetch } from '../../test/mock-fetch';
import { renderRoute } from '../../test/render-route';

configure({ asyncUtilTimeout: 10_000 });

const details = (type: string, offered = true) => ({
  success: true,
  data: {
    unique_order_id: 'PO-000042',
    Unique_id: 'PRT-0042',
    Plan_Name: 'Gold',
    type,
    user_id: 1,
    total: 1770000,
    paid_at: '2026-04-01T10:00:00.000Z',
    invoice_number: 'INV/2026-27/000001',
    period_from: '2026-03-31T18:30:00.000Z',
    period_to: '2027-03-31T18:30:00.000Z',
    auto_renewal_offered: offered,
  },
});

const offer = (changes: Record<string, unknown> = {}) => ({
  success: true,
  data: {
    offered: true,
    unavailable_reason: null,
    methods: [{ method: 'emandate', label: 'e-mandate (netbanking, debit card or Aadhaar)' }],
    renewal_amount: 1770000,
    no_authentication_limit: 1500000,
    mandate: null,
    debits: [],
    ...changes,
  },
});

const AFTER = '/api/auto_renewal/after_payment/PO-000042';
const ANSWER = {
  razorpay_payment_id: 'pay_sandbox_1',
  razorpay_order_id: 'order_sandbox_1',
  razorpay_signature: 'signed',
};
const MANDATE = {
  id: 3,
  method: 'emandate',
  method_label: 'e-mandate (netbanking, debit card or Aadhaar)',
  status: 'active',
  max_amount: 1770000,
  reference: 'AR-000003',
  created_at: '2026-04-01T10:00:00.000Z',
  next_debit: null,
};

describe('the offer of auto-renewal after a payment', () => {
  it('links a renewing member to the set-up on their home', async () => {
    setAuth('member-token', { id: 12 });
    const fetchMock = mockFetch({ '/api/get_order_details/PO-7': { body: details('renew') } });
    renderRoute('/app/thank-you/PO-7');
    await screen.findByRole('region', { name: 'Renew automatically next year' });
    expect(screen.getByRole('link', { name: 'Turn on auto-renewal' })).toHaveAttribute(
      'href',
      '/app/plan-status#auto-renewal-title',
    );
    // The outcome call said so: nothing else is asked.
    expect(callsTo(fetchMock, '/api/auto_renewal')).toBe(0);
  });

  it('is not shown where the outcome says it is not offered', async () => {
    setAuth('member-token', { id: 12 });
    mockFetch({ '/api/get_order_details/PO-7': { body: details('upgrade', false) } });
    renderRoute('/app/upgrade/payment-success/PO-7');
    await screen.findByText('PRT-0042');
    expect(screen.queryByRole('region', { name: 'Renew automatically next year' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Turn on auto-renewal' })).toBeNull();
  });

  it('asks nothing more after a new registration it is not offered to', async () => {
    const fetchMock = mockFetch({
      '/api/get_order_details/PO-7': { body: details('register', false) },
    });
    renderRoute('/register/user/payment-success/PO-7');
    await screen.findByText('PRT-0042');
    expect(callsTo(fetchMock, AFTER)).toBe(0);
    expect(screen.queryByRole('button', { name: 'Turn on auto-renewal' })).toBeNull();
  });

  it('lets the payer of a new registration turn it on for the member the payment made', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      '/api/get_order_details/PO-7': { body: details('register') },
      [AFTER]: { body: offer() },
      [`POST ${AFTER}`]: {
        body: {
          success: true,
          data: {
            mandate_id: 3,
            provider: 'sandbox',
            key: 'rzp_test_sandbox',
            order_id: 'order_sandbox_1',
            customer_id: 'cust_sandbox_1',
            amount: 0,
            method: 'emandate',
            max_amount: 1770000,
            name: 'Asha Rao',
            email: 'asha@example.com',
            contact: '9876543210',
          },
        },
      },
      'POST /api/dev/sandbox/mandate': { body: { success: true, response: ANSWER } },
      [`POST ${AFTER}/confirm`]: { body: { success: true, data: MANDATE } },
    });
    renderRoute('/register/user/payment-success/PO-7');
    const section = await screen.findByRole('region', { name: 'Renew automatically next year' });
    // No method chosen: the error summary says so and nothing is set up.
    await user.click(within(section).getByRole('button', { name: 'Turn on auto-renewal' }));
    expect(await within(section).findByRole('link', { name: 'Choose how to pay' })).toBeVisible();
    expect(bodiesSentTo(fetchMock, `POST ${AFTER}`)).toEqual([]);

    await user.click(
      within(section).getByRole('radio', { name: 'e-mandate (netbanking, debit card or Aadhaar)' }),
    );
    await user.click(within(section).getByRole('button', { name: 'Turn on auto-renewal' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Auto-renewal is on.');
    expect(bodiesSentTo(fetchMock, `POST ${AFTER}`)).toEqual([{ method: 'emandate' }]);
    expect(bodiesSentTo(fetchMock, `POST ${AFTER}/confirm`)).toEqual([ANSWER]);
    // The member's own routes (a member session) are never called by the applicant.
    expect(callsTo(fetchMock, 'POST /api/auto_renewal')).toBe(0);
    expect(within(section).queryByRole('button', { name: 'Turn on auto-renewal' })).toBeNull();
  });

  it('shows the server’s refusal in the error summary, the form still there', async () => {
    const user = userEvent.setup();
    mockFetch({
      '/api/get_order_details/PO-7': { body: details('register') },
      [AFTER]: { body: offer() },
      [`POST ${AFTER}`]: {
        status: 409,
        body: {
          success: false,
          message: 'Auto-renewal is being set up. Finish or cancel it first.',
        },
      },
    });
    renderRoute('/register/user/payment-success/PO-7');
    const section = await screen.findByRole('region', { name: 'Renew automatically next year' });
    await user.click(within(section).getByRole('radio', { name: /e-mandate/ }));
    await user.click(within(section).getByRole('button', { name: 'Turn on auto-renewal' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Auto-renewal is being set up. Finish or cancel it first.',
    );
    expect(within(section).getByRole('button', { name: 'Turn on auto-renewal' })).toBeEnabled();
  });
});
