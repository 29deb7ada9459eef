import { describe, expect, it } from 'vitest';
import { creditNoteNumberHead, creditNoteSplit, sumSplits, type TaxSplit } from './credit-note';

const intra: TaxSplit = {
  taxablePaise: 1_180_000,
  cgstPaise: 106_200,
  sgstPaise: 106_200,
  igstPaise: 0,
  roundOffPaise: 0,
  totalPaise: 1_392_400,
};
const inter: TaxSplit = { ...intra, cgstPaise: 0, sgstPaise: 0, igstPaise: 212_400 };

const adds = (s: TaxSplit) => s.taxablePaise + s.cgstPaise + s.sgstPaise + s.igstPaise;

describe('creditNoteSplit', () => {
  it('gives a full refund the invoice figures exactly', () => {
    expect(creditNoteSplit(intra, intra.totalPaise)).toEqual(intra);
    expect(creditNoteSplit(inter, inter.totalPaise)).toEqual(inter);
  });

  it('splits a part in proportion, the taxes as the invoice split them, adding up', () => {
    const part = creditNoteSplit(intra, 100_001);
    expect(adds(part)).toBe(100_001);
    expect(
      Math.abs(part.taxablePaise - Math.round((100_001 * 1_180_000) / 1_392_400)),
    ).toBeLessThanOrEqual(3);
    expect(part.cgstPaise).toBe(part.sgstPaise);
    expect(part.igstPaise).toBe(0);
    const igst = creditNoteSplit(inter, 100_001);
    expect(igst).toMatchObject({ cgstPaise: 0, sgstPaise: 0, taxablePaise: part.taxablePaise });
    expect(adds(igst)).toBe(100_001);
  });

  it('makes the last of several parts complete the invoice to the paisa', () => {
    const parts = [333_333, 333_333, 333_333];
    const notes: TaxSplit[] = [];
    for (const amount of parts) notes.push(creditNoteSplit(intra, amount, sumSplits(notes)));
    notes.push(creditNoteSplit(intra, intra.totalPaise - 999_999, sumSplits(notes)));
    expect(sumSplits(notes)).toEqual(intra);
  });

  it('refuses more than is left', () => {
    expect(() => creditNoteSplit(intra, intra.totalPaise + 1)).toThrow(RangeError);
    expect(() => creditNoteSplit(intra, 0)).toThrow(RangeError);
    expect(() =>
      creditNoteSplit(intra, 2, { ...intra, totalPaise: intra.totalPaise - 1 }),
    ).toThrow();
  });

  it('numbers per financial year', () => {
    expect(creditNoteNumberHead('2026-27')).toBe('CN/2627/');
    expect(() => creditNoteNumberHead('2026')).toThrow(RangeError);
  });
});
