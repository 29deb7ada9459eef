import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, isValidGstin } from './gstin';

// Published GSTINs of registered businesses, whose check characters are known to be right.
const REAL = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8', '24AAACC1206D1ZM'];

describe('GSTIN check character', () => {
  it.each(REAL)('accepts %s', (gstin) => {
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin.charAt(14));
    expect(isValidGstin(gstin)).toBe(true);
  });

  it('refuses a GSTIN with one character changed or two swapped', () => {
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27AAPFU0938F1ZV')).toBe(false);
    expect(isValidGstin('27AAPFU9039F1ZV')).toBe(false);
  });

  it('refuses the demo GSTIN, which was never a real one', () => {
    expect(isValidGstin('27AAAAA0000A1Z5')).toBe(false);
  });

  it('refuses the wrong shape and lower case', () => {
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
    expect(isValidGstin('A7AAPFU0939F1ZV')).toBe(false);
    expect(gstinCheckCharacter('27AAPFU0939F1')).toBeNull();
    expect(gstinCheckCharacter('27AAPFU0939F1-')).toBeNull();
  });
});
