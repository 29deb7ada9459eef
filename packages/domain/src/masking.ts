// Masked contacts ('OTP has been sent to …'). Apart from format.ts so that the login page does not
// load the date library.

/** Longest masked email shown on the login code step. */
export const MASKED_EMAIL_MAX_LENGTH = 15;

/**
 * Masks a login contact for 'OTP has been sent to …'.
 * - A number (anything without '@') keeps its last 4 digits; every earlier digit becomes '*'
 *   (separators and '+' are dropped): '9876543210' → '******3210'.
 * - An email keeps its first 3 characters, then a fixed '****' (so the local part's length is not
 *   revealed), then '@' and the domain; a result longer than 15 characters is cut to 14 and ends
 *   with '…', making 15: 'someone@example.com' → 'som****@exampl…'.
 */
export function maskContact(value: string): string {
  const text = value.trim();
  const at = text.lastIndexOf('@');
  if (at >= 0) {
    const masked = `${text.slice(0, Math.min(3, at))}****${text.slice(at)}`;
    return masked.length > MASKED_EMAIL_MAX_LENGTH
      ? `${masked.slice(0, MASKED_EMAIL_MAX_LENGTH - 1)}…`
      : masked;
  }
  const digits = text.replace(/\D/g, '');
  const hidden = Math.max(0, digits.length - 4);
  return '*'.repeat(hidden) + digits.slice(hidden);
}
