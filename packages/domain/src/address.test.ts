import { describe, expect, it } from 'vitest';
import { isValidCity, isValidPin, normalisePin } from './address';

describe('structured address parts', () => {
  it('a PIN code is six digits, not starting with 0', () => {
    expect(isValidPin('560001')).toBe(true);
    expect(isValidPin('560 001')).toBe(true);
    expect(normalisePin(' 560 001 ')).toBe('560001');
    expect(isValidPin('060001')).toBe(false);
    expect(isValidPin('56001')).toBe(false);
    expect(isValidPin('5600011')).toBe(false);
    expect(isValidPin('56000A')).toBe(false);
  });

  it('a city is 3 to 50 characters on one line', () => {
    expect(isValidCity('Pune')).toBe(true);
    expect(isValidCity('Go')).toBe(false);
    expect(isValidCity('New\nDelhi')).toBe(false);
    expect(isValidCity('x'.repeat(51))).toBe(false);
  });
});
