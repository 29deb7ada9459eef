// Money shown to people: rupees in Indian digit grouping. Kept apart from the date formats so a screen
// that shows only fees does not load date-fns.
//
// Written out rather than with Intl.NumberFormat: building that formatter loads the locale's data,
// 10 ms on this machine and 80 ms on a phone-class CPU, in the middle of the first render of every
// page that shows a fee (plan status, checkout). The grouping is one rule; the tests check it
// against Intl's 'en-IN' for any amount.

/** '1234567' → '12,34,567': the last three digits, then pairs. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const pairs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}

/** A whole part and an optional two-digit fraction, with the sign in front. */
function written(negative: boolean, whole: string, fraction?: string): string {
  const sign = negative ? '-' : '';
  return fraction === undefined
    ? `${sign}${groupIndian(whole)}`
    : `${sign}${groupIndian(whole)}.${fraction}`;
}

/** Rupees with Indian grouping and no symbol: 100000 → '1,00,000'; 1234.5 → '1,234.50'. */
export function formatInr(rupees: number): string {
  if (!Number.isFinite(rupees)) throw new RangeError(`rupees must be finite, got ${rupees}`);
  // toFixed rounds the double's exact value half away from zero, as Intl does; it writes digits
  // only below 10^21, far above any fee.
  const [whole = '0', fraction] = Math.abs(rupees)
    .toFixed(Number.isInteger(rupees) ? 0 : 2)
    .split('.');
  // A minus even when the amount rounds to zero (-0.004 → '-0.00'), as Intl writes it.
  return written(rupees < 0 || Object.is(rupees, -0), whole, fraction);
}

/** Same as formatInr from integer paise; two decimals only when the paise part is not zero. */
export function formatInrPaise(paise: number): string {
  if (!Number.isSafeInteger(paise)) {
    throw new RangeError(`paise must be an integer, got ${paise}`);
  }
  const magnitude = Math.abs(paise);
  const whole = String(Math.floor(magnitude / 100));
  const rest = magnitude % 100;
  return written(paise < 0, whole, rest === 0 ? undefined : String(rest).padStart(2, '0'));
}
