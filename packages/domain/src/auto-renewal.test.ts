import { describe, expect, it } from 'vitest';
import {
  debitDate,
  mandateMethodsFor,
  NO_AUTHENTICATION_LIMIT_PAISE,
  noticeOpensOn,
} from './auto-renewal';

describe('auto-renewal rules', () => {
  it('offers UPI AutoPay and cards within ₹15,000 and an e-mandate for any amount', () => {
    expect(mandateMethodsFor(590_000)).toEqual(['upi', 'emandate', 'card']);
    expect(mandateMethodsFor(NO_AUTHENTICATION_LIMIT_PAISE)).toEqual(['upi', 'emandate', 'card']);
    // A Silver renewal: ₹15,000 plus 18% GST.
    expect(mandateMethodsFor(1_770_000)).toEqual(['emandate']);
  });

  it('debits on the chosen day before expiry, never sooner than 24 hours after the notice', () => {
    const expiry = new Date('2026-12-31T18:29:00Z');
    const early = new Date('2026-12-20T10:00:00Z');
    expect(debitDate(expiry, 7, early)).toEqual(new Date('2026-12-24T18:29:00Z'));
    const late = new Date('2026-12-24T10:00:00Z');
    expect(debitDate(expiry, 7, late)).toEqual(new Date('2026-12-25T10:00:00Z'));
    expect(noticeOpensOn(expiry, 7)).toEqual(new Date('2026-12-22T18:29:00Z'));
  });
});
