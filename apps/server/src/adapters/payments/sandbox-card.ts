// The cards the sandbox accepts: any 16-digit number that passes the Luhn check, except Razorpay's
// test card that is declined.
import { BadRequestError } from '../../errors';

/** Razorpay's test card that is declined; any other 16-digit card that passes Luhn is accepted. */
export const SANDBOX_DECLINED_CARD = '4000000000000002';
export const SANDBOX_SUCCESS_CARD = '4111111111111111';
export const INVALID_CARD_MESSAGE = 'Enter a valid 16-digit card number';

export class InvalidCardError extends BadRequestError {
  constructor() {
    super(INVALID_CARD_MESSAGE, { card: INVALID_CARD_MESSAGE });
  }
}

/** The Luhn check digit test every real card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card's 16 digits, or InvalidCardError. */
export function normaliseCardNumber(card: unknown): string {
  const digits = typeof card === 'string' ? card.replace(/[\s-]/g, '') : '';
  if (!/^\d{16}$/.test(digits) || !passesLuhn(digits)) throw new InvalidCardError();
  return digits;
}

export function cardNetwork(digits: string): string {
  if (digits.startsWith('4')) return 'Visa';
  if (/^5[1-5]/.test(digits)) return 'MasterCard';
  if (/^6/.test(digits)) return 'RuPay';
  return 'Unknown';
}
