import { describe, expect, it } from 'vitest';
import { b2clLimitPaise, gstr1PeriodOf, gstr1PlaceOfSupply } from './gstr1';

describe('GSTR-1 periods, threshold and places', () => {
  it('covers a month, or the quarter of the financial year that holds it', () => {
    expect(gstr1PeriodOf('2026-02')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
      fp: '022026',
    });
    expect(gstr1PeriodOf('2026-05', 'quarterly')).toEqual({
      from: '2026-04-01',
      to: '2026-06-30',
      fp: '062026',
    });
    expect(gstr1PeriodOf('2027-01', 'quarterly')).toEqual({
      from: '2027-01-01',
      to: '2027-03-31',
      fp: '032027',
    });
  });

  it('takes ₹1,00,000 as the B2C large limit from 1 August 2024, ₹2,50,000 before', () => {
    expect(b2clLimitPaise('2024-07-31')).toBe(25_000_000);
    expect(b2clLimitPaise('2024-08-01')).toBe(10_000_000);
  });

  it("spells places as the offline tool's list does", () => {
    expect(gstr1PlaceOfSupply('29', 'Karnataka')).toBe('29-Karnataka');
    expect(gstr1PlaceOfSupply('35', 'Andaman and Nicobar Islands')).toBe(
      '35-Andaman & Nicobar Islands',
    );
    expect(gstr1PlaceOfSupply('31', 'Lakshadweep')).toBe('31-Lakshdweep');
  });
});
