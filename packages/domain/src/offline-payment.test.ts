import { describe, expect, it } from 'vitest';
import {
  balanceDuePaise,
  isTdsAmountRight,
  parseRupeesToPaise,
  tdsOnPaise,
} from './offline-payment';

describe('parseRupeesToPaise', () => {
  it.each([
    ['29500', 2_950_000],
    ['29,500', 2_950_000],
    ['1,29,500.50', 12_950_050],
    ['1,00,00,000', 1_000_000_000],
    ['129,500.5', 12_950_050],
    ['₹ 27,000', 2_700_000],
    [' 0.01 ', 1],
    ['8,765.5', 876_550],
  ])('reads %s as %i paise', (typed, paise) => {
    expect(parseRupeesToPaise(typed)).toBe(paise);
  });

  it.each(['', '1,2950', '12,95,00', '29500.505', '-100', '2 9500', 'abc', '1,,000', ',500'])(
    'refuses %j',
    (typed) => {
      expect(parseRupeesToPaise(typed)).toBeNull();
    },
  );
});

describe('TDS', () => {
  it('is the rate on the value before GST: 10 % of ₹25,000 is ₹2,500', () => {
    expect(tdsOnPaise(2_500_000, 1000)).toBe(250_000);
  });

  it('rounds half-up to the paisa: 2 % of ₹8,765.25 is ₹175.31 (175.305)', () => {
    expect(tdsOnPaise(876_525, 200)).toBe(17_531);
  });

  it('takes an amount rounded to the rupee, no more than a rupee off', () => {
    expect(isTdsAmountRight(17_500, 876_525, 200)).toBe(true);
    expect(isTdsAmountRight(17_630, 876_525, 200)).toBe(true);
    expect(isTdsAmountRight(17_632, 876_525, 200)).toBe(false);
    // 10 % of the total with GST (₹2,950) is not 10 % of the value.
    expect(isTdsAmountRight(295_000, 2_500_000, 1000)).toBe(false);
  });
});

describe('balanceDuePaise', () => {
  it('is what received money, TDS and write-offs leave of the total', () => {
    const settled = { receivedPaise: 2_700_000, tdsPaise: 250_000, writtenOffPaise: 0 };
    expect(balanceDuePaise(2_950_000, settled)).toBe(0);
    expect(balanceDuePaise(2_950_000, { ...settled, receivedPaise: 1_000_000 })).toBe(1_700_000);
  });
});
