// Fee, GST and coupon maths. Every amount is an integer number of paise; rounding is done once, with
// integer arithmetic, half-up to the paisa, so server, web and receipts always agree.
import { DEFAULT_GST_RATE_BASIS_POINTS } from './constants';

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

function assertGstRate(rateBasisPoints: number): void {
  if (!Number.isSafeInteger(rateBasisPoints) || rateBasisPoints < 0 || rateBasisPoints > 10_000) {
    throw new RangeError(`GST rate must be whole basis points (0–10000), got ${rateBasisPoints}`);
  }
}

/**
 * Half-up rounding of amount × rate / 10000 where rate is in basis points. The amount is split into
 * whole ten-thousands and the rest so no product leaves the safe integers: exact for every amount.
 */
function basisPointsOf(amountPaise: number, rateBasisPoints: number): number {
  const rest = amountPaise % 10_000;
  const wholes = (amountPaise - rest) / 10_000;
  return wholes * rateBasisPoints + Math.floor((rest * rateBasisPoints + 5000) / 10_000);
}

/**
 * GST at the given rate in basis points (default 1800 = 18%), rounded half-up to the paisa. For the
 * default rate this is exactly the former `amount × 18 / 100` rounding.
 */
export function gstOnPaise(
  amountPaise: number,
  rateBasisPoints: number = DEFAULT_GST_RATE_BASIS_POINTS,
): number {
  assertPaise(amountPaise);
  assertGstRate(rateBasisPoints);
  return basisPointsOf(amountPaise, rateBasisPoints);
}

export function withGst(
  amountPaise: number,
  rateBasisPoints: number = DEFAULT_GST_RATE_BASIS_POINTS,
): { amount: number; gst: number; total: number } {
  const gst = gstOnPaise(amountPaise, rateBasisPoints);
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
  /** The GST rate charged, in basis points. */
  gstRateBasisPoints: number;
};

/** Checkout lines: the coupon applies to the joining fee; GST is charged on what remains plus the annual fee. */
export function feeBreakdown(input: {
  joiningFeePaise: number;
  annualFeePaise: number;
  coupon?: Coupon | null;
  /** The GST rate now (the association's setting), basis points; default 1800. */
  gstRateBasisPoints?: number;
}): FeeBreakdown {
  const { joiningFeePaise, annualFeePaise } = input;
  assertPaise(annualFeePaise, 'annualFeePaise');
  const { discount, net } = applyCoupon(joiningFeePaise, input.coupon ?? null);
  const taxable = net + annualFeePaise;
  const gstRateBasisPoints = input.gstRateBasisPoints ?? DEFAULT_GST_RATE_BASIS_POINTS;
  const gst = gstOnPaise(taxable, gstRateBasisPoints);
  return {
    joiningFee: joiningFeePaise,
    discount,
    annualFee: annualFeePaise,
    taxable,
    gst,
    total: taxable + gst,
    gstRateBasisPoints,
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
