import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, signInStaff } from '../../app/staff/test-support';
import { renderRoute } from '../../test/render-route';

const at = '2026-11-29T01:00:00.000Z';
const state = (last: Record<string, unknown> | null) => ({
  body: {
    success: true,
    data: {
      provider: 'sandbox',
      live: false,
      amount_paise: 100,
      gst_paise: 18,
      total_paise: 118,
      last,
    },
  },
});
const captured = {
  id: 4,
  status: 'captured',
  total_paise: 118,
  provider_payment_id: 'pay_SBX1',
  created_at: at,
  captured_at: at,
  refunded_at: null,
};

describe('getting started: test payment', () => {
  beforeEach(() => signInStaff());

  it('pays ₹1 plus GST once confirmed, has it verified, and refunds it', async () => {
    const api = mockApi({
      'GET /api/staff/getting-started': { body: { success: true, data: { steps: [] } } },
      'GET /api/staff/getting-started/test-messages': {
        body: { success: true, data: { mobile_number: null, channels: [] } },
      },
      'GET /api/staff/getting-started/test-payment': state(null),
      'POST /api/staff/getting-started/test-payment': {
        body: {
          success: true,
          data: {
            id: 4,
            provider: 'sandbox',
            key: 'rzp_test_sandbox',
            provider_order_id: 'order_SBX1',
            total_paise: 118,
            currency: 'INR',
          },
        },
      },
      'POST /api/dev/sandbox/pay': {
        body: {
          success: true,
          razorpay_order_id: 'order_SBX1',
          razorpay_payment_id: 'pay_SBX1',
          razorpay_signature: 'sig',
        },
      },
      'POST /api/staff/getting-started/test-payment/verify': state(captured),
      'POST /api/staff/getting-started/test-payment/refund': state({
        ...captured,
        status: 'refunded',
        refunded_at: at,
      }),
    });
    const { user } = renderRoute('/staff/getting-started');
    const panel = await screen.findByRole('region', { name: 'Test payment' });
    expect(await within(panel).findByText(/₹1\.00 plus ₹0\.18 GST: ₹1\.18/)).toBeVisible();
    const pay = within(panel).getByRole('button', { name: 'Make a test payment' });
    expect(pay).toBeDisabled();
    await user.click(within(panel).getByLabelText('I want to pay ₹1.18 as a test payment'));
    await user.click(pay);

    const refund = await within(panel).findByRole('button', { name: 'Refund the test payment' });
    expect(api.callsTo('POST /api/staff/getting-started/test-payment')[0]?.body).toEqual({
      confirm: true,
    });
    expect(api.callsTo('POST /api/staff/getting-started/test-payment/verify')[0]?.body).toEqual({
      razorpay_order_id: 'order_SBX1',
      razorpay_payment_id: 'pay_SBX1',
      razorpay_signature: 'sig',
    });
    await user.click(refund);
    expect(await within(panel).findByText('Refunded')).toBeVisible();
    expect(api.callsTo('POST /api/staff/getting-started/test-payment/refund')).toHaveLength(1);
  });
});
