import { describe, expect, it } from 'vitest';
import {
  areReferencesApproved,
  DEFAULT_PROPOSERS_REQUIRED,
  isProposersRequired,
  proposersRequiredFor,
  referenceCheckNumbers,
} from './proposer-rule';

describe('the proposer rule', () => {
  it("is the spec's two until an admin changes it, and only 0, 1 or 2", () => {
    expect(DEFAULT_PROPOSERS_REQUIRED).toBe(2);
    expect([0, 1, 2].every(isProposersRequired)).toBe(true);
    expect([3, -1, '1', null, 1.5].some(isProposersRequired)).toBe(false);
  });

  it('holds a submitted application to the number stored with it, a draft to the setting', () => {
    expect(proposersRequiredFor(2, 0)).toBe(2);
    expect(proposersRequiredFor(0, 2)).toBe(0);
    expect(proposersRequiredFor(null, 1)).toBe(1);
    expect(proposersRequiredFor(undefined, 0)).toBe(0);
    expect(proposersRequiredFor(7, 0)).toBe(2);
  });

  it('asks one reference check per proposer', () => {
    expect(referenceCheckNumbers(0)).toEqual([]);
    expect(referenceCheckNumbers(1)).toEqual([1]);
    expect(referenceCheckNumbers(2)).toEqual([1, 2]);
  });

  it('counts the references done when every needed check is approved', () => {
    expect(areReferencesApproved({ 1: 'pending', 2: 'pending' }, 0)).toBe(true);
    expect(areReferencesApproved({ 1: 'approved', 2: 'pending' }, 1)).toBe(true);
    expect(areReferencesApproved({ 1: 'approved', 2: 'pending' }, 2)).toBe(false);
    expect(areReferencesApproved({ 1: 'rejected', 2: 'approved' }, 1)).toBe(false);
    expect(areReferencesApproved({ 1: 'approved', 2: 'approved' }, 2)).toBe(true);
  });
});
