// Money received by hand (issue #28): amounts as staff type them, with Indian digit grouping; the TDS
// a payer deducts (on the value before GST, CBDT circular 23/2017); and what an offline payment still
// owes. Every amount is integer paise.

/** The TDS sections a member deducting from a membership fee cites, in the order the form lists them. */
export const TDS_SECTION_VALUES = ['194J', '194C', '194H', '194I', '194O'] as const;
export type TdsSection = (typeof TDS_SECTION_VALUES)[number];

export const TDS_SECTION_LABELS: Record<TdsSection, string> = {
  '194J': '194J – professional or technical services',
  '194C': '194C – contracts',
  '194H': '194H – commission or brokerage',
  '194I': '194I – rent',
  '194O': '194O – e-commerce',
};

/** The highest TDS rate the form takes (20 %, the rate without a PAN, Section 206AA). */
export const MAX_TDS_RATE_BASIS_POINTS = 2000;

/**
 * How far a typed TDS amount may be from the exact one: a rupee, since deductors round the tax to
 * the rupee (Section 288B).
 */
export const TDS_TOLERANCE_PAISE = 100;

const PLAIN = /^\d+$/;
const INDIAN = /^\d{1,2}(,\d{2})*,\d{3}$/;
const WESTERN = /^\d{1,3}(,\d{3})+$/;

/**
 * Rupees as staff type them to integer paise: '29500', '29,500', '1,29,500.50' (Indian grouping),
 * '129,500.5' (three-digit groups), with an optional ₹ and spaces around. Null for anything else:
 * misplaced commas ('1,2950'), more than two decimals, a sign or letters.
 */
export function parseRupeesToPaise(text: string): number | null {
  const trimmed = text
    .trim()
    .replace(/^₹\s*/, '')
    .replace(/^Rs\.?\s*/i, '');
  const match = /^([\d,]+)(?:\.(\d{1,2}))?$/.exec(trimmed);
  if (!match) return null;
  const whole = match[1] ?? '';
  if (!PLAIN.test(whole) && !INDIAN.test(whole) && !WESTERN.test(whole)) return null;
  const digits = whole.replace(/,/g, '');
  if (digits.length > 13) return null;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(digits) * 100 + Number(fraction);
}

/** TDS at a rate (basis points) on the value before GST, half-up to the paisa. */
export function tdsOnPaise(taxablePaise: number, rateBasisPoints: number): number {
  return Math.floor((taxablePaise * rateBasisPoints + 5_000) / 10_000);
}

/** Whether a typed TDS amount is the rate's on the taxable value, within TDS_TOLERANCE_PAISE. */
export function isTdsAmountRight(
  tdsPaise: number,
  taxablePaise: number,
  rateBasisPoints: number,
): boolean {
  return Math.abs(tdsPaise - tdsOnPaise(taxablePaise, rateBasisPoints)) <= TDS_TOLERANCE_PAISE;
}

/** What settles an invoice: money received, TDS the payer deducted, bank charges written off. */
export type Settlement = { receivedPaise: number; tdsPaise: number; writtenOffPaise: number };

/** What is still due on a total after what settled it so far (never below zero). */
export function balanceDuePaise(totalPaise: number, settled: Settlement): number {
  return Math.max(
    0,
    totalPaise - settled.receivedPaise - settled.tdsPaise - settled.writtenOffPaise,
  );
}
