import type { FieldPath } from 'react-hook-form';
import type { ProposerMatch } from '@portico/domain/contracts/values';
import { MESSAGES, proposerFieldsAtFault, proposerNotMember } from '@portico/domain/messages';
import { useAssociationBrand } from '../../app/association';
import { useCheckMemberMutation } from './api/check-member';
import type { SavedIds } from './api/save-meta';
import { useSaveProposersMutation } from './api/save-proposers';
import type { ProposersOutput } from './form-resolvers';
import { proposersDraftPayload, proposersPayload } from './form-payloads';
import type { ProposersValues } from './form-values';
import type { SavedProgress } from './use-saved-progress';
import { FormProblem } from './use-wizard-tabs';
import { parsed } from './validate-form';
import type { ProposersForm, WizardForms } from './wizard-types';

/**
 * Each proposer pair must belong to an existing member. A pair that does not gets the reason (which
 * detail matched no member) on the field at fault, or on both; then tab 3 opens with its error summary.
 */
async function checkProposers(
  values: ProposersOutput,
  form: ProposersForm,
  checkMember: (pair: { email: string; phone: string }) => Promise<ProposerMatch>,
  association: string,
) {
  let anyRefused = false;
  for (const [index, row] of values.members.entries()) {
    let match: ProposerMatch;
    try {
      match = await checkMember({ email: row.email, phone: row.mobile_number });
    } catch {
      throw new FormProblem(3, [MESSAGES.memberCheckFailed]);
    }
    if (match === 'member') continue;
    anyRefused = true;
    const error = { type: 'member', message: proposerNotMember(index + 1, match, association) };
    for (const field of proposerFieldsAtFault(match)) {
      form.setError(`members.${index}.${field}` as FieldPath<ProposersValues>, error);
    }
  }
  if (anyRefused) throw new FormProblem(3);
}

/**
 * Tab 3's save (POST /api/step_3): the proposers, each checked with POST /api/check_member first,
 * and the signature and stamp. The agreement on tab 4 goes with it.
 */
export function useProposersSave({
  forms,
  progress,
}: {
  forms: WizardForms;
  progress: SavedProgress;
}) {
  const check = useCheckMemberMutation();
  const { mutateAsync, isPending } = useSaveProposersMutation();
  // Plain words until the association's name has loaded.
  const association = useAssociationBrand()?.shortName ?? 'the association';
  const accepted = () => forms.other.getValues('membership_checked');

  /** Sends the checked proposers once each is found to be a member (Next, and the final submit). */
  async function save(values: ProposersOutput, current: SavedIds) {
    await checkProposers(values, forms.proposers, check.mutateAsync, association);
    await mutateAsync(proposersPayload(values, accepted(), progress.laterSaveMeta(0, current)));
    progress.stored(3);
  }

  return {
    isPending: check.isPending || isPending,
    save,
    /** Next on tab 3: the proposers checked, then saved; a problem throws the tab's problem. */
    async saveChecked(current: SavedIds): Promise<boolean> {
      const values = await parsed(forms.proposers);
      if (values === null) throw new FormProblem(3);
      await save(values, current);
      return true;
    },
    /** Save as Draft: the values as typed, with no member check. */
    async saveDraft(current: SavedIds) {
      const values = forms.proposers.getValues();
      const meta = progress.laterSaveMeta(1, current);
      await mutateAsync(proposersDraftPayload(values, accepted(), meta));
      progress.stored(3, 1);
    },
  };
}
