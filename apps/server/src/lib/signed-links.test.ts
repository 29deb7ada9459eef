import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  paymentLink,
  referenceLink,
  signPaymentToken,
  signReferenceToken,
  verifyPaymentToken,
  verifyReferenceToken,
} from './signed-links';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const now = new Date('2026-03-02T09:00:00Z');
const day = 86_400_000;

describe('reference tokens', () => {
  it('round-trip until they expire', async () => {
    const token = await signReferenceToken(secret, { planHistoryId: 7, num: 2 }, { now, days: 14 });
    expect(await verifyReferenceToken(secret, token, new Date(now.getTime() + 13 * day))).toEqual({
      ok: true,
      claims: { planHistoryId: 7, num: 2 },
    });
    expect(await verifyReferenceToken(secret, token, new Date(now.getTime() + 15 * day))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuse another secret, an altered token and a payment token', async () => {
    const token = await signReferenceToken(secret, { planHistoryId: 7, num: 1 }, { now, days: 14 });
    const other = await verifyReferenceToken(`${secret}x`, token, now);
    expect(other).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyReferenceToken(secret, `${token}x`, now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const payment = await signPaymentToken(secret, 7, {
      now,
      expiresAt: new Date(now.getTime() + day),
    });
    expect(await verifyReferenceToken(secret, payment, now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect((await verifyPaymentToken(secret, payment, now)).ok).toBe(true);
    expect((await verifyPaymentToken(secret, token, now)).ok).toBe(false);
  });
});

describe('link tokens without an expiry', () => {
  it('are refused, however well signed', async () => {
    const sign = (purpose: 'reference' | 'payment', claims: Record<string, unknown>) =>
      new SignJWT({ ...claims, purpose })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('portico')
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .sign(new TextEncoder().encode(`${purpose}-link:${secret}`));
    const reference = await sign('reference', { ph: 7, num: 1 });
    expect(await verifyReferenceToken(secret, reference, now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const payment = await sign('payment', { ph: 7 });
    expect(await verifyPaymentToken(secret, payment, now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});

describe('links', () => {
  it('follow the routes of the specification', () => {
    expect(referenceLink('https://portal.example', 12, 1, 'approve', 'T')).toBe(
      'https://portal.example/application/1/PA-000012/approve?t=T',
    );
    expect(paymentLink('https://portal.example', 12, 'new', 7, 'T')).toBe(
      'https://portal.example/register/user/checkout/PA-000012?h=7&t=T',
    );
    expect(paymentLink('https://portal.example', 12, 'upgrade', 7, 'T')).toBe(
      'https://portal.example/app/upgrade/checkout/PA-000012?h=7&t=T',
    );
  });
});
