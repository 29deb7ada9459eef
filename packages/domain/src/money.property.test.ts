// Properties of the fee maths for any amount, checked against references written with BigInt so that
// a rounding slip in money.ts cannot hide behind the same slip here.
//
// money.ts multiplies in doubles, so its results are exact while amount × rate stays a safe integer:
// up to ≈ 5 × 10^14 paise for GST (× 18) and ≈ 9 × 10^11 paise (₹900 crore) for a percent coupon
// (× 10,000 basis points). The generators stay inside those limits, far above any membership fee;
// beyond them money.ts drifts by a paisa (e.g. 99.9% of 8,291,537,221,500 paise).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyCoupon,
  feeBreakdown,
  gstOnPaise,
  splitGst,
  upgradeJoiningDifference,
  withGst,
  type Coupon,
} from './money';

const GST_EXACT_MAX_PAISE = Math.floor((Number.MAX_SAFE_INTEGER - 50) / 18);
const COUPON_EXACT_MAX_PAISE = Math.floor((Number.MAX_SAFE_INTEGER - 5000) / 10_000);

/** Any amount GST is exact for. */
const taxablePaise = fc.integer({ min: 0, max: GST_EXACT_MAX_PAISE });
/** A fee a coupon may apply to: also leaves room for annual fee + GST to stay exact. */
const feePaise = fc.integer({ min: 0, max: COUPON_EXACT_MAX_PAISE });

/** Coupon percents as the admin enters them: 0–100 with up to two decimals. */
const basisPoints = fc.integer({ min: 0, max: 10_000 });
const coupon: fc.Arbitrary<Coupon | null> = fc.oneof(
  fc.constant(null),
  basisPoints.map((points): Coupon => ({ kind: 'percent', percent: points / 100 })),
  feePaise.map((amountPaise): Coupon => ({ kind: 'flat', amountPaise })),
);

/** Round-half-up of numerator / denominator, by quotient and remainder (not the code's formula). */
function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  return remainder * 2n >= denominator ? quotient + 1n : quotient;
}

const referenceGst = (taxable: number): number => Number(roundHalfUp(BigInt(taxable) * 18n, 100n));

function referenceDiscount(amount: number, applied: Coupon | null): number {
  if (applied === null) return 0;
  const raw =
    applied.kind === 'flat'
      ? BigInt(applied.amountPaise)
      : roundHalfUp(BigInt(amount) * BigInt(Math.round(applied.percent * 100)), 10_000n);
  return Number(raw < BigInt(amount) ? raw : BigInt(amount));
}

const isPaise = (value: number): boolean => Number.isSafeInteger(value) && value >= 0;

/** Two amounts, smaller first. */
const orderedPair = (amount: fc.Arbitrary<number>): fc.Arbitrary<[number, number]> =>
  fc.tuple(amount, amount).map(([a, b]) => (a <= b ? [a, b] : [b, a]));

describe('gstOnPaise', () => {
  it('is 18% rounded half-up to the paisa, as BigInt arithmetic computes it', () => {
    fc.assert(
      fc.property(taxablePaise, (taxable) => {
        const gst = gstOnPaise(taxable);
        expect(isPaise(gst)).toBe(true);
        expect(gst).toBe(referenceGst(taxable));
      }),
      { numRuns: 1000 },
    );
  });

  it('rounds half a paisa up and less than half down', () => {
    // 18% of 25 paise is 4.5 → 5; of 36 is 6.48 → 6; of 53 is 9.54 → 10.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (rupees) => {
        const base = rupees * 100;
        expect(gstOnPaise(base + 25) - gstOnPaise(base)).toBe(5);
        expect(gstOnPaise(base + 36) - gstOnPaise(base)).toBe(6);
        expect(gstOnPaise(base + 53) - gstOnPaise(base)).toBe(10);
      }),
    );
  });

  it('never decreases as the taxable amount grows', () => {
    fc.assert(
      fc.property(orderedPair(taxablePaise), ([smaller, larger]) => {
        expect(gstOnPaise(smaller)).toBeLessThanOrEqual(gstOnPaise(larger));
      }),
    );
  });

  it('rejects negative and fractional amounts', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ max: -1 }),
          fc.double({ noNaN: true }).filter((n) => !Number.isInteger(n)),
        ),
        (bad) => {
          expect(() => gstOnPaise(bad)).toThrow(RangeError);
        },
      ),
    );
  });
});

