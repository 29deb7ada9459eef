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

/** The tax heads of a supply, in paise: gst = cgst + sgst + igst. */
export type GstHeads = { cgst: number; sgst: number; igst: number; gst: number };

/** Half-up rounding of amount × rate / divisor in BigInt: exact for every safe amount. */
function roundedShare(amountPaise: number, rateBasisPoints: number, divisor: bigint): number {
  return Number((BigInt(amountPaise) * BigInt(rateBasisPoints) * 2n + divisor) / (divisor * 2n));
}

/**
 * The tax on a taxable value, head by head, as the GST portal checks it: inside the state CGST and
 * SGST are each round(taxable × rate / 2) (half-up to the paisa), so they are always equal, and GST
 * is their sum; between states IGST is round(taxable × rate). Rounding each head rather than the
 * GST and then splitting it means an intra-state GST may be a paisa above or below the inter-state
 * one (taxable ₹8,765.50 at 18 %: CGST 788.90 + SGST 788.90 = 1,577.80; IGST 1,577.79).
 */
export function gstHeads(input: {
  taxablePaise: number;
  rateBasisPoints?: number;
  intraState: boolean;
}): GstHeads {
  const rate = input.rateBasisPoints ?? DEFAULT_GST_RATE_BASIS_POINTS;
  assertPaise(input.taxablePaise, 'taxablePaise');
  assertGstRate(rate);
  if (!input.intraState) {
    const igst = roundedShare(input.taxablePaise, rate, 10_000n);
    return { cgst: 0, sgst: 0, igst, gst: igst };
  }
  const half = roundedShare(input.taxablePaise, rate, 20_000n);
  return { cgst: half, sgst: half, igst: 0, gst: half * 2 };
}

export type FeeBreakdown = {
  joiningFee: number;
  discount: number;
  annualFee: number;
  taxable: number;
  /** cgst + sgst + igst, each rounded on its own (gstHeads). */
  gst: number;
  cgst: number;
  sgst: number;
  igst: number;
  /**
   * What rounds taxable + GST to the rupee (−50 to +49 paise) when the association turns "Round off"
   * on in Settings; 0 otherwise. Printed as its own line on the invoice.
   */
  roundOff: number;
  /** taxable + gst + roundOff: the amount charged. */
  total: number;
  /** The GST rate charged, in basis points. */
  gstRateBasisPoints: number;
};

/** What takes an amount to the nearest rupee, half-up: 12_345 → −45, 12_350 → +50 … −50 to +49. */
export function roundOffOf(amountPaise: number): number {
  assertPaise(amountPaise);
  return Math.floor((amountPaise + 50) / 100) * 100 - amountPaise;
}

/**
 * Checkout lines: the coupon applies to the joining fee; GST is charged on what remains plus the
 * annual fee, head by head for the place of supply (intra-state unless told otherwise: a buyer
 * whose state is unknown is supplied in the association's state), so the total charged is the total
 * the tax invoice prints.
 */
export function feeBreakdown(input: {
  joiningFeePaise: number;
  annualFeePaise: number;
  coupon?: Coupon | null;
  /** The GST rate now (the association's setting), basis points; default 1800. */
  gstRateBasisPoints?: number;
  /** CGST + SGST (true, the default) or IGST. */
  intraState?: boolean;
  /** Round the total to the rupee (the association's "Round off" setting; default off). */
  roundOff?: boolean;
}): FeeBreakdown {
  const { joiningFeePaise, annualFeePaise } = input;
  assertPaise(annualFeePaise, 'annualFeePaise');
  const { discount, net } = applyCoupon(joiningFeePaise, input.coupon ?? null);
  const taxable = net + annualFeePaise;
  const gstRateBasisPoints = input.gstRateBasisPoints ?? DEFAULT_GST_RATE_BASIS_POINTS;
  const untaxed: FeeBreakdown = {
    joiningFee: joiningFeePaise,
    discount,
    annualFee: annualFeePaise,
    taxable,
    gst: 0,
    cgst: 0,
    sgst: 0,
    igst: 0,
    roundOff: 0,
    total: taxable,
    gstRateBasisPoints,
  };
  return taxedAt(untaxed, input.intraState ?? true, input.roundOff ?? false);
}

/**
 * The same lines taxed for a place of supply, and rounded to the rupee or not (the checkout learns
 * both after the fees).
 */
export function taxedAt(fees: FeeBreakdown, intraState: boolean, roundOff: boolean): FeeBreakdown {
  const heads = gstHeads({
    taxablePaise: fees.taxable,
    rateBasisPoints: fees.gstRateBasisPoints,
    intraState,
  });
  const exact = fees.taxable + heads.gst;
  const rounding = roundOff ? roundOffOf(exact) : 0;
  // Every field named, not `{ ...fees, … }`: on Node 20 a spread followed by new keys costs
  // microseconds (decision 125), and this runs on every plan status and checkout.
  return {
    joiningFee: fees.joiningFee,
    discount: fees.discount,
    annualFee: fees.annualFee,
    taxable: fees.taxable,
    gst: heads.gst,
    cgst: heads.cgst,
    sgst: heads.sgst,
    igst: heads.igst,
    roundOff: rounding,
    total: exact + rounding,
    gstRateBasisPoints: fees.gstRateBasisPoints,
  };
}

/**
 * The old split of a GST already charged: CGST and SGST add up to it exactly, an odd paisa going to
 * CGST. Only for an order whose buyer's place of supply changed between its checkout and its payment
 * (the amount charged stands); every new figure comes from gstHeads.
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
