import { describe, expect, it } from 'vitest';
import {
  balanceDuePaise,
  isTdsAmountRight,
  parseRupeesToPaise,
  tdsOnPaise,
} from './offline-payment';
import { offlinePaymentBody } from './contracts/refunds.contract';

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

describe('offlinePaymentBody', () => {
  const body = {
    purpose: 'register',
    method: 'cheque',
    reference: '004512',
    received_on: '2026-10-30',
  };

  it('takes amounts as text in Indian grouping, or as numbers', () => {
    const parsed = offlinePaymentBody.parse({
      ...body,
      amount: '1,29,500.50',
      tds: { section: '194J', rate: 10, amount: '2,500' },
    });
    expect(parsed).toMatchObject({ amount: 129500.5, tds: { amount: 2500 }, bank_charges: null });
    expect(offlinePaymentBody.parse({ ...body, amount: 27000 }).amount).toBe(27000);
  });

  it('refuses misplaced commas, more than two decimals, zero and a rate over 20 %', () => {
    for (const amount of ['12,95,00', 29500.505, '0', -1]) {
      expect(offlinePaymentBody.safeParse({ ...body, amount }).success).toBe(false);
    }
    const tds = { section: '194J', rate: 25, amount: 100 };
    expect(offlinePaymentBody.safeParse({ ...body, amount: 1, tds }).success).toBe(false);
  });

  it('refuses a huge number as invalid input, without throwing (it was a 500)', () => {
    for (const amount of [1e308, 9e15, '9'.repeat(400)]) {
      expect(offlinePaymentBody.safeParse({ ...body, amount }).success).toBe(false);
      const tds = { section: '194J', rate: 10, amount };
      expect(offlinePaymentBody.safeParse({ ...body, amount: 1, tds }).success).toBe(false);
    }
  });
});
