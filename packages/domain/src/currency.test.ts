import { describe, expect, it } from 'vitest';
import { formatInr, formatInrPaise } from './currency';

describe('Indian number format', () => {
  it('groups rupees the Indian way without a symbol', () => {
    expect(formatInr(0)).toBe('0');
    expect(formatInr(999)).toBe('999');
    expect(formatInr(1000)).toBe('1,000');
    expect(formatInr(100000)).toBe('1,00,000');
    expect(formatInr(1234567)).toBe('12,34,567');
    expect(formatInr(1234.5)).toBe('1,234.50');
  });

  it('formats paise with decimals only when there are paise', () => {
    expect(formatInrPaise(10_000_000)).toBe('1,00,000');
    expect(formatInrPaise(123_456_700)).toBe('12,34,567');
    expect(formatInrPaise(123_456_789)).toBe('12,34,567.89');
    expect(formatInrPaise(5)).toBe('0.05');
    expect(formatInrPaise(0)).toBe('0');
  });

  it('rejects non-finite rupees and fractional paise', () => {
    expect(() => formatInr(Number.NaN)).toThrow(RangeError);
    expect(() => formatInrPaise(1.5)).toThrow(RangeError);
  });
});
