import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';

const WORD_VALUES: Record<string, number> = {
  One: 1,
  Two: 2,
  Three: 3,
  Four: 4,
  Five: 5,
  Six: 6,
  Seven: 7,
  Eight: 8,
  Nine: 9,
  Ten: 10,
  Eleven: 11,
  Twelve: 12,
  Thirteen: 13,
  Fourteen: 14,
  Fifteen: 15,
  Sixteen: 16,
  Seventeen: 17,
  Eighteen: 18,
  Nineteen: 19,
  Twenty: 20,
  Thirty: 30,
  Forty: 40,
  Fifty: 50,
  Sixty: 60,
  Seventy: 70,
  Eighty: 80,
  Ninety: 90,
};

/** Reads Indian-system words back into a number, independently of the code under test. */
function wordsToNumber(words: string): number {
  let total = 0;
  let current = 0;
  for (const token of words.split(' ')) {
    if (token === 'Hundred') current *= 100;
    else if (token === 'Thousand' || token === 'Lakh') {
      total += current * (token === 'Thousand' ? 1000 : 100_000);
      current = 0;
    } else if (token === 'Crore') {
      // Everything before 'Crore' counts crores (this is how 'One Lakh Crore' reads).
      total = (total + current) * 10_000_000;
      current = 0;
    } else {
      for (const part of token.split('-')) {
        const value = WORD_VALUES[part];
        if (value === undefined) throw new Error(`unexpected word '${part}' in '${words}'`);
        current += value;
      }
    }
  }
  return total + current;
}

/** Inverse of amountInWords for the house style, in paise; throws on anything else. */
function parseAmount(text: string): number {
  if (!text.endsWith(' Only')) throw new Error(`no 'Only': '${text}'`);
  let rest = text.slice(0, -' Only'.length);
  let rupees = 0;
  if (rest.startsWith('Rupees ')) {
    const [rupeeWords = '', paiseWords, ...extra] = rest.slice('Rupees '.length).split(' and ');
    if (extra.length > 0) throw new Error(`two 'and's: '${text}'`);
    if (rupeeWords === 'Zero' && paiseWords === undefined) return 0;
    rupees = wordsToNumber(rupeeWords);
    if (rupees === 0) throw new Error(`zero rupees spelt out: '${text}'`);
    rest = paiseWords ?? '';
    if (paiseWords === '') throw new Error(`empty paise: '${text}'`);
  }
  if (rest === '') return rupees * 100;
  const match = /^(.+) (Paise|Paisa)$/.exec(rest);
  if (!match?.[1]) throw new Error(`no paise: '${text}'`);
  const paise = wordsToNumber(match[1]);
  if (paise < 1 || paise > 99 || (paise === 1) !== (match[2] === 'Paisa')) {
    throw new Error(`bad paise: '${text}'`);
  }
  return rupees * 100 + paise;
}

describe('amountInWords', () => {
  it('spells whole rupees without a paise part', () => {
    expect(amountInWords(1_180_000)).toBe('Rupees Eleven Thousand Eight Hundred Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(2_500_000)).toBe('Rupees Twenty-Five Thousand Only');
  });

  it('adds paise after "and", singular for one paisa', () => {
    expect(amountInWords(10_234_550)).toBe(
      'Rupees One Lakh Two Thousand Three Hundred Forty-Five and Fifty Paise Only',
    );
    expect(amountInWords(101)).toBe('Rupees One and One Paisa Only');
  });

  it('says zero, and leaves out rupees below one rupee', () => {
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(1)).toBe('One Paisa Only');
    expect(amountInWords(99)).toBe('Ninety-Nine Paise Only');
    expect(amountInWords(20)).toBe('Twenty Paise Only');
  });

  it('uses lakh and crore at their exact boundaries', () => {
    expect(amountInWords(99_999_00)).toBe(
      'Rupees Ninety-Nine Thousand Nine Hundred Ninety-Nine Only',
    );
    expect(amountInWords(1_00_000_00)).toBe('Rupees One Lakh Only');
    expect(amountInWords(1_00_00_000_00)).toBe('Rupees One Crore Only');
    expect(amountInWords(1_00_01_000_00)).toBe('Rupees One Crore One Thousand Only');
    expect(amountInWords(1_05_00_010_00)).toBe('Rupees One Crore Five Lakh Ten Only');
  });

  it('spells the largest amount below a hundred crore', () => {
    expect(amountInWords(99_99_99_999_99)).toBe(
      'Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine' +
        ' and Ninety-Nine Paise Only',
    );
  });

  it('spells crores above 99 in Indian groups', () => {
    expect(amountInWords(1_23_00_00_000_00)).toBe('Rupees One Hundred Twenty-Three Crore Only');
    expect(amountInWords(1_00_000_00_00_000_00)).toBe('Rupees One Lakh Crore Only');
    expect(amountInWords(Number.MAX_SAFE_INTEGER)).toBe(
      'Rupees Ninety Lakh Seven Thousand One Hundred Ninety-Nine Crore Twenty-Five Lakh' +
        ' Forty-Seven Thousand Four Hundred Nine and Ninety-One Paise Only',
    );
  });

  it('rejects negative, fractional and unsafe amounts', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
    expect(() => amountInWords(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });

  it('reads back to the same amount for every safe number of paise', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (paise) => {
        expect(parseAmount(amountInWords(paise))).toBe(paise);
      }),
      { numRuns: 2000 },
    );
  });

  it('is Title Case words joined by single spaces, hyphens or " and "', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (paise) => {
        const words = amountInWords(paise);
        expect(words).toMatch(/^[A-Z][a-z]+(?:(?: and |[ -])[A-Z][a-z]+)*$/);
      }),
    );
  });
});
