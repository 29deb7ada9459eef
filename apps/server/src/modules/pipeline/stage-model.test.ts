import { describe, expect, it } from 'vitest';
import {
  governingApprovals,
  isOutOfReach,
  mayActAt,
  mayCancel,
  stageAfterSubmit,
  type Reviewer,
} from './stage-model';

const zmNorth: Reviewer = { roles: ['zone_manager'], zones: ['north'] };
const zmSouth: Reviewer = { roles: ['zone_manager'], zones: ['south'] };
const accounts: Reviewer = { roles: ['accounts'], zones: [] };
const gb: Reviewer = { roles: ['governing_body'], zones: [] };
const admin: Reviewer = { roles: ['admin'], zones: [] };
const office: Reviewer = { roles: ['office'], zones: [] };

describe('who may act where', () => {
  it('keeps zone managers to their zones (403) and roles to their step (409)', () => {
    expect(isOutOfReach(zmSouth, 'north', 'zone_manager')).toBe(true);
    expect(isOutOfReach(zmSouth, 'north', 'accounts')).toBe(true);
    expect(isOutOfReach(zmNorth, 'north', 'accounts')).toBe(false);
    expect(mayActAt(zmNorth, 'accounts', 'north')).toBe(false);
    expect(mayActAt(zmNorth, 'zone_manager', 'north')).toBe(true);
    expect(isOutOfReach(accounts, 'north', 'zone_manager')).toBe(false);
    expect(mayActAt(accounts, 'zone_manager', 'north')).toBe(false);
    expect(mayActAt(accounts, 'accounts', 'north')).toBe(true);
    expect(mayActAt(gb, 'governing_body', null)).toBe(true);
    expect(isOutOfReach(office, 'north', 'zone_manager')).toBe(true);
  });

  it('lets a zone manager with a second role act at that role, not at another zone', () => {
    const both: Reviewer = { roles: ['zone_manager', 'accounts'], zones: ['south'] };
    expect(isOutOfReach(both, 'north', 'zone_manager')).toBe(true);
    expect(isOutOfReach(both, 'north', 'accounts')).toBe(false);
    expect(mayActAt(both, 'accounts', 'north')).toBe(true);
  });

  it('lets admin act at every staff step, and nobody for the proposers', () => {
    for (const stage of ['zone_manager', 'accounts', 'governing_body'] as const) {
      expect(mayActAt(admin, stage, null)).toBe(true);
    }
    for (const stage of [
      'draft',
      'references',
      'changes_requested',
      'approved',
      'rejected',
    ] as const) {
      expect(mayActAt(admin, stage, 'north')).toBe(false);
    }
  });

  it('lets admin and office cancel anything not yet final', () => {
    expect(mayCancel(office, 'references')).toBe(true);
    expect(mayCancel(admin, 'approved')).toBe(true);
    expect(mayCancel(admin, 'rejected')).toBe(false);
    expect(mayCancel(admin, 'paid')).toBe(false);
    expect(mayCancel(gb, 'governing_body')).toBe(false);
  });
});

describe('stageAfterSubmit', () => {
  it('starts a draft at the zone manager and resumes a sent-back application where it stopped', () => {
    expect(stageAfterSubmit({ reviewStage: 'draft', changesRequestedStage: null })).toBe(
      'zone_manager',
    );
    expect(
      stageAfterSubmit({
        reviewStage: 'changes_requested',
        changesRequestedStage: 'governing_body',
      }),
    ).toBe('governing_body');
    expect(stageAfterSubmit({ reviewStage: 'accounts', changesRequestedStage: null })).toBe(
      'accounts',
    );
  });
});

describe('governingApprovals', () => {
  it('fills the first column at the first approval and the second at the quorum', () => {
    expect(governingApprovals(1, 2)).toEqual({ approvalGoverning1: 'approved' });
    expect(governingApprovals(2, 2)).toEqual({
      approvalGoverning1: 'approved',
      approvalGoverning2: 'approved',
    });
    expect(governingApprovals(1, 1)).toEqual({
      approvalGoverning1: 'approved',
      approvalGoverning2: 'approved',
    });
    expect(governingApprovals(2, 3)).toEqual({ approvalGoverning1: 'approved' });
  });
});
