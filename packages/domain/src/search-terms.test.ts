import { describe, expect, it } from 'vitest';
import { searchTerms } from './search-terms';

const matchesMember = (query: string, memberNumber: string): boolean => {
  const pattern = searchTerms(query).memberNumberPattern;
  return pattern !== null && new RegExp(pattern, 'i').test(memberNumber);
};

describe('searchTerms', () => {
  it('reads a mobile written with +91, 91 or 0, spaces and dashes as its 10 digits', () => {
    for (const query of [
      '+91 98123 45678',
      '+91-9812345678',
      '919812345678',
      '098123-45678',
      '98123 45678',
      '(0091) 98123 45678',
    ]) {
      expect(searchTerms(query), query).toEqual({
        text: null,
        phoneDigits: '9812345678',
        applicationNumbers: [],
        memberNumberPattern: null,
        bareNumber: false,
      });
    }
  });

  it('reads the numbers of issue #29 as typed by the office', () => {
    expect(searchTerms('+91 98765 43210').phoneDigits).toBe('9876543210');
    expect(searchTerms('98765-43210').phoneDigits).toBe('9876543210');
    expect(searchTerms('+91 98765 43210').text).toBeNull();
    expect(searchTerms('PA-9').applicationNumbers).toEqual(['PA-000009', 'PA-0009']);
    expect(matchesMember('PM-42', 'PM-0042')).toBe(true);
    expect(matchesMember('42', 'PM-0042')).toBe(true);
    expect(matchesMember('42', 'PM-0420')).toBe(false);
    expect(searchTerms('42').bareNumber).toBe(true);
  });

  it('reads a part of a mobile of 5 digits or more', () => {
    expect(searchTerms('+91 98123').phoneDigits).toBe('98123');
    expect(searchTerms('45678').phoneDigits).toBe('45678');
    expect(searchTerms('4567').phoneDigits).toBeNull();
  });

  it('reads an application number however it is written', () => {
    for (const query of ['PA-9', 'pa9', 'pa 000009', 'PA-000009', 'Pa/9', '9', '000009']) {
      expect(searchTerms(query).applicationNumbers, query).toEqual(['PA-000009', 'PA-0009']);
    }
    expect(searchTerms('PA-1234567').applicationNumbers).toEqual(['PA-1234567']);
    expect(searchTerms('PA-0').applicationNumbers).toEqual([]);
  });

  it('names a member number exactly, with or without its prefix and padding', () => {
    expect(matchesMember('PM-42', 'PM-0042')).toBe(true);
    expect(matchesMember('pm 0042', 'PM-0042')).toBe(true);
    expect(matchesMember('42', 'PM-0042')).toBe(true);
    expect(matchesMember('EEMA-0012', 'EEMA-0012')).toBe(true);
    expect(matchesMember('eema12', 'EEMA-0012')).toBe(true);
    expect(matchesMember('12', 'EEMA/0012')).toBe(true);
    // Exact: not every number containing the digits, nor another series.
    expect(matchesMember('4', 'PM-0042')).toBe(false);
    expect(matchesMember('42', 'PM-0142')).toBe(false);
    expect(matchesMember('PM-42', 'EEMA-0042')).toBe(false);
    expect(matchesMember('PM-42', 'PM-10042')).toBe(false);
  });

  it('keeps a bare short number to ids: no text, no mobile fragment', () => {
    expect(searchTerms('9')).toEqual({
      text: null,
      phoneDigits: null,
      applicationNumbers: ['PA-000009', 'PA-0009'],
      memberNumberPattern: '(^|[^0-9])0*9$',
      bareNumber: true,
    });
  });

  it('searches words as text', () => {
    expect(searchTerms('  Asha ')).toEqual({
      text: 'Asha',
      phoneDigits: null,
      applicationNumbers: [],
      memberNumberPattern: null,
      bareNumber: false,
    });
    expect(searchTerms('asha91@example.com').text).toBe('asha91@example.com');
    expect(searchTerms('PA-9').text).toBe('PA-9');
  });

  it('finds nothing for an empty query or separators alone', () => {
    expect(searchTerms('  ').text).toBeNull();
    expect(searchTerms('-').text).toBe('-');
  });
});
