// GST tax-invoice rules: financial year, invoice numbering, place of supply and the tax lines.
//
// Time zone: India keeps one offset all year (+05:30, no daylight saving) and @date-fns/tz is not a
// dependency, so Indian calendar dates are read by shifting the instant by a fixed 330 minutes and
// using the UTC fields. This is right whatever the process's own time zone is.
import { DEFAULT_GST_RATE_BASIS_POINTS } from './constants';
import { MONTH_ABBREVIATIONS } from './format';
import { gstHeads } from './money';

const INDIA_OFFSET_MS = 330 * 60 * 1000;
/** April, as a zero-based month: the Indian financial year runs April to March. */
const FINANCIAL_YEAR_FIRST_MONTH = 3;

/**
 * SAC 999511, 'services furnished by business and employers organisations': the association's, for
 * a document that names none (each invoice and credit note stores the SAC it printed, decision 076).
 */
export const DEFAULT_SAC_CODE = '999511';

/**
 * A rate in basis points as a percent, without trailing zeros: 1800 → '18', 250 → '2.5', 625 →
 * '6.25'; half a basis point (the CGST half of an odd rate) keeps its third decimal: 12.5 → '0.125'.
 */
export function ratePercentText(rateBasisPoints: number): string {
  if (!Number.isFinite(rateBasisPoints) || rateBasisPoints < 0) {
    throw new RangeError(
      `rate must be a non-negative number of basis points, got ${rateBasisPoints}`,
    );
  }
  return String(Number((rateBasisPoints / 100).toFixed(3)));
}

/** The rates printed on a tax line: CGST and SGST each half of the GST rate, IGST all of it. */
export function gstRateLabels(rateBasisPoints: number): {
  cgst: string;
  sgst: string;
  igst: string;
} {
  const half = ratePercentText(rateBasisPoints / 2);
  return { cgst: `${half}%`, sgst: `${half}%`, igst: `${ratePercentText(rateBasisPoints)}%` };
}
/** Digits of the running number in an invoice number. */
export const INVOICE_SEQUENCE_DIGITS = 6;

/** The wall-clock fields of an instant in India (Asia/Kolkata). */
function indiaFields(date: Date): { year: number; month: number; day: number; minutes: number } {
  const time = date.getTime();
  if (!Number.isFinite(time)) throw new RangeError('date must be a valid Date');
  const shifted = new Date(time + INDIA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

const twoDigits = (n: number): string => String(n).padStart(2, '0');

/** Indian financial year (April–March, India time) of an instant: 2026-11-23 → '2026-27'. */
export function financialYearOf(date: Date): string {
  const { year, month } = indiaFields(date);
  const startYear = month >= FINANCIAL_YEAR_FIRST_MONTH ? year : year - 1;
  return `${startYear}-${twoDigits((startYear + 1) % 100)}`;
}

/** 'DD-MMM-YYYY' of the instant's date in India, e.g. '01-Apr-2027'. */
export function formatIndiaDate(date: Date): string {
  const { year, month, day } = indiaFields(date);
  return `${twoDigits(day)}-${MONTH_ABBREVIATIONS[month] ?? ''}-${year}`;
}

/** 'DD-MMM-YYYY HH:mm IST', e.g. 2027-03-31T20:00Z → '01-Apr-2027 01:30 IST'. */
export function formatIndiaDateTime(date: Date): string {
  const { minutes } = indiaFields(date);
  return `${formatIndiaDate(date)} ${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)} IST`;
}

/**
 * 'PTC/2627/000042': prefix, the financial year's two two-digit years, a six-digit sequence. The
 * sequence restarts every financial year (GST wants numbers unique within one). CGST rule 46(b)
 * allows at most 16 characters of letters, digits, '-' and '/': a prefix of up to four characters
 * fits (the configuration allows no longer one); a seventh sequence digit is kept rather than cut.
 */
export function invoiceNumber(prefix: string, financialYear: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`sequence must be a positive integer, got ${sequence}`);
  }
  return `${invoiceNumberHead(prefix, financialYear)}${String(sequence).padStart(INVOICE_SEQUENCE_DIGITS, '0')}`;
}

/**
 * What precedes the sequence in an invoice number, 'PTC/2627/': for a caller that draws the sequence
 * and writes the number in one database statement (it pads to INVOICE_SEQUENCE_DIGITS, keeping more).
 */
export function invoiceNumberHead(prefix: string, financialYear: string): string {
  if (!/^[A-Za-z0-9/-]+$/.test(prefix)) {
    throw new RangeError(`prefix must be letters, digits, '-' or '/', got '${prefix}'`);
  }
  if (!/^\d{4}-\d{2}$/.test(financialYear)) {
    throw new RangeError(`financialYear must look like 2026-27, got '${financialYear}'`);
  }
  return `${prefix}/${financialYear.slice(2, 4)}${financialYear.slice(5, 7)}/`;
}

/** GST state codes are two digits ('07' Delhi, '27' Maharashtra); '7' is read as '07'. */
function normaliseStateCode(code: string, name: string): string {
  const trimmed = code.trim();
  if (!/^\d{1,2}$/.test(trimmed)) {
    throw new RangeError(`${name} must be a GST state code of two digits, got '${code}'`);
  }
  return trimmed.padStart(2, '0');
}

/**
 * Whether a supply is intra-state (CGST + SGST) rather than inter-state (IGST): the place of supply,
 * the member's state, is the association's own state.
 *
 * An unknown member state (null or blank) counts as intra-state: under IGST Act s. 12(2) the place
 * of supply of these services to an unregistered recipient whose address is not on record is the
 * supplier's location. A registered member's state is that of their GSTIN (its first two digits),
 * which the caller passes as memberStateCode.
 */
export function isIntraState(
  memberStateCode: string | null,
  associationStateCode: string,
): boolean {
  const supplier = normaliseStateCode(associationStateCode, 'associationStateCode');
  if (memberStateCode === null || memberStateCode.trim() === '') return true;
  return normaliseStateCode(memberStateCode, 'memberStateCode') === supplier;
}

export type TaxLines = {
  cgst: number;
  sgst: number;
  igst: number;
  /** cgst + sgst + igst. */
  gst: number;
  /** 'CGST 9% + SGST 9%' or 'IGST 18%'. */
  rateLabel: string;
};

/**
 * The tax of an invoice in paise: at the order's stored rate (basis points, default 1800) on the
 * taxable value, head by head for the place of supply (gstHeads).
 */
export function taxLines(input: {
  taxablePaise: number;
  intraState: boolean;
  gstRateBasisPoints?: number;
}): TaxLines {
  const rate = input.gstRateBasisPoints ?? DEFAULT_GST_RATE_BASIS_POINTS;
  const { cgst, sgst, igst, gst } = gstHeads({
    taxablePaise: input.taxablePaise,
    rateBasisPoints: rate,
    intraState: input.intraState,
  });
  const labels = gstRateLabels(rate);
  const rateLabel = input.intraState
    ? `CGST ${labels.cgst} + SGST ${labels.sgst}`
    : `IGST ${labels.igst}`;
  return { cgst, sgst, igst, gst, rateLabel };
}
