// Tax split to the paisa (issue #28 item 2): every head rounded on its own, CGST always equal to SGST,
// and credit notes that never take more of a head than is left, checked for any taxable value with
// paise, every notified rate and any sequence of refunds; with figures worked out by hand.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GST_NOTIFIED_RATE_BASIS_POINTS } from './constants';
import { creditNoteSplit, sumSplits, type TaxSplit } from './credit-note';
import { applyCoupon, feeBreakdown, gstHeads, roundOffOf } from './money';

/** Taxable values up to ₹1 crore, paise included. */
const taxablePaise = fc.integer({ min: 0, max: 1_000_000_000 });
const rate = fc.constantFrom(...GST_NOTIFIED_RATE_BASIS_POINTS);

/** round(amount × rate / divisor) half-up, by quotient and remainder (not the code's formula). */
function reference(amount: number, rateBasisPoints: number, divisor: bigint): number {
  const numerator = BigInt(amount) * BigInt(rateBasisPoints);
  const quotient = numerator / divisor;
  return Number((numerator % divisor) * 2n >= divisor ? quotient + 1n : quotient);
}

function invoiceOf(
  taxable: number,
  rateBasisPoints: number,
  intraState: boolean,
  roundOff = false,
): TaxSplit {
  const heads = gstHeads({ taxablePaise: taxable, rateBasisPoints, intraState });
  const exact = taxable + heads.gst;
  const rounding = roundOff ? roundOffOf(exact) : 0;
  return {
    taxablePaise: taxable,
    cgstPaise: heads.cgst,
    sgstPaise: heads.sgst,
    igstPaise: heads.igst,
    roundOffPaise: rounding,
    totalPaise: exact + rounding,
  };
}

