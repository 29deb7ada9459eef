import { describe, expect, it } from 'vitest';
import {
  dateValueError,
  datePartsProblem,
  isoOfParts,
  partsOfValue,
  valueOfParts,
} from './date-parts';

const parts = (day: string, month: string, year: string) => ({ day, month, year });

describe('date parts', () => {
  it('makes YYYY-MM-DD of a real date typed as a person says it', () => {
    expect(valueOfParts(parts('27', '3', '2026'))).toBe('2026-03-27');
    expect(valueOfParts(parts(' 7 ', '03', '2026'))).toBe('2026-03-07');
    expect(isoOfParts(parts('29', '2', '2024'))).toBe('2024-02-29');
  });

  it('gives no value for three empty parts', () => {
    expect(valueOfParts(parts('', ' ', ''))).toBe('');
    expect(datePartsProblem(parts('', '', ''), 'Date')).toBeNull();
  });

  it('keeps unfinished parts in a value no date schema accepts, and reads them back', () => {
    const value = valueOfParts(parts('31', '', '2026'));
    expect(value).not.toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(partsOfValue(value)).toEqual(parts('31', '', '2026'));
    expect(partsOfValue('2026-03-07')).toEqual(parts('7', '3', '2026'));
    expect(partsOfValue('')).toEqual(parts('', '', ''));
  });

  it.each([
    [parts('27', '', '2026'), 'Date must include a month'],
    [parts('', '3', '2026'), 'Date must include a day'],
    [parts('27', '3', ''), 'Date must include a year'],
    [parts('27', '', ''), 'Date must include a month and year'],
    [parts('', '', '2026'), 'Date must include a day and month'],
    [parts('31', '2', '2026'), 'Date must be a real date'],
    [parts('29', '2', '2025'), 'Date must be a real date'],
    [parts('1', '13', '2026'), 'Date must be a real date'],
    [parts('aa', '3', '2026'), 'Date must be a real date'],
    [parts('0', '3', '2026'), 'Date must be a real date'],
    [parts('27', '3', '26'), 'Year must include 4 numbers'],
  ])('words %o the GOV.UK way', (typed, message) => {
    expect(datePartsProblem(typed, 'Date')?.message).toBe(message);
    expect(dateValueError(valueOfParts(typed), 'Date')).toBe(message);
  });

  it('names the parts a message is about', () => {
    expect(datePartsProblem(parts('27', '', ''), 'Date')?.parts).toEqual(['month', 'year']);
    expect(datePartsProblem(parts('31', '2', '2026'), 'Date')?.parts).toEqual([
      'day',
      'month',
      'year',
    ]);
  });

  it('has nothing to say about a date or no date', () => {
    expect(dateValueError('2026-03-27', 'Date')).toBeNull();
    expect(dateValueError('', 'Date')).toBeNull();
    expect(dateValueError(undefined, 'Date')).toBeNull();
  });
});
