// Tally's amounts and dates (decision 079): rupees with two decimals, a debit negative; the date in India.
import { describe, expect, it } from 'vitest';
import { tallyAmount, tallyDate } from './tally-vouchers';

describe('tallyAmount and tallyDate', () => {
  it('writes paise as rupees with two decimals, a debit negative', () => {
    expect(tallyAmount(0)).toBe('0.00');
    expect(tallyAmount(5)).toBe('0.05');
    expect(tallyAmount(-5)).toBe('-0.05');
    expect(tallyAmount(-1_034_300)).toBe('-10343.00');
    expect(tallyAmount(876_550)).toBe('8765.50');
  });

  it("dates a voucher on the document's day in India", () => {
    expect(tallyDate(new Date('2026-05-31T18:29:59Z'))).toBe('20260531');
    expect(tallyDate(new Date('2026-05-31T18:30:00Z'))).toBe('20260601');
  });
});
