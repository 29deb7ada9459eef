import { describe, it, expect } from 'vitest';
import { addDays } from 'date-fns';
import {
  daysUntilExpiry,
  formatPlanExpiry,
  isBeyondRenewalWindow,
  isRenewalDue,
  parsePlanExpiry,
  renewalOpensOn,
  renewalPeriod,
} from './renewal';

// Local-time dates, so the calendar-day maths is independent of the machine's time zone.
const now = new Date(2025, 5, 15, 10, 30, 0);
const expiryIn = (days: number): Date => addDays(new Date(2025, 5, 15, 23, 59, 59), days);

describe('daysUntilExpiry', () => {
  it('counts calendar days, negative after expiry', () => {
    expect(daysUntilExpiry(expiryIn(0), now)).toBe(0);
    expect(daysUntilExpiry(expiryIn(1), now)).toBe(1);
    expect(daysUntilExpiry(expiryIn(-1), now)).toBe(-1);
    expect(daysUntilExpiry(new Date(2025, 5, 16, 0, 0, 1), new Date(2025, 5, 15, 23, 59, 59))).toBe(
      1,
    );
  });
});

describe('isRenewalDue', () => {
  it('is due 60 days before expiry but not 61', () => {
    expect(isRenewalDue(expiryIn(60), now)).toBe(true);
    expect(isRenewalDue(expiryIn(61), now)).toBe(false);
  });

  it('is due 90 days after expiry but not 91', () => {
    expect(isRenewalDue(expiryIn(-90), now)).toBe(true);
    expect(isRenewalDue(expiryIn(-91), now)).toBe(false);
  });

  it('is due on the expiry day and in between', () => {
    expect(isRenewalDue(expiryIn(0), now)).toBe(true);
    expect(isRenewalDue(expiryIn(20), now)).toBe(true);
    expect(isRenewalDue(expiryIn(-30), now)).toBe(true);
  });

  it('is not due long before expiry', () => {
    expect(isRenewalDue(expiryIn(240), now)).toBe(false);
  });
});

describe('isBeyondRenewalWindow', () => {
  it('starts on the 91st day after expiry', () => {
    expect(isBeyondRenewalWindow(expiryIn(-90), now)).toBe(false);
    expect(isBeyondRenewalWindow(expiryIn(-91), now)).toBe(true);
    expect(isBeyondRenewalWindow(expiryIn(-200), now)).toBe(true);
    expect(isBeyondRenewalWindow(expiryIn(61), now)).toBe(false);
  });
});

describe('renewalPeriod', () => {
  it('runs from one minute after expiry to one year after expiry', () => {
    const expiry = new Date(2025, 2, 31, 23, 59, 0);
    expect(renewalPeriod(expiry)).toEqual({
      start: new Date(2025, 3, 1, 0, 0, 0),
      end: new Date(2026, 2, 31, 23, 59, 0),
    });
  });

  it('ends on 28 February after a 29 February expiry', () => {
    const { end } = renewalPeriod(new Date(2024, 1, 29, 12, 0, 0));
    expect(end).toEqual(new Date(2025, 1, 28, 12, 0, 0));
  });

  it('does not change the expiry date it is given', () => {
    const expiry = new Date(2025, 0, 1);
    renewalPeriod(expiry);
    expect(expiry).toEqual(new Date(2025, 0, 1));
  });
});

describe('Plan_Expiry format', () => {
  it('parses YYYY-MM-DD-HH-mm-ss and a bare date', () => {
    expect(parsePlanExpiry('2025-03-31-23-59-59')).toEqual(new Date(2025, 2, 31, 23, 59, 59));
    expect(parsePlanExpiry('2025-03-31')).toEqual(new Date(2025, 2, 31));
  });

  it('rejects malformed and impossible values', () => {
    for (const value of ['', '31-03-2025', '2025-02-30-00-00-00', '2025-13-01', 'soon']) {
      expect(parsePlanExpiry(value)).toBeNull();
    }
  });

  it('formats a date back to the wire format', () => {
    expect(formatPlanExpiry(new Date(2025, 2, 5, 7, 8, 9))).toBe('2025-03-05-07-08-09');
  });
});

describe('renewalOpensOn', () => {
  it('is the first day isRenewalDue answers true: 60 calendar days before the expiry', () => {
    const expiry = expiryIn(100);
    const opens = renewalOpensOn(expiry);
    expect(opens).toEqual(new Date(2025, 6, 25, 0, 0, 0));
    expect(isRenewalDue(expiry, opens)).toBe(true);
    expect(isRenewalDue(expiry, addDays(opens, -1))).toBe(false);
  });
});
