import { DEFAULT_PROPOSERS_REQUIRED, type ProposersRequired } from '@portico/domain/proposer-rule';
import { useAssociation } from '../../app/association';
import type { InitialForm } from './form-values';

/**
 * How many proposers tab 3 asks (decision 070): the number a submitted application keeps, else the
 * association's rule now (GET /api/association, which every page's shell has already read).
 */
export function useProposersRequired(initial: InitialForm): ProposersRequired {
  const association = useAssociation();
  return (
    initial.proposersRequired ?? association.data?.proposers_required ?? DEFAULT_PROPOSERS_REQUIRED
  );
}
