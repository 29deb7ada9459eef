import type { AssociationFormState } from './use-association-form';
import { RadioGroupField } from './radio-group-field';

const CHOICES = [
  { value: '2', label: '2 proposers (the usual rule)' },
  { value: '1', label: '1 proposer' },
  { value: '0', label: 'No proposers' },
] as const;

/**
 * How many existing members must propose an application (decision 070): fewer than two lets a new
 * association open before its register of members is in. Applications already submitted keep theirs.
 */
export function ProposersField({ form }: { form: AssociationFormState }) {
  return (
    <RadioGroupField
      form={form}
      name="proposers_required"
      group="Applications"
      legend="Proposers an application needs *"
      hint="Existing members who vouch for an applicant and answer a reference check. Fewer than two lets the association take applications before its register of members is imported. Applications already submitted keep the number they were submitted with."
      idPrefix="settings-proposers"
      choices={CHOICES}
    />
  );
}
