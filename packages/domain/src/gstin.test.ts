import { describe, expect, it } from 'vitest';
import {
  GSTIN_MESSAGES,
  gstinCheckCharacter,
  gstinError,
  isGstinStateCode,
  isValidGstin,
} from './gstin';

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

  it('accepts the demo and fixture GSTINs, whose check characters were corrected', () => {
    expect(isValidGstin('27AAAAA0000A1Z2')).toBe(true);
    expect(isValidGstin('27ABCDE1234F1Z0')).toBe(true);
    // The old demo value fails its check character.
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

describe('gstinError', () => {
  it('accepts a valid GSTIN, with or without the matching PAN', () => {
    expect(gstinError('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinError('27AAPFU0939F1ZV', 'AAPFU0939F')).toBeNull();
    expect(gstinError('27AAPFU0939F1ZV', '')).toBeNull();
  });

  it.each([
    ['too short', '27AAPFU0939F1Z'],
    ['too long', '27AAPFU0939F1ZV1'],
    ['a typed ABC', 'ABC'],
    ['a digit where the PAN has letters', '271APFU0939F1ZV'],
    ['a letter where the PAN has digits', '27AAPFUA939F1ZV'],
    ['entity number 0', '27AAPFU0939F0ZV'],
    ['no Z in the 14th place', '27AAPFU0939F1AV'],
    ['lower case', '27aapfu0939f1zv'],
    ['spaces around', ' 27AAPFU0939F1ZV '],
  ])('refuses the structure: %s', (_name, value) => {
    expect(gstinError(value)).toBe(GSTIN_MESSAGES.invalid);
  });

  it('knows the state codes 01 to 38, 97 and 99 only', () => {
    for (const code of ['01', '07', '27', '38', '97', '99'])
      expect(isGstinStateCode(code)).toBe(true);
    for (const code of ['00', '39', '45', '96', '98', '7', 'AB']) {
      expect(isGstinStateCode(code)).toBe(false);
    }
    // A right structure with an unknown state (check character made right, so only the state fails).
    const first14 = '45AAPFU0939F1Z';
    expect(gstinError(`${first14}${gstinCheckCharacter(first14)}`)).toBe(GSTIN_MESSAGES.stateCode);
    const centre = '99AAPFU0939F1Z';
    expect(gstinError(`${centre}${gstinCheckCharacter(centre)}`)).toBeNull();
  });

  it('refuses a wrong check character', () => {
    expect(gstinError('27AAPFU0939F1ZW')).toBe(GSTIN_MESSAGES.checkCharacter);
    expect(gstinError('27ABCDE1234F1Z5')).toBe(GSTIN_MESSAGES.checkCharacter);
  });

  it('refuses a GSTIN that does not hold the PAN given', () => {
    expect(gstinError('27AAPFU0939F1ZV', 'AAPFU0939G')).toBe(GSTIN_MESSAGES.panMismatch);
  });
});
