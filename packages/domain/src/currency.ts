// Money shown to people: rupees in Indian digit grouping. Kept apart from the date formats so a screen
// that shows only fees does not load date-fns.

// Made on first use: building a formatter loads the locale's data, about 10 ms on a slow phone, and the
// shell imports this module on every page, most of which show no money.
let whole: Intl.NumberFormat | undefined;
let decimal: Intl.NumberFormat | undefined;
const wholeFormat = () => (whole ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }));
const decimalFormat = () =>
  (decimal ??= new Intl.NumberFormat('en-IN', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }));

/** Rupees with Indian grouping and no symbol: 100000 → '1,00,000'; 1234.5 → '1,234.50'. */
export function formatInr(rupees: number): string {
  if (!Number.isFinite(rupees)) throw new RangeError(`rupees must be finite, got ${rupees}`);
  return Number.isInteger(rupees) ? wholeFormat().format(rupees) : decimalFormat().format(rupees);
}

/** Same as formatInr from integer paise; two decimals only when the paise part is not zero. */
export function formatInrPaise(paise: number): string {
  if (!Number.isSafeInteger(paise)) {
    throw new RangeError(`paise must be an integer, got ${paise}`);
  }
  return paise % 100 === 0
    ? wholeFormat().format(paise / 100)
    : decimalFormat().format(paise / 100);
}
