// How many proposers an application is held to (decision 070): the number stored when it was first
// submitted, else (a draft) the association's rule as saved now, read in the caller's transaction;
// an upgrade asks none (decision 114).
import {
  DEFAULT_PROPOSERS_REQUIRED,
  UPGRADE_PROPOSERS_REQUIRED,
  proposersRequiredFor,
  type ProposersRequired,
} from '@portico/domain/proposer-rule';
import type { Executor } from '../../db/client';
import { currentProposersRule } from '../settings';
import type { ApplicationRow } from '../records';

/** The number stored at submission; null (never submitted under the rule) reads as the spec's two. */
export function submittedProposersRule(
  application: Pick<ApplicationRow, 'proposersRequired'>,
): ProposersRequired {
  return proposersRequiredFor(application.proposersRequired, DEFAULT_PROPOSERS_REQUIRED);
}

export async function proposersRuleOf(
  executor: Executor,
  application: Pick<ApplicationRow, 'proposersRequired' | 'journey'>,
): Promise<ProposersRequired> {
  if (application.proposersRequired !== null) return submittedProposersRule(application);
  if (application.journey === 'upgrade') return UPGRADE_PROPOSERS_REQUIRED;
  return currentProposersRule(executor);
}
