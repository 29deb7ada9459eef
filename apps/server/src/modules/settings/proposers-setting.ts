// The association's proposer rule as saved (decision 070): the spec's two until an admin saves another.
import {
  DEFAULT_PROPOSERS_REQUIRED,
  proposersRequiredFor,
  type ProposersRequired,
} from '@portico/domain/proposer-rule';
import type { Executor } from '../../db/client';
import { findAssociationSettings, type AssociationSettingsRow } from './settings.repository';

export function savedProposersRule(
  row: Pick<AssociationSettingsRow, 'proposersRequired'> | undefined,
): ProposersRequired {
  return proposersRequiredFor(row?.proposersRequired, DEFAULT_PROPOSERS_REQUIRED);
}

/** The rule now, read on `executor` (a transaction's own, so a submit and a save are ordered). */
export async function currentProposersRule(executor: Executor): Promise<ProposersRequired> {
  return savedProposersRule(await findAssociationSettings(executor));
}

/**
 * The association's short name for a message written inside a save (the proposer errors), read on
 * `executor`; before an admin has saved one, plain words rather than the product's name (issue #27).
 */
export async function associationShortName(executor: Executor): Promise<string> {
  const row = await findAssociationSettings(executor);
  return row?.shortName?.trim() || row?.name?.trim() || 'the association';
}
