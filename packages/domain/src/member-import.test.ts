import { describe, expect, it } from 'vitest';
import {
  cellsOf,
  checkImportRow,
  IMPORT_COLUMNS,
  parseImportDate,
  parseImportMobile,
  parseMemberNumber,
  readHeader,
  type ImportCells,
  type ImportProblem,
  type ImportReferences,
} from './member-import';

const refs: ImportReferences = {
  categoryIdByName: new Map([['silver', 2]]),
  stateByName: new Map([
    ['maharashtra', { id: 27, zone: 'west', name: 'Maharashtra' }],
    ['gujarat', { id: 24, zone: 'west', name: 'Gujarat' }],
    ['delhi', { id: 7, zone: 'north', name: 'Delhi' }],
  ]),
  memberNumberPrefix: 'PM-',
};

const valid: ImportCells = {
  companyName: 'Mehta Events',
  name: 'Aarav Mehta',
  email: 'Aarav@Example.org',
  mobile: '+91 98765-43210',
  zone: 'West',
  state: 'maharashtra',
  category: 'SILVER',
  memberNumber: 'pm-42',
  startsOn: '01/04/2026',
  expiresOn: '2027-03-31',
  gstin: '27aaacm1234a1z8',
  pan: '',
  address: '1 Marine Drive',
  city: 'Mumbai',
  pin: '400 020',
};

function check(cells: Partial<ImportCells>) {
  const problems: ImportProblem[] = [];
  const member = checkImportRow(5, { ...valid, ...cells }, refs, problems);
  return { member, problems };
}

describe('the register file', () => {
  it('reads the header in any case and spacing, refusing unknown, repeated and missing columns', () => {
    const header = IMPORT_COLUMNS.map((column) => column.header.toUpperCase());
    const read = readHeader(header);
    expect(read.ok && read.index.email).toBe(2);
    expect(readHeader(['company_name', 'Email', 'email', 'S.No'])).toEqual({
      ok: false,
      problems: expect.arrayContaining([
        { row: 1, column: 'email', message: 'Column "Email" appears twice' },
        { row: 1, column: 'S.No', message: 'Unknown column "S.No"' },
        { row: 1, column: 'Mobile', message: 'Column "Mobile" is missing' },
      ]),
    });
    const index = readHeader(['Authorized person', ...header.slice(0, 1), ...header.slice(2)]);
    expect(index.ok && cellsOf([' Asha ', 'Co'], index.index).name).toBe('Asha');
  });

  it('reads dates as DD-MM-YYYY or YYYY-MM-DD, refusing impossible ones', () => {
    expect(parseImportDate('31-03-2027')).toBe('2027-03-31');
    expect(parseImportDate('1/4/2026')).toBe('2026-04-01');
    expect(parseImportDate('2026-04-01')).toBe('2026-04-01');
    expect(parseImportDate('29-02-2027')).toBeNull();
    expect(parseImportDate('04/31/2026')).toBeNull();
    expect(parseImportDate('March 2026')).toBeNull();
    // The portal's dates are 1900 to 2100 (issue #25).
    for (const outside of ['0000-01-01', '31-12-9999', '1899-12-31', '01-01-2101']) {
      expect(parseImportDate(outside), outside).toBeNull();
    }
    expect(parseImportDate('01-01-1900')).toBe('1900-01-01');
    expect(parseImportDate('2100-12-31')).toBe('2100-12-31');
  });

  it('reads mobiles and member numbers', () => {
    expect(parseImportMobile('98765 43210')).toBe('9876543210');
    expect(parseImportMobile('+919876543210')).toBe('9876543210');
    expect(parseImportMobile('12345')).toBeNull();
    expect(parseMemberNumber('pm-42', 'PM-')).toBe('PM-0042');
    expect(parseMemberNumber('PM-012345', 'PM-')).toBe('PM-12345');
    expect(parseMemberNumber('PM-0', 'PM-')).toBeNull();
    expect(parseMemberNumber('AB-42', 'PM-')).toBeNull();
  });
});

describe('a row', () => {
  it('is normalised: email lower-cased, references resolved, PAN taken from the GSTIN', () => {
    const { member, problems } = check({});
    expect(problems).toEqual([]);
    expect(member).toEqual({
      row: 5,
      companyName: 'Mehta Events',
      name: 'Aarav Mehta',
      email: 'aarav@example.org',
      mobile: '9876543210',
      zone: 'west',
      stateId: 27,
      categoryId: 2,
      memberNumber: 'PM-0042',
      startsOn: '2026-04-01',
      expiresOn: '2027-03-31',
      gstin: '27AAACM1234A1Z8',
      pan: 'AAACM1234A',
      address: '1 Marine Drive',
      city: 'Mumbai',
      pin: '400020',
    });
  });

  it('takes the city and PIN code when given, checked, and none when blank', () => {
    expect(check({ city: '', pin: '' }).member).toMatchObject({ city: null, pin: null });
    expect(check({ pin: '040002' }).problems).toEqual([
      { row: 5, column: 'PIN code', message: expect.stringMatching(/6-digit PIN code/) as string },
    ]);
    expect(check({ city: 'Mu' }).problems[0]?.column).toBe('City');
  });

  it('reports every problem with its column', () => {
    const { member, problems } = check({
      email: 'a@b',
      mobile: '123',
      zone: 'North',
      category: 'Bronze',
      memberNumber: 'X1',
      expiresOn: '01-04-2026',
      pan: 'AAACM1234B',
    });
    expect(member).toBeNull();
    expect(problems.map((problem) => [problem.row, problem.column])).toEqual([
      [5, 'Email'],
      [5, 'Mobile'],
      [5, 'State'],
      [5, 'Category'],
      [5, 'Member number'],
      [5, 'Membership expiry'],
      [5, 'GSTIN'],
    ]);
    expect(problems[2]?.message).toBe('Maharashtra is in the west zone, not north');
  });

  it('requires the required cells and refuses a GSTIN of another state', () => {
    expect(check({ email: '', startsOn: '' }).problems).toEqual([
      { row: 5, column: 'Email', message: 'Email is required' },
      { row: 5, column: 'Membership start', message: 'Membership start is required' },
    ]);
    expect(check({ address: 'x'.repeat(501) }).problems).toEqual([
      { row: 5, column: 'Address', message: 'Address is longer than 500 characters' },
    ]);
    expect(check({ state: 'Gujarat' }).problems).toEqual([
      {
        row: 5,
        column: 'GSTIN',
        message: 'GSTIN "27AAACM1234A1Z8" is registered in Maharashtra, not in Gujarat',
      },
    ]);
  });
});
