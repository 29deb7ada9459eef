import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  financialYearOf,
  formatIndiaDate,
  formatIndiaDateTime,
  invoiceNumber,
  isIntraState,
  gstRateLabels,
  ratePercentText,
  taxLines,
} from './invoice';

describe('financialYearOf', () => {
  it('runs April to March', () => {
    expect(financialYearOf(new Date('2026-11-23T10:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-01-15T10:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2026-03-31T23:59:59+05:30'))).toBe('2025-26');
  });

  it('reads the date in India, not in UTC or the process time zone', () => {
    // 1 April 01:30 IST is still 31 March in UTC.
    expect(financialYearOf(new Date('2027-03-31T20:00:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
  });

  it('wraps the short year at a century', () => {
    expect(financialYearOf(new Date('1999-06-01T00:00:00Z'))).toBe('1999-00');
    expect(financialYearOf(new Date('2009-06-01T00:00:00Z'))).toBe('2009-10');
  });

  it('rejects an invalid date', () => {
    expect(() => financialYearOf(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('India dates', () => {
  it('formats the calendar date and time in IST', () => {
    expect(formatIndiaDate(new Date('2027-03-31T20:00:00Z'))).toBe('01-Apr-2027');
    expect(formatIndiaDateTime(new Date('2027-03-31T20:00:00Z'))).toBe('01-Apr-2027 01:30 IST');
    expect(formatIndiaDateTime(new Date('2026-11-23T18:29:00Z'))).toBe('23-Nov-2026 23:59 IST');
  });
});

describe('invoiceNumber', () => {
  it('joins prefix, financial year and a six-digit sequence', () => {
    expect(invoiceNumber('PTC', '2026-27', 42)).toBe('PTC/2627/000042');
    expect(invoiceNumber('PTC', '2026-27', 1)).toBe('PTC/2627/000001');
    expect(invoiceNumber('PTC', '2099-00', 999_999)).toBe('PTC/9900/999999');
  });

  it("fits GST's 16 characters with a four-character prefix", () => {
    expect(invoiceNumber('ABCD', '2026-27', 999_999)).toHaveLength(16);
  });

  it('keeps a seventh digit instead of cutting it', () => {
    expect(invoiceNumber('PTC', '2026-27', 1_000_000)).toBe('PTC/2627/1000000');
  });

  it('rejects a sequence below 1, a malformed year and characters GST does not allow', () => {
    expect(() => invoiceNumber('PTC', '2026-27', 0)).toThrow(RangeError);
    expect(() => invoiceNumber('PTC', '2026-27', 1.5)).toThrow(RangeError);
    expect(() => invoiceNumber('PTC', '2026', 1)).toThrow(RangeError);
    expect(() => invoiceNumber('PT C', '2026-27', 1)).toThrow(RangeError);
    expect(() => invoiceNumber('', '2026-27', 1)).toThrow(RangeError);
  });
});

describe('isIntraState', () => {
  it('is intra-state when the member is in the association’s state', () => {
    expect(isIntraState('27', '27')).toBe(true);
    expect(isIntraState(' 7', '07')).toBe(true);
  });

  it('is inter-state when the member is in another state', () => {
    expect(isIntraState('07', '27')).toBe(false);
  });

  it('taxes at the supplier’s location when the member’s state is unknown', () => {
    expect(isIntraState(null, '27')).toBe(true);
    expect(isIntraState('  ', '27')).toBe(true);
  });

  it('rejects something that is not a state code', () => {
    expect(() => isIntraState('MH', '27')).toThrow(RangeError);
    expect(() => isIntraState('27', '')).toThrow(RangeError);
  });
});

describe('taxLines', () => {
  it('splits 18% into CGST 9% and SGST 9% within the state', () => {
    expect(taxLines({ taxablePaise: 1_000_000, intraState: true })).toEqual({
      cgst: 90_000,
      sgst: 90_000,
      igst: 0,
      gst: 180_000,
      rateLabel: 'CGST 9% + SGST 9%',
    });
  });

  it('charges IGST 18% across states', () => {
    expect(taxLines({ taxablePaise: 1_000_000, intraState: false })).toEqual({
      cgst: 0,
      sgst: 0,
      igst: 180_000,
      gst: 180_000,
      rateLabel: 'IGST 18%',
    });
  });

  it('charges and labels the order’s stored rate', () => {
    expect(
      taxLines({ taxablePaise: 1_000_000, intraState: true, gstRateBasisPoints: 1200 }),
    ).toEqual({
      cgst: 60_000,
      sgst: 60_000,
      igst: 0,
      gst: 120_000,
      rateLabel: 'CGST 6% + SGST 6%',
    });
    expect(
      taxLines({ taxablePaise: 1_000_000, intraState: false, gstRateBasisPoints: 1250 }),
    ).toMatchObject({ igst: 125_000, rateLabel: 'IGST 12.5%' });
    expect(gstRateLabels(1250)).toEqual({ cgst: '6.25%', sgst: '6.25%', igst: '12.5%' });
    expect(gstRateLabels(25)).toEqual({ cgst: '0.125%', sgst: '0.125%', igst: '0.25%' });
    expect(ratePercentText(1800)).toBe('18');
  });

  it('rounds CGST and SGST each, never an odd paisa apart', () => {
    // 9% of 1.03 is 0.0927, 9 paise each; GST 18 paise (IGST at 18% would be 0.1854, 19 paise).
    expect(taxLines({ taxablePaise: 103, intraState: true })).toMatchObject({
      gst: 18,
      cgst: 9,
      sgst: 9,
    });
    expect(taxLines({ taxablePaise: 103, intraState: false })).toMatchObject({ gst: 19, igst: 19 });
  });

  it('adds up for any taxable value, either way', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.boolean(), (taxable, intra) => {
        const lines = taxLines({ taxablePaise: taxable, intraState: intra });
        expect(lines.cgst + lines.sgst + lines.igst).toBe(lines.gst);
        expect(intra ? lines.igst : lines.cgst + lines.sgst).toBe(0);
      }),
    );
  });
});
