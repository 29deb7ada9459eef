import { z } from 'zod';

/** Fees and flat discounts stay far below what an integer paise column holds (₹2.1 crore). */
export const MAX_RUPEES = 10_000_000;

/** True when the amount has at most two decimals (whole paise). */
export function isWholePaise(rupees: number): boolean {
  return Number.isInteger(Number((rupees * 100).toPrecision(15)));
}

/** An amount in rupees (paise as up to two decimals), from 0 (or above 0) to one crore. */
export function rupeesField(name: string, options: { positive?: boolean } = {}) {
  const message = `${name} must be an amount in rupees from ${options.positive ? '0.01' : '0'} to ${MAX_RUPEES}`;
  return z
    .number({ error: message })
    .min(options.positive ? 0.01 : 0, message)
    .max(MAX_RUPEES, message)
    .refine(isWholePaise, `${name} can have at most two decimals (paise)`);
}
