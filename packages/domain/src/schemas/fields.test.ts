import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  apiDateText,
  choice,
  flag,
  gstOrPanText,
  jsonText,
  JSON_TEXT_MAX_DEPTH,
  JSON_TEXT_MAX_LENGTH,
  numericText,
  recordIdText,
  sameEmail,
  sameMobile,
  text,
} from './fields';

describe('text', () => {
  it('trims, and reads absent or null as blank', () => {
    expect(text.parse('  Asha  ')).toBe('Asha');
    expect(text.parse(undefined)).toBe('');
    expect(text.parse(null)).toBe('');
  });

  it('keeps an absent key of an object blank rather than failing', () => {
    expect(z.object({ name: text }).parse({})).toEqual({ name: '' });
  });
});

describe('numericText', () => {
  it('reads a JSON number as its digits', () => {
    expect(numericText.parse(9876543210)).toBe('9876543210');
    expect(numericText.parse(' 98765 ')).toBe('98765');
    expect(numericText.parse(null)).toBe('');
  });
});

describe('gstOrPanText', () => {
  it('trims and upper-cases', () => {
    expect(gstOrPanText.parse('  abcde1234f ')).toBe('ABCDE1234F');
  });
});

describe('apiDateText', () => {
  it('keeps a real YYYY-MM-DD date and blanks anything else', () => {
    expect(apiDateText.parse('1990-05-17')).toBe('1990-05-17');
    expect(apiDateText.parse('2025-02-30')).toBe('');
    expect(apiDateText.parse('17-05-1990')).toBe('');
    for (const outside of ['0000-01-01', '9999-12-31', '1899-12-31', '2101-01-01']) {
      expect(apiDateText.parse(outside), outside).toBe('');
    }
    expect(apiDateText.parse('1900-01-01')).toBe('1900-01-01');
    expect(apiDateText.parse('2100-12-31')).toBe('2100-12-31');
    expect(apiDateText.parse(undefined)).toBe('');
  });
});

describe('flag', () => {
  it('reads the 0/1, boolean and multipart spellings', () => {
    for (const value of [true, 1, '1', 'true', 'on'])
      expect(flag.parse(value), String(value)).toBe(true);
    for (const value of [false, 0, '0', 'false', '', null, undefined]) {
      expect(flag.parse(value), String(value)).toBe(false);
    }
  });

  it('rejects other values', () => {
    expect(flag.safeParse('yes').success).toBe(false);
    expect(flag.safeParse(2).success).toBe(false);
  });
});

describe('choice', () => {
  const size = choice(['1-25', '25-50', '50 & above'] as const);
  const zone = choice(['north', 'south'] as const);

  it('matches case-insensitively and answers with the list’s spelling', () => {
    expect(zone.parse('North')).toBe('north');
    expect(size.parse(' 50 & ABOVE ')).toBe('50 & above');
  });

  it('reads blank and unknown values as null', () => {
    expect(zone.parse('')).toBeNull();
    expect(zone.parse('central')).toBeNull();
  });
});

describe('jsonText', () => {
  const list = jsonText(z.array(z.number()).nullish());

  it('accepts the list itself or JSON text of it', () => {
    expect(list.parse([1, 2])).toEqual([1, 2]);
    expect(list.parse('[1,2]')).toEqual([1, 2]);
    expect(list.parse('null')).toBeNull();
    expect(list.parse('')).toBeUndefined();
  });

  it('fails text that is not JSON of a list', () => {
    expect(list.safeParse('not json').success).toBe(false);
    expect(list.safeParse('{"a":1}').success).toBe(false);
  });

  it('does not parse text longer or deeper than any list of the form, which fails as text', () => {
    const parse = vi.spyOn(JSON, 'parse');
    try {
      expect(list.safeParse('['.repeat(JSON_TEXT_MAX_DEPTH + 1)).success).toBe(false);
      expect(list.safeParse(`[${'1,'.repeat(JSON_TEXT_MAX_LENGTH)}1]`).success).toBe(false);
      expect(list.safeParse('['.repeat(500_000)).success).toBe(false);
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
    // Brackets inside the rows' text are text.
    const rows = jsonText(z.array(z.object({ name: z.string() })));
    const deepName = '[{"name":"[[[[[[[[\\"[[["}]';
    expect(rows.parse(deepName)).toEqual([{ name: '[[[[[[[["[[[' }]);
  });
});

describe('sameEmail and sameMobile', () => {
  it('compare emails case-insensitively and never match blank', () => {
    expect(sameEmail('Asha@Example.com', ' asha@example.com ')).toBe(true);
    expect(sameEmail('', '')).toBe(false);
    expect(sameEmail('a@b.co', null)).toBe(false);
  });

  it('compare numbers as written and never match blank', () => {
    expect(sameMobile('9876543210', 9876543210)).toBe(true);
    expect(sameMobile('9876543210', '9876543211')).toBe(false);
    expect(sameMobile('', undefined)).toBe(false);
  });
});

describe('recordIdText', () => {
  const id = recordIdText('Application id must be a number');

  it('reads an id as its number', () => {
    expect(id.parse('12')).toBe(12);
    expect(id.parse('2147483647')).toBe(2_147_483_647);
  });

  it('refuses, with the message, an id no record can have or text that is no id', () => {
    for (const text of ['2147483648', '9999999999', '0', '-1', '1e3', 'abc', '']) {
      const parsed = id.safeParse(text);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('Application id must be a number');
    }
  });
});
