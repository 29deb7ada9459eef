import { describe, it, expect } from 'vitest';
import {
  countWords,
  decodeId,
  encodeId,
  formatDisplayDate,
  formatDisplayDateLong,
  formatDocumentDate,
  formatIndiaDate,
  formatIndiaDateTime,
  maskContact,
  parseApiDate,
  toApiDate,
} from './format';

describe('maskContact', () => {
  it('shows only the last 4 digits of a number', () => {
    expect(maskContact('9876543210')).toBe('******3210');
    expect(maskContact('+91 98765-43210')).toBe('********3210');
    expect(maskContact('1234')).toBe('1234');
  });

  it('shows the first 3 characters of an email and cuts it to 15 characters', () => {
    const masked = maskContact('someone@example.com');
    expect(masked).toBe('som****@exampl…');
    expect(masked).toHaveLength(15);
  });

  it('leaves a short masked email whole', () => {
    expect(maskContact('ab@x.io')).toBe('ab****@x.io');
    expect(maskContact('abcdef@x.io')).toBe('abc****@x.io');
  });

  it('never reveals more than the first 3 characters of the local part', () => {
    expect(maskContact('secretname@a.in')).toBe('sec****@a.in');
  });
});

describe('dates', () => {
  const date = new Date(2025, 2, 5, 18, 45);

  it('shows DD-MM-YYYY and DD-MMM-YYYY', () => {
    expect(formatDisplayDate(date)).toBe('05-03-2025');
    expect(formatDisplayDateLong(date)).toBe('05-Mar-2025');
    expect(formatDisplayDate('2025-12-31')).toBe('31-12-2025');
    expect(formatDisplayDateLong('2025-12-31')).toBe('31-Dec-2025');
  });

  it('gives the date in India whatever the time zone, the day turning at 18:30 UTC', () => {
    expect(formatIndiaDate(new Date('2025-03-05T18:29:59Z'))).toBe('05-03-2025');
    expect(formatIndiaDate(new Date('2025-03-05T18:30:00Z'))).toBe('06-03-2025');
    expect(formatIndiaDate(new Date('2025-12-31T20:00:00Z'))).toBe('01-01-2026');
    expect(formatIndiaDateTime(new Date('2025-03-05T18:30:00Z'))).toBe('06-03-2025 00:00');
    expect(formatIndiaDateTime(new Date('2025-03-05T08:05:00Z'))).toBe('05-03-2025 13:35');
  });

  it('sends YYYY-MM-DD', () => {
    expect(toApiDate(date)).toBe('2025-03-05');
    expect(toApiDate('2024-02-29')).toBe('2024-02-29');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDisplayDate('not a date')).toBe('');
    expect(formatDisplayDateLong(new Date(Number.NaN))).toBe('');
    expect(toApiDate('2025-02-30')).toBe('');
  });

  it('parses API dates as local midnight', () => {
    expect(parseApiDate('2025-03-05')).toEqual(new Date(2025, 2, 5));
    expect(parseApiDate('2024-02-29')).toEqual(new Date(2024, 1, 29));
  });

  it('rejects malformed and impossible API dates', () => {
    for (const value of [
      '',
      '05-03-2025',
      '2025-3-5',
      '2025-02-29',
      '2025-04-31',
      '2025-13-01',
      '2025-00-10',
      '2025-01-00',
      '0000-01-01',
      '2025-03-05T00:00',
    ]) {
      expect(parseApiDate(value)).toBeNull();
    }
  });
});

describe('countWords', () => {
  it('counts words separated by any whitespace', () => {
    expect(countWords('one two three')).toBe(3);
    expect(countWords('  one   two\n\nthree\tfour  ')).toBe(4);
  });

  it('is zero for blank text', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   \n\t ')).toBe(0);
  });
});

describe('route ids', () => {
  it('encodes the decimal id as base64', () => {
    expect(encodeId(12)).toBe('MTI=');
    expect(encodeId(1)).toBe('MQ==');
    expect(encodeId(123)).toBe('MTIz');
  });

  it('decodes what it encodes', () => {
    for (const id of [1, 7, 42, 1000, 987_654_321]) expect(decodeId(encodeId(id))).toBe(id);
  });

  it('rejects ids that are not positive integers', () => {
    expect(() => encodeId(0)).toThrow(RangeError);
    expect(() => encodeId(-3)).toThrow(RangeError);
    expect(() => encodeId(1.5)).toThrow(RangeError);
  });

  it('returns null for anything but base64 of a positive integer', () => {
    expect(decodeId('')).toBeNull();
    expect(decodeId('not base64!')).toBeNull();
    expect(decodeId('MA==')).toBeNull(); // '0'
    expect(decodeId('LTE=')).toBeNull(); // '-1'
    expect(decodeId('MDEy')).toBeNull(); // '012'
    expect(decodeId('YWJj')).toBeNull(); // 'abc'
    expect(decodeId('MS41')).toBeNull(); // '1.5'
    expect(decodeId('MTI')).toBe(12); // unpadded base64 is still base64
    expect(decodeId('M')).toBeNull();
    expect(decodeId('OTk5OTk5OTk5OTk5OTk5OTk5OTk=')).toBeNull(); // beyond safe integers
  });

  it('returns null for an id no record can have (ids are PostgreSQL integers)', () => {
    expect(decodeId(encodeId(2_147_483_647))).toBe(2_147_483_647);
    expect(decodeId('MjE0NzQ4MzY0OA==')).toBeNull(); // '2147483648'
    expect(decodeId('MTIzNDU2Nzg5MDEyMzQ1Ng==')).toBeNull(); // '1234567890123456'
  });
});

describe('formatDocumentDate', () => {
  it("writes the date in India as DD-MMM-YYYY, the documents' one style", () => {
    expect(formatDocumentDate(new Date('2025-03-05T18:29:59Z'))).toBe('05-Mar-2025');
    expect(formatDocumentDate(new Date('2026-11-27T18:30:00Z'))).toBe('28-Nov-2026');
    expect(formatDocumentDate(new Date('2027-12-31T10:00:00Z'))).toBe('31-Dec-2027');
  });
});
