// An invoice prints the amounts that were charged and never recomputes them, so rendering refuses
// figures that do not add up (or a tax split that contradicts the place of supply) rather than issue
// a wrong tax document.
import { DEFAULT_GST_RATE_BASIS_POINTS } from '@portico/domain/constants';
import { gstRateLabels, isIntraState, taxLines } from '@portico/domain/invoice';
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
  const expected = taxLines({ taxablePaise, intraState, gstRateBasisPoints });
  const rate = gstRateLabels(gstRateBasisPoints);
  const rows =
    tax.kind === 'intra-state'
      ? [
          { label: `CGST @ ${rate.cgst}`, paise: tax.cgstPaise, expected: expected.cgst },
          { label: `SGST @ ${rate.sgst}`, paise: tax.sgstPaise, expected: expected.sgst },
        ]
      : [{ label: `IGST @ ${rate.igst}`, paise: tax.igstPaise, expected: expected.igst }];
  for (const row of rows) {
    if (row.paise !== row.expected) {
      throw new RangeError(`${row.label} is ${row.paise} paise, expected ${row.expected}`);
    }
  }
  if (totalPaise !== taxablePaise + expected.gst) {
    throw new RangeError(`total ${totalPaise} paise is not taxable value + GST`);
  }
  return rows.map(({ label, paise }) => ({ label, paise }));
}
