// Section 34(2) of the CGST Act (as amended by the Finance Act 2022): a credit note must be declared
// in a return not later than 30 November following the end of the financial year in which the supply
// was made (or the annual return's filing date, if earlier: the portal cannot know that date, so it
// holds to 30 November, decision 083). The supply's date is its invoice's date.
import { financialYearOf, formatIndiaDate } from './invoice';

const INDIA_OFFSET_MS = 330 * 60 * 1000;

/** The last instant (23:59:59.999 in India) a credit note may be issued against an invoice of `invoiceDate`. */
export function creditNoteDeadline(invoiceDate: Date): Date {
  const financialYear = financialYearOf(invoiceDate);
  const endYear = Number(financialYear.slice(0, 4)) + 1;
  // 1 December 00:00 in India, less a millisecond.
  return new Date(Date.UTC(endYear, 11, 1) - INDIA_OFFSET_MS - 1);
}

export function isWithinCreditNoteDeadline(invoiceDate: Date, at: Date): boolean {
  return at.getTime() <= creditNoteDeadline(invoiceDate).getTime();
}

/** Why a credit note is refused past the deadline, naming it. */
export function creditNoteDeadlineMessage(invoiceNumber: string, invoiceDate: Date): string {
  const deadline = formatIndiaDate(creditNoteDeadline(invoiceDate));
  return (
    `A credit note against ${invoiceNumber} can no longer be issued: Section 34(2) of the CGST Act ` +
    `allows one only until ${deadline} (30 November after the end of the financial year ` +
    `${financialYearOf(invoiceDate)} in which the supply was made).`
  );
}
