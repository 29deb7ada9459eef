// Structured address parts the e-invoice schema (INV-01) needs beside the free-text address
// (decision 085): the city or town, and the six-digit PIN code, which never starts with 0.
export const PIN_CODE = /^[1-9][0-9]{5}$/;
export const CITY_MIN = 3;
export const CITY_MAX = 50;

export const ADDRESS_MESSAGES = {
  pin: 'Enter a 6-digit PIN code that does not start with 0, like 560001',
  city: `Enter the city or town (${CITY_MIN} to ${CITY_MAX} characters, on one line)`,
} as const;

/** A PIN code as typed: spaces removed (people write '560 001'). */
export function normalisePin(value: string): string {
  return value.replace(/\s+/g, '');
}

export function isValidPin(value: string): boolean {
  return PIN_CODE.test(normalisePin(value));
}

export function isValidCity(value: string): boolean {
  const city = value.trim();
  return city.length >= CITY_MIN && city.length <= CITY_MAX && !/[\r\n\u2028\u2029]/.test(city);
}