describe('withGst', () => {
  it('keeps the amount, adds GST and totals exactly', () => {
    fc.assert(
      fc.property(taxablePaise, (taxable) => {
        const { amount, gst, total } = withGst(taxable);
        expect(amount).toBe(taxable);
        expect(gst).toBe(referenceGst(taxable));
        expect(total).toBe(taxable + gst);
        expect(isPaise(total)).toBe(true);
      }),
    );
  });

  it('has a total that never decreases as the amount grows', () => {
    fc.assert(
      fc.property(orderedPair(taxablePaise), ([smaller, larger]) => {
        expect(withGst(smaller).total).toBeLessThanOrEqual(withGst(larger).total);
      }),
    );
  });
});

describe('splitGst', () => {
  const gstPaise = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });

  it('splits intra-state GST into CGST and SGST that add up and differ by at most a paisa', () => {
    fc.assert(
      fc.property(gstPaise, (gst) => {
        const { cgst, sgst, igst } = splitGst(gst, true);
        expect(isPaise(cgst) && isPaise(sgst)).toBe(true);
        expect(igst).toBe(0);
        expect(cgst + sgst).toBe(gst);
        expect(Math.abs(cgst - sgst)).toBeLessThanOrEqual(1);
        expect(cgst).toBeGreaterThanOrEqual(sgst);
      }),
    );
  });

  it('makes CGST + SGST equal to the IGST of the same GST', () => {
    fc.assert(
      fc.property(gstPaise, (gst) => {
        const intra = splitGst(gst, true);
        const inter = splitGst(gst, false);
        expect(inter).toEqual({ cgst: 0, sgst: 0, igst: gst });
        expect(intra.cgst + intra.sgst).toBe(inter.igst);
      }),
    );
  });

  it('gives each half of an 18% GST at 9%, within a paisa of rounding 9% directly', () => {
    fc.assert(
      fc.property(taxablePaise, (taxable) => {
        const { cgst, sgst } = splitGst(gstOnPaise(taxable), true);
        const ninePercent = Number(roundHalfUp(BigInt(taxable) * 9n, 100n));
        expect(Math.abs(cgst - ninePercent)).toBeLessThanOrEqual(1);
        expect(Math.abs(sgst - ninePercent)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('applyCoupon', () => {
  it('discounts between nothing and the whole amount, in whole paise, as the reference does', () => {
    fc.assert(
      fc.property(feePaise, coupon, (amount, applied) => {
        const { discount, net } = applyCoupon(amount, applied);
        expect(isPaise(discount) && isPaise(net)).toBe(true);
        expect(discount).toBeLessThanOrEqual(amount);
        expect(net).toBe(amount - discount);
        expect(discount).toBe(referenceDiscount(amount, applied));
      }),
      { numRuns: 1000 },
    );
  });

  it('takes everything at 100% and nothing at 0% or without a coupon', () => {
    fc.assert(
      fc.property(feePaise, (amount) => {
        expect(applyCoupon(amount, { kind: 'percent', percent: 100 })).toEqual({
          discount: amount,
          net: 0,
        });
        expect(applyCoupon(amount, { kind: 'percent', percent: 0 }).discount).toBe(0);
        expect(applyCoupon(amount, null)).toEqual({ discount: 0, net: amount });
      }),
    );
  });

  it('leaves a net that never decreases as the amount grows, for the same coupon', () => {
    fc.assert(
      fc.property(orderedPair(feePaise), coupon, ([smaller, larger], applied) => {
        expect(applyCoupon(smaller, applied).net).toBeLessThanOrEqual(
          applyCoupon(larger, applied).net,
        );
      }),
    );
  });

  it('rejects a percent outside 0–100', () => {
    fc.assert(
      fc.property(
        feePaise,
        fc.oneof(fc.double({ max: -0.01, noNaN: true }), fc.double({ min: 100.01, noNaN: true })),
        (amount, percent) => {
          expect(() => applyCoupon(amount, { kind: 'percent', percent })).toThrow(RangeError);
        },
      ),
    );
  });
});

describe('upgradeJoiningDifference', () => {
  it('is the new fee minus the previous one, never negative and never above the new fee', () => {
    fc.assert(
      fc.property(feePaise, feePaise, (newFee, previousFee) => {
        const difference = upgradeJoiningDifference(newFee, previousFee);
        expect(isPaise(difference)).toBe(true);
        expect(difference).toBeLessThanOrEqual(newFee);
        expect(difference).toBe(newFee > previousFee ? newFee - previousFee : 0);
      }),
    );
  });

  it('grows with the new fee and shrinks with the previous one', () => {
    fc.assert(
      fc.property(orderedPair(feePaise), feePaise, ([lower, higher], other) => {
        expect(upgradeJoiningDifference(lower, other)).toBeLessThanOrEqual(
          upgradeJoiningDifference(higher, other),
        );
        expect(upgradeJoiningDifference(other, lower)).toBeGreaterThanOrEqual(
          upgradeJoiningDifference(other, higher),
        );
      }),
    );
  });
});

describe('feeBreakdown', () => {
  it('discounts only the joining fee and totals taxable + GST exactly', () => {
    fc.assert(
      fc.property(feePaise, feePaise, coupon, (joiningFeePaise, annualFeePaise, applied) => {
        const lines = feeBreakdown({ joiningFeePaise, annualFeePaise, coupon: applied });
        for (const value of Object.values(lines)) expect(isPaise(value)).toBe(true);
        expect(lines.joiningFee).toBe(joiningFeePaise);
        expect(lines.annualFee).toBe(annualFeePaise);
        expect(lines.discount).toBe(referenceDiscount(joiningFeePaise, applied));
        expect(lines.discount).toBeLessThanOrEqual(joiningFeePaise);
        expect(lines.taxable).toBe(joiningFeePaise - lines.discount + annualFeePaise);
        // Inside the state (the default) each half is rounded on its own (gst-heads.property.test.ts).
        expect(Math.abs(lines.gst - referenceGst(lines.taxable))).toBeLessThanOrEqual(1);
        expect(lines.gst).toBe(lines.cgst + lines.sgst);
        expect(lines.total).toBe(lines.taxable + lines.gst);
      }),
      { numRuns: 1000 },
    );
  });

  it('has a total that never decreases as either fee grows, for the same coupon', () => {
    fc.assert(
      fc.property(
        orderedPair(feePaise),
        orderedPair(feePaise),
        coupon,
        ([joiningLow, joiningHigh], [annualLow, annualHigh], applied) => {
          const low = feeBreakdown({
            joiningFeePaise: joiningLow,
            annualFeePaise: annualLow,
            coupon: applied,
          });
          const high = feeBreakdown({
            joiningFeePaise: joiningHigh,
            annualFeePaise: annualHigh,
            coupon: applied,
          });
          expect(low.taxable).toBeLessThanOrEqual(high.taxable);
          expect(low.total).toBeLessThanOrEqual(high.total);
        },
      ),
    );
  });

  it('treats a missing coupon as none', () => {
    fc.assert(
      fc.property(feePaise, feePaise, (joiningFeePaise, annualFeePaise) => {
        expect(feeBreakdown({ joiningFeePaise, annualFeePaise })).toEqual(
          feeBreakdown({ joiningFeePaise, annualFeePaise, coupon: null }),
        );
      }),
    );
  });
});
