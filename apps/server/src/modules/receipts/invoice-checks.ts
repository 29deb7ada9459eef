// An invoice prints the amounts that were charged and never recomputes them, so rendering refuses
// figures that do not add up (or a tax split that contradicts the place of supply) rather than issue
// a wrong tax document.
import { DEFAULT_GST_RATE_BASIS_POINTS } from '@portico/domain/constants';
import { gstRateLabels, isIntraState, taxLines } from '@portico/domain/invoice';
import { gstOnPaise, splitGst } from '@portico/domain/money';
import type { TaxInvoice } from './invoice-types';

/** Refuses an invoice whose figures do not add up; returns the rate rows to print. */
export function checkedTaxRows(invoice: TaxInvoice): Array<{ label: string; paise: number }> {
  const { lines, taxablePaise, tax, totalPaise } = invoice;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amountPaise)) {
      throw new RangeError(`line '${line.description}' must be whole paise`);
    }
  }
  const linesSum = lines.reduce((sum, line) => sum + line.amountPaise, 0);
  if (linesSum !== taxablePaise) {
    throw new RangeError(`lines add up to ${linesSum} paise, taxable value is ${taxablePaise}`);
  }
  const intraState = isIntraState(invoice.member.placeOfSupply.stateCode, invoice.seller.stateCode);
  if ((tax.kind === 'intra-state') !== intraState) {
    throw new RangeError(`place of supply makes this ${intraState ? 'intra' : 'inter'}-state`);
  }
  // The order's own rate: a later change of the setting never alters an issued invoice.
  const gstRateBasisPoints = invoice.gstRateBasisPoints ?? DEFAULT_GST_RATE_BASIS_POINTS;
  const rate = gstRateLabels(gstRateBasisPoints);
  const rows =
    tax.kind === 'intra-state'
      ? [
          { label: `CGST @ ${rate.cgst}`, paise: tax.cgstPaise },
          { label: `SGST @ ${rate.sgst}`, paise: tax.sgstPaise },
        ]
      : [{ label: `IGST @ ${rate.igst}`, paise: tax.igstPaise }];
  const printed = rows.map((row) => row.paise);
  if (
    !expectedHeads(taxablePaise, intraState, gstRateBasisPoints).some((heads) =>
      same(heads, printed),
    )
  ) {
    throw new RangeError(
      `${rows.map((row) => `${row.label} ${row.paise}`).join(', ')} paise is not the tax of ${taxablePaise}`,
    );
  }
  const gst = printed.reduce((sum, paise) => sum + paise, 0);
  const roundOff = invoice.roundOffPaise ?? 0;
  if (Math.abs(roundOff) > 50 || totalPaise !== taxablePaise + gst + roundOff) {
    throw new RangeError(`total ${totalPaise} paise is not taxable value + GST + round off`);
  }
  return rows;
}

/**
 * The heads an invoice may print: each rounded on its own (gstHeads, issue #28), or, for an invoice
 * issued before that, the GST rounded once and split with the odd paisa on CGST.
 */
function expectedHeads(taxablePaise: number, intraState: boolean, rate: number): number[][] {
  const heads = taxLines({ taxablePaise, intraState, gstRateBasisPoints: rate });
  if (!intraState) return [[heads.igst]];
  const before = splitGst(gstOnPaise(taxablePaise, rate), true);
  return [
    [heads.cgst, heads.sgst],
    [before.cgst, before.sgst],
  ];
}

const same = (a: number[], b: number[]): boolean =>
  a.length === b.length && a.every((value, index) => value === b[index]);
