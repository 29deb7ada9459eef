import {
  DEFAULT_PROPOSERS_REQUIRED,
  UPGRADE_PROPOSERS_REQUIRED,
  type ProposersRequired,
} from '@portico/domain/proposer-rule';
import { useAssociation } from '../../app/association';
import type { InitialForm } from './form-values';
import type { Journey } from '@portico/domain/constants';

/**
 * How many proposers tab 3 asks (decision 070): the number a submitted application keeps, else none
 * for an upgrade (decision 114), else the association's rule now (GET /api/association, which every
 * page's shell has already read).
 */
export function useProposersRequired(initial: InitialForm, journey: Journey): ProposersRequired {
  const association = useAssociation();
  if (initial.proposersRequired !== null) return initial.proposersRequired;
  if (journey === 'upgrade') return UPGRADE_PROPOSERS_REQUIRED;
  return association.data?.proposers_required ?? DEFAULT_PROPOSERS_REQUIRED;
}
