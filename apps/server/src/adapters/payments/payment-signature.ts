// The card provider's signing scheme, shared by the Razorpay adapter and the sandbox so that the sandbox
// proves the same verification code that runs in production. We do not use the SDK's
// validatePaymentVerification / validateWebhookSignature: they compare with `===` (not constant-time)
// and throw on missing input instead of answering false.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 as lowercase hex, the form Razorpay sends. */
export function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

const SHA256_HEX = /^[0-9a-f]{64}$/;
// Razorpay ids are `order_…` / `pay_…` in base62; anything else (a '|' above all, which would let two
// different pairs sign the same text) cannot be a genuine pair.
const PROVIDER_ID = /^[A-Za-z0-9_]{1,64}$/;

/** True only for a well-formed signature equal to ours; compared in constant time, never throws. */
export function isValidHmacSha256Hex(
  secret: string,
  data: string | Buffer,
  signature: unknown,
): boolean {
  if (typeof signature !== 'string' || !SHA256_HEX.test(signature)) return false;
  const expected = Buffer.from(hmacSha256Hex(secret, data), 'hex');
  // Same length by construction (the pattern above), as timingSafeEqual requires.
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** The text Razorpay signs for a checkout payment: `order_id|payment_id`. */
export function paymentSignaturePayload(providerOrderId: string, providerPaymentId: string) {
  return `${providerOrderId}|${providerPaymentId}`;
}

export function signPayment(
  keySecret: string,
  providerOrderId: string,
  providerPaymentId: string,
): string {
  return hmacSha256Hex(keySecret, paymentSignaturePayload(providerOrderId, providerPaymentId));
}

export function isValidPaymentSignature(
  keySecret: string,
  input: { providerOrderId: unknown; providerPaymentId: unknown; signature: unknown },
): boolean {
  const { providerOrderId, providerPaymentId, signature } = input;
  if (typeof providerOrderId !== 'string' || !PROVIDER_ID.test(providerOrderId)) return false;
  if (typeof providerPaymentId !== 'string' || !PROVIDER_ID.test(providerPaymentId)) return false;
  return isValidHmacSha256Hex(
    keySecret,
    paymentSignaturePayload(providerOrderId, providerPaymentId),
    signature,
  );
}

/** The webhook signature covers the exact bytes received; a re-serialised body will not match. */
export function isValidWebhookSignature(
  webhookSecret: string,
  rawBody: unknown,
  signature: unknown,
): boolean {
  if (!Buffer.isBuffer(rawBody)) return false;
  return isValidHmacSha256Hex(webhookSecret, rawBody, signature);
}
