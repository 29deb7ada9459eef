// With Razorpay configured, a checkout names it and its public key id, so the page loads the
// provider's script as it opens; the key secret and the webhook secret never reach the browser.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app';
import { approvedApplication } from '../../../test/support/payment-fixtures';

const KEY_SECRET = 'key-secret-that-stays-on-the-server';
const WEBHOOK_SECRET = 'webhook-secret-that-stays-on-the-server';

const t = useTestApp({
  config: (base) => ({
    ...base,
    payment: {
      provider: 'razorpay',
      keyId: 'rzp_test_PublicKey01',
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
    },
  }),
});

describe('a checkout with the card provider configured', () => {
  it('names the provider and its public key id, and nothing secret', async () => {
    const approved = await approvedApplication(t.app, t.db);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/${approved.applicationId}`,
      headers: approved.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      provider: 'razorpay',
      key: 'rzp_test_PublicKey01',
    });
    expect(response.body).not.toContain(KEY_SECRET);
    expect(response.body).not.toContain(WEBHOOK_SECRET);
  });
});
