// GST credit notes (issue #15): what a refund of part or all of a paid order gives back, split like
// the order's tax invoice, and the credit note's number in its own series per financial year.

/** The tax figures of an invoice or a credit note, in paise: total = taxable + cgst + sgst + igst. */
export type TaxSplit = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

const ZERO: TaxSplit = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 };

export const CREDIT_NOTE_SEQUENCE_DIGITS = 4;

/** 'CN/2026-27/0001': the series restarts every financial year (April–March). */
export function creditNoteNumberHead(financialYear: string): string {
  if (!/^\d{4}-\d{2}$/.test(financialYear)) {
    throw new RangeError(`financialYear must look like 2026-27, got '${financialYear}'`);
  }
  return `CN/${financialYear}/`;
}

/** The sum of earlier credit notes of one invoice. */
export function sumSplits(splits: TaxSplit[]): TaxSplit {
  return splits.reduce(
    (sum, s) => ({
      taxablePaise: sum.taxablePaise + s.taxablePaise,
      cgstPaise: sum.cgstPaise + s.cgstPaise,
      sgstPaise: sum.sgstPaise + s.sgstPaise,
      igstPaise: sum.igstPaise + s.igstPaise,
      totalPaise: sum.totalPaise + s.totalPaise,
    }),
    ZERO,
  );
}

/**
 * The credit note of a refund of `amountPaise` against an invoice, given the credit notes issued
 * against it before. The taxable value is the refund's share of the invoice's (rounded to the
 * paisa), the tax the rest, split as the invoice split it (CGST + SGST in the invoice's proportion,
 * or all IGST). The refund that completes the invoice takes exactly what is left of each figure, so
 * the credit notes of an invoice refunded in full add up to it to the paisa.
 */
export function creditNoteSplit(
  invoice: TaxSplit,
  amountPaise: number,
  earlier: TaxSplit = ZERO,
): TaxSplit {
  const left = invoice.totalPaise - earlier.totalPaise;
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0 || amountPaise > left) {
    throw new RangeError(`a credit note of ${amountPaise} paise exceeds the ${left} left`);
  }
  if (amountPaise === left) {
    return {
      taxablePaise: invoice.taxablePaise - earlier.taxablePaise,
      cgstPaise: invoice.cgstPaise - earlier.cgstPaise,
      sgstPaise: invoice.sgstPaise - earlier.sgstPaise,
      igstPaise: invoice.igstPaise - earlier.igstPaise,
      totalPaise: amountPaise,
    };
  }
  const taxablePaise = Math.round((amountPaise * invoice.taxablePaise) / invoice.totalPaise);
  const gst = amountPaise - taxablePaise;
  const intraGst = invoice.cgstPaise + invoice.sgstPaise;
  if (intraGst === 0) {
    return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: gst, totalPaise: amountPaise };
  }
  const cgstPaise = Math.round((gst * invoice.cgstPaise) / intraGst);
  return {
    taxablePaise,
    cgstPaise,
    sgstPaise: gst - cgstPaise,
    igstPaise: 0,
    totalPaise: amountPaise,
  };
}
