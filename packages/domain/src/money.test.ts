import { describe, it, expect } from 'vitest';
import {
  applyCoupon,
  feeBreakdown,
  roundOffOf,
  gstOnPaise,
  paiseToRupees,
  providerAmount,
  rupeesToPaise,
  splitGst,
  upgradeJoiningDifference,
  withGst,
} from './money';

describe('rupees and paise', () => {
  it('converts rupees to integer paise, rounding half-up', () => {
    expect(rupeesToPaise(0)).toBe(0);
    expect(rupeesToPaise(25000)).toBe(2_500_000);
    expect(rupeesToPaise(1234.5)).toBe(123_450);
    expect(rupeesToPaise(1.005)).toBe(101);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
  });

  it('converts paise back to rupees', () => {
    expect(paiseToRupees(123_450)).toBe(1234.5);
    expect(paiseToRupees(0)).toBe(0);
  });

  it('rejects negative, fractional and non-finite amounts', () => {
    expect(() => rupeesToPaise(-1)).toThrow(RangeError);
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
    expect(() => rupeesToPaise(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => paiseToRupees(1.5)).toThrow(RangeError);
    expect(() => paiseToRupees(-100)).toThrow(RangeError);
  });
});

describe('gstOnPaise', () => {
  it('is 18% of whole rupees exactly', () => {
    expect(gstOnPaise(100_000)).toBe(18_000);
    expect(gstOnPaise(2_500_000)).toBe(450_000);
  });

  it('is zero on zero', () => {
    expect(gstOnPaise(0)).toBe(0);
  });

  it('charges a configured rate in basis points, half-up, exactly even for huge amounts', () => {
    expect(gstOnPaise(100_000, 1200)).toBe(12_000);
    expect(gstOnPaise(100_000, 0)).toBe(0);
    expect(gstOnPaise(1, 2800)).toBe(0); // 0.28
    expect(gstOnPaise(2, 2500)).toBe(1); // 0.5 → 1
    const huge = Number.MAX_SAFE_INTEGER - 1;
    expect(gstOnPaise(huge, 1800)).toBe(Number((BigInt(huge) * 18n + 50n) / 100n));
    expect(() => gstOnPaise(100, 18.5)).toThrow(RangeError);
    expect(() => gstOnPaise(100, -1)).toThrow(RangeError);
  });

  it('rounds half a paisa up', () => {
    expect(gstOnPaise(25)).toBe(5); // 4.5 → 5
    expect(gstOnPaise(75)).toBe(14); // 13.5 → 14
    expect(gstOnPaise(125)).toBe(23); // 22.5 → 23
  });

  it('rounds below half a paisa down and above it up', () => {
    expect(gstOnPaise(1)).toBe(0); // 0.18
    expect(gstOnPaise(3)).toBe(1); // 0.54
    expect(gstOnPaise(36)).toBe(6); // 6.48
    expect(gstOnPaise(47)).toBe(8); // 8.46
    expect(gstOnPaise(53)).toBe(10); // 9.54
  });

  it('rejects fractional and negative amounts', () => {
    expect(() => gstOnPaise(10.5)).toThrow(RangeError);
    expect(() => gstOnPaise(-1)).toThrow(RangeError);
  });
});

describe('withGst', () => {
  it('adds GST to the amount', () => {
    expect(withGst(1_000_000)).toEqual({ amount: 1_000_000, gst: 180_000, total: 1_180_000 });
    expect(withGst(25)).toEqual({ amount: 25, gst: 5, total: 30 });
    expect(withGst(0)).toEqual({ amount: 0, gst: 0, total: 0 });
  });
});

describe('upgradeJoiningDifference', () => {
  it('is the new joining fee minus the previous one', () => {
    expect(upgradeJoiningDifference(5_000_000, 2_000_000)).toBe(3_000_000);
  });

  it('is never below zero', () => {
    expect(upgradeJoiningDifference(2_000_000, 5_000_000)).toBe(0);
    expect(upgradeJoiningDifference(2_000_000, 2_000_000)).toBe(0);
  });

  it('rejects invalid amounts', () => {
    expect(() => upgradeJoiningDifference(-1, 0)).toThrow(RangeError);
    expect(() => upgradeJoiningDifference(100, 0.5)).toThrow(RangeError);
  });
});

describe('applyCoupon', () => {
  it('leaves the amount alone without a coupon', () => {
    expect(applyCoupon(100_000, null)).toEqual({ discount: 0, net: 100_000 });
  });

  it('takes a percentage, rounded half-up to the paisa', () => {
    expect(applyCoupon(100_000, { kind: 'percent', percent: 10 })).toEqual({
      discount: 10_000,
      net: 90_000,
    });
    expect(applyCoupon(5, { kind: 'percent', percent: 10 })).toEqual({ discount: 1, net: 4 }); // 0.5
    expect(applyCoupon(4, { kind: 'percent', percent: 10 })).toEqual({ discount: 0, net: 4 }); // 0.4
    expect(applyCoupon(1000, { kind: 'percent', percent: 12.5 })).toEqual({
      discount: 125,
      net: 875,
    });
  });

  it('takes everything at 100% and nothing at 0%', () => {
    expect(applyCoupon(123_457, { kind: 'percent', percent: 100 })).toEqual({
      discount: 123_457,
      net: 0,
    });
    expect(applyCoupon(123_457, { kind: 'percent', percent: 0 })).toEqual({
      discount: 0,
      net: 123_457,
    });
  });

  it('takes a flat amount, never more than the amount', () => {
    expect(applyCoupon(100_000, { kind: 'flat', amountPaise: 25_000 })).toEqual({
      discount: 25_000,
      net: 75_000,
    });
    expect(applyCoupon(100_000, { kind: 'flat', amountPaise: 150_000 })).toEqual({
      discount: 100_000,
      net: 0,
    });
    expect(applyCoupon(0, { kind: 'flat', amountPaise: 500 })).toEqual({ discount: 0, net: 0 });
  });

  it('rejects percentages outside 0–100 and invalid flat amounts', () => {
    expect(() => applyCoupon(100, { kind: 'percent', percent: 101 })).toThrow(RangeError);
    expect(() => applyCoupon(100, { kind: 'percent', percent: -5 })).toThrow(RangeError);
    expect(() => applyCoupon(100, { kind: 'percent', percent: Number.NaN })).toThrow(RangeError);
    expect(() => applyCoupon(100, { kind: 'flat', amountPaise: -1 })).toThrow(RangeError);
    expect(() => applyCoupon(100, { kind: 'flat', amountPaise: 1.5 })).toThrow(RangeError);
    expect(() => applyCoupon(-100, null)).toThrow(RangeError);
  });
});

describe('feeBreakdown', () => {
  it('charges GST on joining plus annual fee without a coupon', () => {
    expect(feeBreakdown({ joiningFeePaise: 1_000_000, annualFeePaise: 500_000 })).toEqual({
      joiningFee: 1_000_000,
      discount: 0,
      annualFee: 500_000,
      taxable: 1_500_000,
      gst: 270_000,
      cgst: 135_000,
      sgst: 135_000,
      igst: 0,
      roundOff: 0,
      total: 1_770_000,
      gstRateBasisPoints: 1800,
    });
  });

  it('applies the coupon to the joining fee only', () => {
    expect(
      feeBreakdown({
        joiningFeePaise: 1_000_000,
        annualFeePaise: 500_000,
        coupon: { kind: 'percent', percent: 10 },
      }),
    ).toEqual({
      joiningFee: 1_000_000,
      discount: 100_000,
      annualFee: 500_000,
      taxable: 1_400_000,
      gst: 252_000,
      cgst: 126_000,
      sgst: 126_000,
      igst: 0,
      roundOff: 0,
      total: 1_652_000,
      gstRateBasisPoints: 1800,
    });
  });

  it('never discounts the annual fee, even with a 100% or oversized flat coupon', () => {
    const full = feeBreakdown({
      joiningFeePaise: 1_000_000,
      annualFeePaise: 500_000,
      coupon: { kind: 'percent', percent: 100 },
    });
    expect(full).toMatchObject({ discount: 1_000_000, taxable: 500_000, gst: 90_000 });
    expect(full.total).toBe(590_000);
    const flat = feeBreakdown({
      joiningFeePaise: 100_000,
      annualFeePaise: 500_000,
      coupon: { kind: 'flat', amountPaise: 900_000 },
    });
    expect(flat).toMatchObject({ discount: 100_000, taxable: 500_000, total: 590_000 });
  });

  it('handles zero fees and a null coupon', () => {
    expect(feeBreakdown({ joiningFeePaise: 0, annualFeePaise: 0, coupon: null })).toEqual({
      joiningFee: 0,
      discount: 0,
      annualFee: 0,
      taxable: 0,
      gst: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
      roundOff: 0,
      total: 0,
      gstRateBasisPoints: 1800,
    });
  });

  it('charges the rate it is given and says which', () => {
    const lines = feeBreakdown({
      joiningFeePaise: 1_000_000,
      annualFeePaise: 500_000,
      gstRateBasisPoints: 1250,
    });
    expect(lines).toMatchObject({ taxable: 1_500_000, gst: 187_500, total: 1_687_500 });
    expect(lines.gstRateBasisPoints).toBe(1250);
  });

  it('rounds each head on the taxable amount half-up', () => {
    // 9% of 25 paise is 2.25 → 2 each (GST 4) inside the state; 18% is 4.5 → 5 of IGST.
    const result = feeBreakdown({ joiningFeePaise: 0, annualFeePaise: 25 });
    expect(result).toMatchObject({ taxable: 25, cgst: 2, sgst: 2, gst: 4, total: 29 });
    const inter = feeBreakdown({ joiningFeePaise: 0, annualFeePaise: 25, intraState: false });
    expect(inter).toMatchObject({ taxable: 25, igst: 5, gst: 5, total: 30 });
  });

  it('rounds the total to the rupee only when asked, with the difference as its own figure', () => {
    // Taxable ₹73,765.50: CGST = SGST = ₹6,638.90, ₹87,043.30 exactly; rounded ₹87,043 (−0.30).
    const coupon = { kind: 'flat' as const, amountPaise: 123_450 };
    const exact = { joiningFeePaise: 5_000_000, annualFeePaise: 2_500_000, coupon };
    expect(feeBreakdown(exact)).toMatchObject({ roundOff: 0, total: 8_704_330 });
    expect(feeBreakdown({ ...exact, roundOff: true })).toMatchObject({
      gst: 1_327_780,
      roundOff: -30,
      total: 8_704_300,
    });
    // ₹1,234.50 → ₹1,235 (half a rupee goes up).
    expect(roundOffOf(123_450)).toBe(50);
    expect(roundOffOf(123_449)).toBe(-49);
    expect(roundOffOf(123_400)).toBe(0);
  });

  it('rejects an invalid annual fee', () => {
    expect(() => feeBreakdown({ joiningFeePaise: 0, annualFeePaise: -1 })).toThrow(RangeError);
  });
});

describe('splitGst', () => {
  it('splits intra-state GST into equal CGST and SGST', () => {
    expect(splitGst(180_000, true)).toEqual({ cgst: 90_000, sgst: 90_000, igst: 0 });
  });

  it('keeps CGST + SGST equal to GST for an odd number of paise', () => {
    const split = splitGst(180_001, true);
    expect(split.cgst + split.sgst).toBe(180_001);
    expect(split).toEqual({ cgst: 90_001, sgst: 90_000, igst: 0 });
    for (const gst of [0, 1, 3, 5, 99, 12_345]) {
      const { cgst, sgst, igst } = splitGst(gst, true);
      expect(cgst + sgst).toBe(gst);
      expect(Math.abs(cgst - sgst)).toBeLessThanOrEqual(1);
      expect(igst).toBe(0);
    }
  });

  it('charges inter-state GST as IGST', () => {
    expect(splitGst(180_001, false)).toEqual({ cgst: 0, sgst: 0, igst: 180_001 });
  });
});

describe('providerAmount', () => {
  it('is the total in paise (the spec’s rupee total × 100)', () => {
    expect(providerAmount(rupeesToPaise(17_700))).toBe(1_770_000);
    expect(providerAmount(0)).toBe(0);
    expect(() => providerAmount(10.5)).toThrow(RangeError);
  });
});
