import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type PaymentConfig } from '../../config';
import { createPaymentProvider } from './create-payment-provider';
import { SANDBOX_PUBLIC_KEY, SANDBOX_SUCCESS_CARD } from './sandbox-provider';

const APP_SECRET = 'x'.repeat(48);
const razorpay = (overrides: Partial<Extract<PaymentConfig, { provider: 'razorpay' }>> = {}) => ({
  appSecret: APP_SECRET,
  payment: {
    provider: 'razorpay' as const,
    keyId: 'rzp_live_1DP5mmOlF5G5ag',
    keySecret: 'key-secret-value',
    webhookSecret: 'webhook-secret-value',
    ...overrides,
  },
});

describe('choosing the payment provider from the configuration', () => {
  it('is the sandbox by default', () => {
    const provider = createPaymentProvider(loadConfig({ NODE_ENV: 'test' }));
    expect(provider.name).toBe('sandbox');
    expect(provider.publicKey).toBe(SANDBOX_PUBLIC_KEY);
  });

  it('signs with secrets derived from APP_SECRET, so another process (or a restart) agrees', async () => {
    const config = { payment: { provider: 'sandbox' as const }, appSecret: APP_SECRET };
    const first = createPaymentProvider(config);
    const second = createPaymentProvider(config);
    const other = createPaymentProvider({ ...config, appSecret: 'y'.repeat(48) });
    if (first.name !== 'sandbox') throw new Error('expected the sandbox');

    const { providerOrderId } = await first.createOrder({
      amountPaise: 100_000,
      receipt: 'r-1',
      notes: {},
    });
    const result = first.pay({ providerOrderId, card: SANDBOX_SUCCESS_CARD });
    if (result.outcome !== 'paid') throw new Error('expected a payment');
    const signed = {
      providerOrderId,
      providerPaymentId: result.response.razorpay_payment_id,
      signature: result.response.razorpay_signature,
    };
    expect(second.verifyPaymentSignature(signed)).toBe(true);
    expect(second.verifyWebhookSignature(result.webhook.rawBody, result.webhook.signature)).toBe(
      true,
    );
    expect(other.verifyPaymentSignature(signed)).toBe(false);
  });

  it('is Razorpay when PAYMENT_PROVIDER=razorpay with its three keys', () => {
    const provider = createPaymentProvider(
      loadConfig({
        NODE_ENV: 'test',
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_test_1DP5mmOlF5G5ag',
        RAZORPAY_KEY_SECRET: 'secret',
        RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
      }),
    );
    expect(provider.name).toBe('razorpay');
    expect(provider.publicKey).toBe('rzp_test_1DP5mmOlF5G5ag');
    expect('pay' in provider).toBe(false);
  });

  it('refuses to start Razorpay without its keys, naming each one', () => {
    expect(() =>
      createPaymentProvider(razorpay({ keyId: '', keySecret: ' ', webhookSecret: '' })),
    ).toThrow(ConfigError);
    try {
      createPaymentProvider(razorpay({ keyId: '', keySecret: ' ', webhookSecret: '' }));
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'RAZORPAY_KEY_ID: is required when PAYMENT_PROVIDER=razorpay',
        'RAZORPAY_KEY_SECRET: is required when PAYMENT_PROVIDER=razorpay',
        'RAZORPAY_WEBHOOK_SECRET: is required when PAYMENT_PROVIDER=razorpay',
      ]);
    }
  });

  it('refuses a key id that is not one (a swapped secret would be sent to every browser)', () => {
    const swapped = razorpay({ keyId: 'key-secret-value', keySecret: 'rzp_live_1DP5mmOlF5G5ag' });
    expect(() => createPaymentProvider(swapped)).toThrow(
      'RAZORPAY_KEY_ID: must be a Razorpay key id (rzp_test_… or rzp_live_…)',
    );
    expect(() => createPaymentProvider(swapped)).not.toThrow('key-secret-value');
  });
});
