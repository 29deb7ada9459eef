// Signature checks, run against both providers: they share the scheme, so the sandbox proves the code
// production relies on. Every malformed or forged input must answer false, never throw.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PaymentProvider } from './payment-provider';
import { createRazorpayProvider } from './razorpay-provider';
import { createSandboxProvider, TEST_SANDBOX_SECRETS } from './sandbox-provider';

const KEY_SECRET = TEST_SANDBOX_SECRETS.keySecret;
const WEBHOOK_SECRET = TEST_SANDBOX_SECRETS.webhookSecret;
const ORDER_ID = 'order_Ez8vZ3zB7k1l9Q';
const PAYMENT_ID = 'pay_Ez8w2yQx1k0bNm';

/** Computed here independently of the code under test, as Razorpay documents it. */
const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

const validSignature = hmacHex(KEY_SECRET, `${ORDER_ID}|${PAYMENT_ID}`);

const providers: [string, PaymentProvider][] = [
  ['sandbox', createSandboxProvider(TEST_SANDBOX_SECRETS)],
  [
    'razorpay',
    createRazorpayProvider({
      keyId: 'rzp_test_abc',
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      // Never called: signatures need no API.
      ordersClient: {
        create: () => Promise.reject(new Error('unused')),
        fetchPayments: () => Promise.reject(new Error('unused')),
      },
    }),
  ],
];

/** The same hex with one character changed (still hex, same length). */
function changeOneCharacter(signature: string, index: number): string {
  const replacement = signature[index] === '0' ? '1' : '0';
  return signature.slice(0, index) + replacement + signature.slice(index + 1);
}

describe.each(providers)('%s: payment signature', (_name, provider) => {
  const verify = (
    overrides: Partial<Record<'providerOrderId' | 'providerPaymentId', string>> & {
      signature?: unknown;
    },
  ) =>
    provider.verifyPaymentSignature({
      providerOrderId: ORDER_ID,
      providerPaymentId: PAYMENT_ID,
      signature: validSignature,
      ...overrides,
    } as Parameters<PaymentProvider['verifyPaymentSignature']>[0]);

  it('accepts the HMAC-SHA256 of order_id|payment_id under the key secret', () => {
    expect(verify({})).toBe(true);
  });

  it('rejects a signature made with another secret', () => {
    expect(verify({ signature: hmacHex('forged', `${ORDER_ID}|${PAYMENT_ID}`) })).toBe(false);
  });

  it.each([0, 31, 63])('rejects the signature with character %i changed', (index) => {
    expect(verify({ signature: changeOneCharacter(validSignature, index) })).toBe(false);
  });

  it('rejects the signature for another order, or with the ids swapped', () => {
    expect(verify({ providerOrderId: 'order_Ez8vZ3zB7k1l9R' })).toBe(false);
    expect(verify({ providerPaymentId: 'pay_Ez8w2yQx1k0bNn' })).toBe(false);
    expect(verify({ providerOrderId: PAYMENT_ID, providerPaymentId: ORDER_ID })).toBe(false);
  });

  it('rejects ids that could make two pairs sign the same text', () => {
    const signature = hmacHex(KEY_SECRET, 'order_A|pay_B|pay_C');
    expect(
      verify({ providerOrderId: 'order_A|pay_B', providerPaymentId: 'pay_C', signature }),
    ).toBe(false);
  });

  it.each([
    ['one character short', validSignature.slice(0, -1)],
    ['one character long', `${validSignature}0`],
    ['twice as long', validSignature + validSignature],
    ['non-hex garbage of the right length', 'z'.repeat(64)],
    ['upper-case hex (Razorpay sends lower case)', validSignature.toUpperCase()],
    ['surrounded by spaces', ` ${validSignature} `],
    ['empty', ''],
    ['not a string', 12345],
    ['missing', undefined],
    ['null', null],
  ])('rejects a signature that is %s, without throwing', (_label, signature) => {
    expect(() => verify({ signature })).not.toThrow();
    expect(verify({ signature })).toBe(false);
  });

  it('rejects empty or missing ids, without throwing', () => {
    expect(verify({ providerOrderId: '' })).toBe(false);
    expect(verify({ providerPaymentId: '' })).toBe(false);
    expect(verify({ providerOrderId: undefined as unknown as string })).toBe(false);
  });
});

describe.each(providers)('%s: webhook signature', (_name, provider) => {
  const body = Buffer.from(
    '{"entity":"event","event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_1","amount":100}}},"created_at":1700000000}',
  );
  const signature = hmacHex(WEBHOOK_SECRET, body);

  it('accepts the HMAC-SHA256 of the exact raw body under the webhook secret', () => {
    expect(provider.verifyWebhookSignature(body, signature)).toBe(true);
  });

  it('rejects the same content serialised again (the bytes differ)', () => {
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(body.toString()), null, 2));
    expect(provider.verifyWebhookSignature(reserialised, signature)).toBe(false);
    const withTrailingNewline = Buffer.concat([body, Buffer.from('\n')]);
    expect(provider.verifyWebhookSignature(withTrailingNewline, signature)).toBe(false);
  });

  it('rejects the key secret in place of the webhook secret', () => {
    expect(provider.verifyWebhookSignature(body, hmacHex(KEY_SECRET, body))).toBe(false);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['one character changed', changeOneCharacter(signature, 10)],
    ['of another length', signature.slice(2)],
    ['garbage', 'sha256=not-a-signature'],
  ])('rejects a signature that is %s', (_label, candidate) => {
    expect(provider.verifyWebhookSignature(body, candidate)).toBe(false);
  });

  it('rejects a body that is not the raw bytes, without throwing', () => {
    const parsed = JSON.parse(body.toString()) as unknown;
    expect(provider.verifyWebhookSignature(parsed as Buffer, signature)).toBe(false);
    expect(provider.verifyWebhookSignature(body.toString() as unknown as Buffer, signature)).toBe(
      false,
    );
  });
});
