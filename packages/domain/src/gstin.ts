// A GSTIN (GST identification number) is 15 characters: the state code (2 digits), the holder's PAN
// (10), the entity number (1–9 or a letter), 'Z', and a check character over the first 14 (a Luhn
// mod 36 over the digits and capital letters). Checked in full on both sides, so a mistyped GSTIN is
// refused before it is printed on a tax invoice.

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Two digits (the state), then 13 digits or capital letters: the loose shape, without the check. */
export const GSTIN_PATTERN = /^\d{2}[A-Z0-9]{13}$/;

/** The full structure: state code, PAN, entity number, 'Z', check character. */
export const GSTIN_STRUCTURE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** Messages of the GST number field beyond the spec's 'GST number is required'. */
export const GSTIN_MESSAGES = {
  invalid: 'Please enter a valid GST number',
  stateCode: 'GST number must start with a valid state code (01 to 38, 97 or 99)',
  checkCharacter: 'GST number is not valid: its last character does not match, check for a typo',
  panMismatch: 'GST number must contain your PAN number (characters 3 to 12)',
} as const;

/**
 * The state codes a GSTIN can start with: 01–38 (states and union territories, old codes
 * included), 97 (other territory) and 99 (centre jurisdiction).
 */
export function isGstinStateCode(code: string): boolean {
  if (!/^\d{2}$/.test(code)) return false;
  const n = Number(code);
  return (n >= 1 && n <= 38) || n === 97 || n === 99;
}

/** The check character of a GSTIN's first 14 characters; null if they hold anything else. */
export function gstinCheckCharacter(first14: string): string | null {
  if (!/^[0-9A-Z]{14}$/.test(first14)) return null;
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    // Weights 1, 2, 1, 2, …; a product's base-36 digits are added (as Luhn adds decimal digits).
    const product = ALPHABET.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/** The PAN a GSTIN holds (its characters 3 to 12). */
export function panOfGstin(gstin: string): string {
  return gstin.slice(2, 12);
}

/**
 * Why a GSTIN (already trimmed and upper-cased) is refused, or null when it is valid: its structure,
 * its state code, its check character, then, when `pan` is given, that it holds that PAN.
 */
export function gstinError(value: string, pan?: string | null): string | null {
  if (!GSTIN_STRUCTURE.test(value)) return GSTIN_MESSAGES.invalid;
  if (!isGstinStateCode(value.slice(0, 2))) return GSTIN_MESSAGES.stateCode;
  if (gstinCheckCharacter(value.slice(0, 14)) !== value.charAt(14)) {
    return GSTIN_MESSAGES.checkCharacter;
  }
  if (pan && panOfGstin(value) !== pan) return GSTIN_MESSAGES.panMismatch;
  return null;
}

/** Exact test (capitals, no spaces): structure, state code and check character. */
export function isValidGstin(value: string): boolean {
  return gstinError(value) === null;
}
