import { describe, it, expect } from 'vitest';
import {
  COMPANY_SIZES,
  DESCRIPTION_MAX_WORDS,
  DESCRIPTION_MIN_WORDS,
  FILE_MAX_BYTES,
  HISTORY_TYPES,
  JOURNEYS,
  MAX_DIRECTORS,
  ORG_TYPES,
  ORG_TYPE_LABELS,
  OTP_CODE_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  PROPOSER_COUNT,
  RENEWAL_WINDOW_DAYS_AFTER,
  RENEWAL_WINDOW_DAYS_BEFORE,
  REVIEW_STAGES,
  TURNOVER_FILE_MAX_BYTES,
  ZONES,
  ZONE_LABELS,
  isManualUpdateRequired,
} from './constants';

describe('constants', () => {
  it('uses the limits of the specs', () => {
    expect(OTP_CODE_LENGTH).toBe(4);
    expect([PHONE_MIN_DIGITS, PHONE_MAX_DIGITS]).toEqual([6, 15]);
    expect(FILE_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(TURNOVER_FILE_MAX_BYTES).toBe(20 * 1024 * 1024);
    expect([MAX_DIRECTORS, PROPOSER_COUNT]).toEqual([5, 2]);
    expect([DESCRIPTION_MIN_WORDS, DESCRIPTION_MAX_WORDS]).toEqual([100, 500]);
    expect([RENEWAL_WINDOW_DAYS_BEFORE, RENEWAL_WINDOW_DAYS_AFTER]).toEqual([60, 90]);
  });

  it('labels every zone and organisation type', () => {
    expect(ZONES.map((zone) => ZONE_LABELS[zone])).toEqual(['North', 'East', 'West', 'South']);
    expect(ORG_TYPES.map((type) => ORG_TYPE_LABELS[type])).toEqual([
      'Private Limited / Limited company',
      'Partnership Firm / LLP',
      'Proprietor / HUF',
    ]);
    expect(COMPANY_SIZES).toEqual(['1-25', '25-50', '50 & above']);
    expect(JOURNEYS).toEqual(['new', 'upgrade']);
    expect(HISTORY_TYPES).toEqual(['new', 'upgrade', 'revive_renew']);
  });

  it('lists the five review stages in order with their response keys', () => {
    expect(REVIEW_STAGES.map((stage) => stage.key)).toEqual([
      'Approved_by_ZM',
      'Approved_By_Accounts_Dept.',
      'Reference_Check_1',
      'Reference_Check_2',
      'Approved_By_Governing_Body',
    ]);
    expect(REVIEW_STAGES.map((stage) => stage.label)).toEqual([
      'Approved by ZM',
      'Approved by Accounts Dept.',
      'Reference Check 1',
      'Reference Check 2',
      'Approved by Governing Body',
    ]);
  });

  it('requires a manual update only for manual values 1 and 4', () => {
    expect(isManualUpdateRequired(1)).toBe(true);
    expect(isManualUpdateRequired(4)).toBe(true);
    for (const manual of [0, 2, 3, 5, -1]) expect(isManualUpdateRequired(manual)).toBe(false);
  });
});
