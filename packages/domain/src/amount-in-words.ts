// An amount in words for invoices and receipts, in the Indian numbering system.
//
// House style (one style, everywhere):
// - Title Case; tens and units joined by a hyphen ('Forty-Five'); no 'and' inside a number.
// - Groups are crore (10^7), lakh (10^5), thousand and hundred. Crores above 99 are themselves
//   spelt in Indian groups, as in 'One Lakh Crore' or 'One Hundred Twenty-Three Crore'.
// - 'Rupees …' leads and 'Only' ends: 'Rupees Eleven Thousand Eight Hundred Only'. 'Rupees' is the
//   cheque-style label, so it stays plural for one rupee ('Rupees One Only').
// - Paise follow after 'and': 'Rupees One Lakh Two Thousand Three Hundred Forty-Five and Fifty Paise
//   Only'; one paisa is singular ('One Paisa').
// - Less than a rupee has no rupees part ('Ninety-Nine Paise Only'); nothing at all is
//   'Rupees Zero Only'.

const UNITS = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const;

const TENS = [
  '',
  '',
  'Twenty',
  'Thirty',
  'Forty',
  'Fifty',
  'Sixty',
  'Seventy',
  'Eighty',
  'Ninety',
] as const;

const CRORE = 10_000_000;
const LAKH = 100_000;
const THOUSAND = 1000;

/** 1–99. */
function belowHundred(n: number): string {
  if (n < 20) return UNITS[n] ?? '';
  const unit = n % 10;
  const tens = TENS[Math.floor(n / 10)] ?? '';
  return unit === 0 ? tens : `${tens}-${UNITS[unit] ?? ''}`;
}

/** 1–999. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${UNITS[hundreds] ?? ''} Hundred`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** A positive integer in Indian groups. */
function indianWords(n: number): string {
  const crores = Math.floor(n / CRORE);
  const belowCrore = n % CRORE;
  const lakhs = Math.floor(belowCrore / LAKH);
  const thousands = Math.floor((belowCrore % LAKH) / THOUSAND);
  const rest = belowCrore % THOUSAND;
  const parts: string[] = [];
  if (crores > 0) parts.push(`${indianWords(crores)} Crore`);
  if (lakhs > 0) parts.push(`${belowHundred(lakhs)} Lakh`);
  if (thousands > 0) parts.push(`${belowHundred(thousands)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** An integer number of paise in words, e.g. 1180000 → 'Rupees Eleven Thousand Eight Hundred Only'. */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`paise must be a non-negative safe integer, got ${paise}`);
  }
  const paisePart = paise % 100;
  // Exact: paise − paisePart is a multiple of 100, so the quotient is an integer double.
  const rupees = (paise - paisePart) / 100;
  if (paise === 0) return 'Rupees Zero Only';
  const paiseWords =
    paisePart === 0 ? '' : `${belowHundred(paisePart)} ${paisePart === 1 ? 'Paisa' : 'Paise'}`;
  if (rupees === 0) return `${paiseWords} Only`;
  const rupeeWords = `Rupees ${indianWords(rupees)}`;
  return paiseWords === '' ? `${rupeeWords} Only` : `${rupeeWords} and ${paiseWords} Only`;
}
