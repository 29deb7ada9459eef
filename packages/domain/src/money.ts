// Fee, GST and coupon maths. Every amount is an integer number of paise; rounding is done once, with
// integer arithmetic, half-up to the paisa, so server, web and receipts always agree.
import { GST_RATE_PERCENT } from './constants';

function assertPaise(value: number, name = 'amount'): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer number of paise, got ${value}`);
  }
}

/** Rupees (may carry paise as decimals) to integer paise, rounded half-up. */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isFinite(rupees) || rupees < 0) {
    throw new RangeError(`rupees must be a finite non-negative number, got ${rupees}`);
  }
  // toPrecision(15) removes binary noise first (1.005 * 100 is 100.49999999999999).
  const paise = Math.round(Number((rupees * 100).toPrecision(15)));
  assertPaise(paise, 'rupees');
  return paise;
}

export function paiseToRupees(paise: number): number {
  assertPaise(paise, 'paise');
  return paise / 100;
}

/** Half-up rounding of amount × rate / 100 where rate is an integer. */
function percentOf(amountPaise: number, ratePercent: number): number {
  return Math.floor((amountPaise * ratePercent + 50) / 100);
}

/** GST at 18%, rounded half-up to the paisa. */
export function gstOnPaise(amountPaise: number): number {
  assertPaise(amountPaise);
  return percentOf(amountPaise, GST_RATE_PERCENT);
}

export function withGst(amountPaise: number): { amount: number; gst: number; total: number } {
  const gst = gstOnPaise(amountPaise);
  return { amount: amountPaise, gst, total: amountPaise + gst };
}

/** Upgrade joining fee: new plan's joining fee minus the previous plan's, never below zero. */
export function upgradeJoiningDifference(
  newJoiningPaise: number,
  previousJoiningPaise: number,
): number {
  assertPaise(newJoiningPaise, 'newJoiningPaise');
  assertPaise(previousJoiningPaise, 'previousJoiningPaise');
  return Math.max(0, newJoiningPaise - previousJoiningPaise);
}

export type Coupon = { kind: 'percent'; percent: number } | { kind: 'flat'; amountPaise: number };

/**
 * Discount of a coupon on an amount. A percent coupon (0–100, up to two decimals; finer values are
 * rounded to hundredths of a percent) rounds half-up to the paisa; a flat coupon is capped at the
 * amount. The discount never exceeds the amount, so net is never below zero.
 */
export function applyCoupon(
  amountPaise: number,
  coupon: Coupon | null,
): { discount: number; net: number } {
  assertPaise(amountPaise);
  let discount = 0;
  if (coupon?.kind === 'percent') {
    const { percent } = coupon;
    if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
      throw new RangeError(`coupon percent must be between 0 and 100, got ${percent}`);
    }
    const basisPoints = Math.round(percent * 100);
    discount = Math.floor((amountPaise * basisPoints + 5000) / 10000);
  } else if (coupon?.kind === 'flat') {
    assertPaise(coupon.amountPaise, 'coupon amountPaise');
    discount = coupon.amountPaise;
  }
  discount = Math.min(discount, amountPaise);
  return { discount, net: amountPaise - discount };
}

export type FeeBreakdown = {
  joiningFee: number;
  discount: number;
  annualFee: number;
  taxable: number;
  gst: number;
  total: number;
};

/** Checkout lines: the coupon applies to the joining fee; GST is charged on what remains plus the annual fee. */
export function feeBreakdown(input: {
  joiningFeePaise: number;
  annualFeePaise: number;
  coupon?: Coupon | null;
}): FeeBreakdown {
  const { joiningFeePaise, annualFeePaise } = input;
  assertPaise(annualFeePaise, 'annualFeePaise');
  const { discount, net } = applyCoupon(joiningFeePaise, input.coupon ?? null);
  const taxable = net + annualFeePaise;
  const gst = gstOnPaise(taxable);
  return {
    joiningFee: joiningFeePaise,
    discount,
    annualFee: annualFeePaise,
    taxable,
    gst,
    total: taxable + gst,
  };
}

/**
 * Intra-state GST is split into CGST and SGST that add up to the GST exactly; an odd paisa goes to
 * CGST. Inter-state GST is all IGST.
 */
export function splitGst(
  gstPaise: number,
  intraState: boolean,
): { cgst: number; sgst: number; igst: number } {
  assertPaise(gstPaise, 'gstPaise');
  if (!intraState) return { cgst: 0, sgst: 0, igst: gstPaise };
  const sgst = Math.floor(gstPaise / 2);
  return { cgst: gstPaise - sgst, sgst, igst: 0 };
}

/**
 * The amount handed to the card provider, in its smallest unit. The spec's 'total times 100' turns a
 * rupee total into paise; our totals are already paise, so this is the total itself (checked).
 */
export function providerAmount(totalPaise: number): number {
  assertPaise(totalPaise, 'totalPaise');
  return totalPaise;
}

/** An upgrade pays the differences of both fees between the new plan and the previous one. */
export function upgradeFeeDifferences(
  next: { joiningFeePaise: number; annualFeePaise: number },
  previous: { joiningFeePaise: number; annualFeePaise: number },
): { joiningFeePaise: number; annualFeePaise: number } {
  return {
    joiningFeePaise: upgradeJoiningDifference(next.joiningFeePaise, previous.joiningFeePaise),
    annualFeePaise: upgradeJoiningDifference(next.annualFeePaise, previous.annualFeePaise),
  };
}
