// The GSTIN's 15th character is a check character over the first 14 (a Luhn mod 36 over the digits
// and capital letters), so a mistyped GSTIN is caught before it is printed on tax invoices.

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Two digits (the state), then 13 digits or capital letters: the shape, without the check. */
export const GSTIN_PATTERN = /^\d{2}[A-Z0-9]{13}$/;

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

/** Exact test (capitals, no spaces): the shape and the check character. */
export function isValidGstin(value: string): boolean {
  return GSTIN_PATTERN.test(value) && gstinCheckCharacter(value.slice(0, 14)) === value.charAt(14);
}
