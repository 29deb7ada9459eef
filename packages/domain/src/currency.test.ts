import fc from 'fast-check';
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

// The reference the hand-written grouping must match: Intl's own 'en-IN' format.
const intlWhole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const intlDecimal = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const FEE_LIMIT = 1e15;

describe('Indian number format against Intl', () => {
  it('writes any whole number of rupees as Intl en-IN does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -FEE_LIMIT, max: FEE_LIMIT }), (rupees) => {
        expect(formatInr(rupees)).toBe(intlWhole.format(rupees));
      }),
    );
  });

  it('writes any fractional amount with two decimals as Intl en-IN does', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e12, max: 1e12, noNaN: true }).filter((x) => !Number.isInteger(x)),
        (rupees) => {
          expect(formatInr(rupees)).toBe(intlDecimal.format(rupees));
        },
      ),
    );
  });

  it('writes any safe number of paise as Intl en-IN does', () => {
    fc.assert(
      // Up to ₹1,000 crore: beyond it Intl's reference (paise / 100 in a double) loses the last paisa.
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (paise) => {
        const reference =
          paise % 100 === 0 ? intlWhole.format(paise / 100) : intlDecimal.format(paise / 100);
        expect(formatInrPaise(paise)).toBe(reference);
      }),
    );
  });

  it('keeps the boundaries of each group', () => {
    for (const rupees of [1, 12, 123, 1234, 12345, 123456, 1234567, 12345678, 123456789]) {
      expect(formatInr(rupees)).toBe(intlWhole.format(rupees));
      expect(formatInr(-rupees)).toBe(intlWhole.format(-rupees));
    }
    expect(formatInr(0.004)).toBe(intlDecimal.format(0.004));
    expect(formatInr(-0.004)).toBe(intlDecimal.format(-0.004));
  });
});
