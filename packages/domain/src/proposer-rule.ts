// How many proposers an application needs (issue #27): the spec's two, or fewer while a new
// association's register is not in yet, so there are no members to propose anyone (decision 070).
// The admin sets it in the back office; an application keeps the number it was submitted under.
import { PROPOSER_COUNT } from './constants';

export const PROPOSERS_REQUIRED_VALUES = [0, 1, 2] as const;
export type ProposersRequired = (typeof PROPOSERS_REQUIRED_VALUES)[number];

/** The spec's rule, and the setting until an admin changes it. */
export const DEFAULT_PROPOSERS_REQUIRED: ProposersRequired = PROPOSER_COUNT;

/**
 * An upgrade asks no new proposers (decision 114): the rule is the association's, the same for every
 * category, and the member was proposed when they joined.
 */
export const UPGRADE_PROPOSERS_REQUIRED: ProposersRequired = 0;

export function isProposersRequired(value: unknown): value is ProposersRequired {
  return (PROPOSERS_REQUIRED_VALUES as readonly unknown[]).includes(value);
}

/**
 * The number an application is held to: the one stored when it was submitted (it keeps the rule it
 * was submitted under), else the association's current setting. A stored value outside the list
 * (none is written) is read as the spec's two.
 */
export function proposersRequiredFor(
  stored: number | null | undefined,
  current: ProposersRequired,
): ProposersRequired {
  if (stored === null || stored === undefined) return current;
  return isProposersRequired(stored) ? stored : DEFAULT_PROPOSERS_REQUIRED;
}

/** The reference checks of an application: one per proposer, numbered from 1. */
export function referenceCheckNumbers(required: ProposersRequired): (1 | 2)[] {
  return ([1, 2] as const).filter((num) => num <= required);
}

/** Every reference check the application needs has been approved (none needed: true). */
export function areReferencesApproved(
  checks: { 1: string; 2: string },
  required: ProposersRequired,
): boolean {
  return referenceCheckNumbers(required).every((num) => checks[num] === 'approved');
}
