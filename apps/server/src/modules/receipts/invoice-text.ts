// Amounts and text as the invoice's built-in Helvetica fonts can print them: they encode only
// Windows-1252, so other scripts become '?' and '₹' is drawn as a shape (rupee-glyph.ts) by put().
import { formatInrPaise } from '@portico/domain/currency';

/**
 * Amount with two decimals in Indian grouping, e.g. 1180000 → '11,800.00', -100000 → '-1,000.00'.
 * The rupee part goes through the shared formatInrPaise so grouping matches every other screen.
 */
export function formatInvoiceAmount(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`paise must be an integer, got ${paise}`);
  const magnitude = Math.abs(paise);
  const paisePart = magnitude % 100;
  const rupees = formatInrPaise(magnitude - paisePart);
  return `${paise < 0 ? '-' : ''}${rupees}.${String(paisePart).padStart(2, '0')}`;
}

/** '₹11,800.00', as every screen writes an amount. */
export function formatRupees(paise: number): string {
  return `₹${formatInvoiceAmount(paise)}`;
}

/** Characters outside Windows-1252 that the standard fonts still map (curly quotes, dashes, €…). */
const WIN_ANSI_EXTRAS = new Set('ƒ–—‘’‚“”„†‡•…€‰‹›ˆ™ŒœŠšŸŽž˜');

function encodable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char)
  );
}

/**
 * Text the standard fonts can draw: any whitespace becomes a space, accents are dropped where the
 * letter needs it ('ğ' → 'g'), anything else becomes '?'.
 */
export function toWinAnsi(text: string): string {
  let result = '';
  for (const char of text.replaceAll('₹', 'Rs.')) {
    if (encodable(char)) {
      result += char;
      continue;
    }
    if (/\s/u.test(char)) {
      result += ' ';
      continue;
    }
    const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
    result += base !== '' && [...base].every(encodable) ? base : '?';
  }
  return result;
}