describe('gstHeads', () => {
  it('rounds CGST and SGST each on half the rate, always equal, GST their sum', () => {
    fc.assert(
      fc.property(taxablePaise, rate, (taxable, rateBasisPoints) => {
        const heads = gstHeads({ taxablePaise: taxable, rateBasisPoints, intraState: true });
        expect(heads.cgst).toBe(heads.sgst);
        expect(heads.cgst).toBe(reference(taxable, rateBasisPoints, 20_000n));
        expect(heads.gst).toBe(heads.cgst + heads.sgst);
        expect(heads.igst).toBe(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('rounds IGST on the whole rate', () => {
    fc.assert(
      fc.property(taxablePaise, rate, (taxable, rateBasisPoints) => {
        const heads = gstHeads({ taxablePaise: taxable, rateBasisPoints, intraState: false });
        expect(heads).toEqual({
          cgst: 0,
          sgst: 0,
          igst: reference(taxable, rateBasisPoints, 10_000n),
          gst: reference(taxable, rateBasisPoints, 10_000n),
        });
      }),
    );
  });

  it('makes the checkout total the taxable value plus its heads', () => {
    fc.assert(
      fc.property(
        taxablePaise,
        taxablePaise,
        rate,
        fc.boolean(),
        (joining, annual, points, intra) => {
          const fees = feeBreakdown({
            joiningFeePaise: joining,
            annualFeePaise: annual,
            gstRateBasisPoints: points,
            intraState: intra,
          });
          expect(fees.cgst).toBe(fees.sgst);
          expect(fees.gst).toBe(fees.cgst + fees.sgst + fees.igst);
          expect(fees.total).toBe(fees.taxable + fees.cgst + fees.sgst + fees.igst);
        },
      ),
    );
  });

  it('gives the hand-computed figures', () => {
    // 9 % of ₹8,765.50 is ₹788.895: ₹788.90 each (the old split printed 788.90 and 788.89).
    expect(gstHeads({ taxablePaise: 876_550, intraState: true })).toEqual({
      cgst: 78_890,
      sgst: 78_890,
      igst: 0,
      gst: 157_780,
    });
    // 18 % of ₹8,765.50 is ₹1,577.79 exactly.
    expect(gstHeads({ taxablePaise: 876_550, intraState: false }).igst).toBe(157_779);
    // A ₹1,234.50 coupon on a ₹10,000 joining fee and a ₹5,000 annual fee: taxable ₹13,765.50;
    // 9 % is ₹1,238.895 → ₹1,238.90 each, GST ₹2,477.80, total ₹16,243.30.
    const coupon = { kind: 'flat' as const, amountPaise: 123_450 };
    expect(applyCoupon(1_000_000, coupon).net).toBe(876_550);
    expect(
      feeBreakdown({ joiningFeePaise: 1_000_000, annualFeePaise: 500_000, coupon }),
    ).toMatchObject({
      discount: 123_450,
      taxable: 1_376_550,
      cgst: 123_890,
      sgst: 123_890,
      gst: 247_780,
      total: 1_624_330,
    });
    // 6 % of ₹999.99 (12 %): ₹59.9994 → ₹60.00 each; 0.125 % of ₹1,000.04 (0.25 %): ₹1.25005 → ₹1.25.
    expect(gstHeads({ taxablePaise: 99_999, rateBasisPoints: 1200, intraState: true }).cgst).toBe(
      6000,
    );
    expect(gstHeads({ taxablePaise: 100_004, rateBasisPoints: 25, intraState: true }).cgst).toBe(
      125,
    );
  });
});

describe('creditNoteSplit', () => {
  /** An invoice and refunds that take all of it, in 1 to 5 parts. */
  const refunds = fc
    .tuple(
      taxablePaise.filter((t) => t > 0),
      rate,
      fc.boolean(),
      fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 0, maxLength: 4 }),
      fc.boolean(),
    )
    .map(([taxable, points, intra, weights, roundOff]) => {
      const invoice = invoiceOf(taxable, points, intra, roundOff);
      const sum = weights.reduce((a, b) => a + b, 1);
      let left = invoice.totalPaise;
      const parts: number[] = [];
      for (const weight of weights) {
        const part = Math.min(
          left - 1,
          Math.max(1, Math.floor((invoice.totalPaise * weight) / sum)),
        );
        if (part < 1) break;
        parts.push(part);
        left -= part;
      }
      parts.push(left);
      return { invoice, points, parts };
    })
    // A few paise rounded down to nothing leave nothing to refund.
    .filter(({ invoice }) => invoice.totalPaise > 0);

  it('credits each head within what is left, CGST equal to SGST, the last note exactly the rest', () => {
    fc.assert(
      fc.property(refunds, ({ invoice, points, parts }) => {
        const notes: TaxSplit[] = [];
        for (const amount of parts) {
          const before = sumSplits(notes);
          const note = creditNoteSplit(invoice, amount, before, points);
          expect(note.totalPaise).toBe(amount);
          expect(
            note.taxablePaise +
              note.cgstPaise +
              note.sgstPaise +
              note.igstPaise +
              (note.roundOffPaise ?? 0),
          ).toBe(amount);
          // Equal, unless the note leaves less taxable value than tax (a few paise of an invoice).
          if (amount <= invoice.taxablePaise - before.taxablePaise) {
            expect(note.cgstPaise).toBe(note.sgstPaise);
          } else {
            expect(Math.abs(note.cgstPaise - note.sgstPaise)).toBeLessThanOrEqual(1);
          }
          for (const figure of [
            note.taxablePaise,
            note.cgstPaise,
            note.sgstPaise,
            note.igstPaise,
          ]) {
            expect(figure).toBeGreaterThanOrEqual(0);
          }
          notes.push(note);
          const credited = sumSplits(notes);
          expect(credited.cgstPaise).toBeLessThanOrEqual(invoice.cgstPaise);
          expect(credited.sgstPaise).toBeLessThanOrEqual(invoice.sgstPaise);
          expect(credited.igstPaise).toBeLessThanOrEqual(invoice.igstPaise);
          expect(credited.taxablePaise).toBeLessThanOrEqual(invoice.taxablePaise);
          expect(Math.abs(credited.roundOffPaise ?? 0)).toBeLessThanOrEqual(
            Math.abs(invoice.roundOffPaise ?? 0),
          );
        }
        expect(sumSplits(notes)).toEqual(invoice);
      }),
      { numRuns: 1000 },
    );
  });

  it('splits a part with each head rounded on its own taxable value where one adds up', () => {
    // Invoice: taxable ₹8,765.50 at 18 % inside the state, total ₹10,343.30. A refund of ₹1,180:
    // taxable ₹1,000, 9 % = ₹90 each.
    const invoice = { ...invoiceOf(876_550, 1800, true), roundOffPaise: undefined };
    expect(invoice.totalPaise).toBe(1_034_330);
    expect(creditNoteSplit(invoice, 118_000, undefined, 1800)).toEqual({
      taxablePaise: 100_000,
      cgstPaise: 9000,
      sgstPaise: 9000,
      igstPaise: 0,
      roundOffPaise: 0,
      totalPaise: 118_000,
    });
    // The rest: taxable ₹7,765.50, CGST = SGST = ₹698.90, exactly what is left of each head.
    expect(
      creditNoteSplit(
        invoice,
        1_034_330 - 118_000,
        sumSplits([
          {
            ...invoice,
            taxablePaise: 100_000,
            cgstPaise: 9000,
            sgstPaise: 9000,
            totalPaise: 118_000,
          },
        ]),
        1800,
      ),
    ).toEqual({
      taxablePaise: 776_550,
      cgstPaise: 69_890,
      sgstPaise: 69_890,
      igstPaise: 0,
      roundOffPaise: 0,
      totalPaise: 916_330,
    });
  });
});
