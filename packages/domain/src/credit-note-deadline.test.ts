import { describe, expect, it } from 'vitest';
import {
  creditNoteDeadline,
  creditNoteDeadlineMessage,
  isWithinCreditNoteDeadline,
} from './credit-note-deadline';

describe('Section 34(2) deadline of a credit note', () => {
  // 10-Jun-2025 in India: financial year 2025-26, deadline 30-Nov-2026.
  const invoiceDate = new Date('2025-06-10T06:00:00Z');

  it('is the end of 30 November after the financial year, in India', () => {
    expect(creditNoteDeadline(invoiceDate).toISOString()).toBe('2026-11-30T18:29:59.999Z');
  });

  it('allows 29 and 30 November and refuses 1 December', () => {
    expect(isWithinCreditNoteDeadline(invoiceDate, new Date('2026-11-29T10:00:00+05:30'))).toBe(
      true,
    );
    expect(isWithinCreditNoteDeadline(invoiceDate, new Date('2026-11-30T23:59:59+05:30'))).toBe(
      true,
    );
    expect(isWithinCreditNoteDeadline(invoiceDate, new Date('2026-12-01T00:00:00+05:30'))).toBe(
      false,
    );
  });

  it('reads the financial year in India: 31 March 23:00 IST is the year that ends', () => {
    const lastDay = new Date('2026-03-31T23:00:00+05:30');
    expect(creditNoteDeadline(lastDay).toISOString()).toBe('2026-11-30T18:29:59.999Z');
    const firstDay = new Date('2026-04-01T00:30:00+05:30');
    expect(creditNoteDeadline(firstDay).toISOString()).toBe('2027-11-30T18:29:59.999Z');
  });

  it('names the deadline and the financial year in its message', () => {
    expect(creditNoteDeadlineMessage('PT/2526/000007', invoiceDate)).toBe(
      'A credit note against PT/2526/000007 can no longer be issued: Section 34(2) of the CGST Act allows one only until 30-Nov-2026 (30 November after the end of the financial year 2025-26 in which the supply was made).',
    );
  });
});
