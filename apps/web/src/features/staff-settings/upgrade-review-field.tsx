import { UPGRADE_REVIEW_LABELS, UPGRADE_REVIEW_VALUES } from '@portico/domain/upgrade-review';
import type { AssociationFormState } from './use-association-form';
import { RadioGroupField } from './radio-group-field';

const CHOICES = UPGRADE_REVIEW_VALUES.map((value) => ({
  value,
  label: UPGRADE_REVIEW_LABELS[value],
}));

/**
 * Whether a member's upgrade is reviewed, and by whom (decision 114). The review uses the stages
 * every application goes through; an upgrade already submitted keeps the review it entered.
 */
export function UpgradeReviewField({ form }: { form: AssociationFormState }) {
  return (
    <RadioGroupField
      form={form}
      name="upgrade_review"
      group="Upgrades"
      legend="Who reviews a member’s upgrade *"
      hint="A member upgrading gives only what the higher category needs beyond their record. Not reviewed: they pay the difference at once. Upgrades already submitted keep the review they entered."
      idPrefix="settings-upgrade-review"
      choices={CHOICES}
    />
  );
}
