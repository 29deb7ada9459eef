import { describe, expect, it } from 'vitest';
import { MAX_RECORD_ID, parseRecordId } from './record-id';

describe('parseRecordId', () => {
  it('reads decimal digits of an id a record can have', () => {
    expect(parseRecordId('1')).toBe(1);
    expect(parseRecordId('42')).toBe(42);
    expect(parseRecordId(String(MAX_RECORD_ID))).toBe(2_147_483_647);
  });

  it('returns null above the largest PostgreSQL integer, however it is written', () => {
    expect(parseRecordId('2147483648')).toBeNull();
    expect(parseRecordId('9999999999')).toBeNull();
    expect(parseRecordId('123456789012345678901234567890')).toBeNull();
  });

  it('returns null for anything but plain positive digits', () => {
    for (const text of ['', '0', '007', '-1', '1.5', '1e3', '0x10', ' 1', '1 ', 'abc', '1\u0000']) {
      expect(parseRecordId(text)).toBeNull();
    }
  });
});
