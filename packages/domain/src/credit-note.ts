// GST credit notes (issue #15): what a refund of part or all of a paid order gives back, split like
// the order's tax invoice, and the credit note's number in its own series per financial year.
import { DEFAULT_GST_RATE_BASIS_POINTS } from './constants';
import { gstHeads, type GstHeads } from './money';

/**
 * The tax figures of an invoice or a credit note, in paise: total = taxable + cgst + sgst + igst +
 * round off (an invoice rounded to the rupee, decision 077; absent: 0).
 */
export type TaxSplit = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  roundOffPaise?: number;
  totalPaise: number;
};

const ZERO: TaxSplit = {
  taxablePaise: 0,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 0,
  roundOffPaise: 0,
  totalPaise: 0,
};

/** Digits of the running number, as an invoice number has (INVOICE_SEQUENCE_DIGITS). */
export const CREDIT_NOTE_SEQUENCE_DIGITS = 6;

/**
 * 'CN/2627/': numbered in the invoices' style (series, the financial year's two two-digit years, six
 * digits: 'CN/2627/000001', 14 characters of CGST rule 46(b)'s 16), restarting every financial year
 * (April–March). Credit notes issued before issue #28 keep their numbers ('CN/2026-27/0001').
 */
export function creditNoteNumberHead(financialYear: string): string {
  if (!/^\d{4}-\d{2}$/.test(financialYear)) {
    throw new RangeError(`financialYear must look like 2026-27, got '${financialYear}'`);
  }
  return `CN/${financialYear.slice(2, 4)}${financialYear.slice(5, 7)}/`;
}

/** The sum of earlier credit notes of one invoice. */
export function sumSplits(splits: TaxSplit[]): TaxSplit {
  return splits.reduce(
    (sum, s) => ({
      taxablePaise: sum.taxablePaise + s.taxablePaise,
      cgstPaise: sum.cgstPaise + s.cgstPaise,
      sgstPaise: sum.sgstPaise + s.sgstPaise,
      igstPaise: sum.igstPaise + s.igstPaise,
      roundOffPaise: (sum.roundOffPaise ?? 0) + (s.roundOffPaise ?? 0),
      totalPaise: sum.totalPaise + s.totalPaise,
    }),
    ZERO,
  );
}

/**
 * The credit note of a refund of `amountPaise` against an invoice, given the credit notes issued
 * against it before, at the invoice's GST rate (basis points). Each head is split as the invoice's
 * was (gstHeads): the taxable value is the one whose heads, each rounded on its own, add up to the
 * refund (CGST = SGST = round(taxable × rate / 2), or IGST = round(taxable × rate)). About one refund
 * amount in seven has no such taxable value (a paisa more of taxable value moves a head too); the
 * heads are then those of the refund's share of the taxable value and the taxable value takes the
 * odd paisa, so CGST still equals SGST. No head ever takes more than is left of it, and the refund
 * that completes the invoice takes exactly what is left of each figure, so the credit notes of an
 * invoice refunded in full add up to it, head by head, to the paisa.
 */
export function creditNoteSplit(
  invoice: TaxSplit,
  amountPaise: number,
  earlier: TaxSplit = ZERO,
  rateBasisPoints: number = DEFAULT_GST_RATE_BASIS_POINTS,
): TaxSplit {
  const left = difference(invoice, earlier);
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0 || amountPaise > left.totalPaise) {
    throw new RangeError(
      `a credit note of ${amountPaise} paise exceeds the ${left.totalPaise} left`,
    );
  }
  if (amountPaise === left.totalPaise) return left;
  const intraState = invoice.cgstPaise + invoice.sgstPaise > 0 || invoice.igstPaise === 0;
  // The share of the taxable value, in the proportion of the invoice's figures before any round off.
  const exact = invoice.totalPaise - (invoice.roundOffPaise ?? 0);
  const share = Math.round((amountPaise * invoice.taxablePaise) / exact);
  return withinWhatIsLeft(headsOf(share, amountPaise, rateBasisPoints, intraState), left);
}

/** The figures of `invoice` less `earlier`. */
function difference(invoice: TaxSplit, earlier: TaxSplit): TaxSplit {
  return {
    taxablePaise: invoice.taxablePaise - earlier.taxablePaise,
    cgstPaise: invoice.cgstPaise - earlier.cgstPaise,
    sgstPaise: invoice.sgstPaise - earlier.sgstPaise,
    igstPaise: invoice.igstPaise - earlier.igstPaise,
    roundOffPaise: (invoice.roundOffPaise ?? 0) - (earlier.roundOffPaise ?? 0),
    totalPaise: invoice.totalPaise - earlier.totalPaise,
  };
}

/** A taxable value near `share` whose heads add up to `amountPaise`, else the heads of `share`. */
function headsOf(
  share: number,
  amountPaise: number,
  rateBasisPoints: number,
  intraState: boolean,
): TaxSplit {
  const split = (taxablePaise: number, heads: GstHeads): TaxSplit => ({
    taxablePaise,
    cgstPaise: heads.cgst,
    sgstPaise: heads.sgst,
    igstPaise: heads.igst,
    roundOffPaise: 0,
    totalPaise: amountPaise,
  });
  // The exact taxable value, when there is one, is within a few paise of the share.
  for (const offset of [0, -1, 1, -2, 2, -3, 3]) {
    const taxablePaise = share + offset;
    if (taxablePaise < 0) continue;
    const heads = gstHeads({ taxablePaise, rateBasisPoints, intraState });
    if (taxablePaise + heads.gst === amountPaise) return split(taxablePaise, heads);
  }
  const heads = gstHeads({
    taxablePaise: Math.min(share, amountPaise),
    rateBasisPoints,
    intraState,
  });
  return split(amountPaise - heads.gst, heads);
}

/**
 * The credit note held to what is left of each figure: a head above what is left of it gives the
 * excess to the taxable value, and a taxable value above what is left gives it back to the heads,
 * CGST and SGST alike (only a note that leaves less taxable value than tax can then differ by the
 * odd paisa, which goes to CGST).
 */
function withinWhatIsLeft(note: TaxSplit, left: TaxSplit): TaxSplit {
  const cap = (value: number, limit: number): number => Math.max(0, Math.min(value, limit));
  const heads = {
    cgstPaise: cap(note.cgstPaise, left.cgstPaise),
    sgstPaise: cap(note.sgstPaise, left.sgstPaise),
    igstPaise: cap(note.igstPaise, left.igstPaise),
  };
  const taxablePaise = note.totalPaise - heads.cgstPaise - heads.sgstPaise - heads.igstPaise;
  let excess = Math.max(0, taxablePaise - left.taxablePaise);
  const give = (head: keyof typeof heads, most: number): void => {
    const taken = Math.min(left[head] - heads[head], most);
    heads[head] += taken;
    excess -= taken;
  };
  give('sgstPaise', Math.floor(excess / 2));
  give('cgstPaise', excess);
  give('sgstPaise', excess);
  give('igstPaise', excess);
  // An invoice rounded up to the rupee leaves a little of its total in no head: the round off.
  const roundOffPaise = Math.max(0, Math.min(excess, left.roundOffPaise ?? 0));
  return {
    taxablePaise:
      note.totalPaise - heads.cgstPaise - heads.sgstPaise - heads.igstPaise - roundOffPaise,
    ...heads,
    roundOffPaise,
    totalPaise: note.totalPaise,
  };
}
