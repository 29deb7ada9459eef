import { SHELL_MESSAGES } from '@portico/domain/shell-messages';
import { useId } from 'react';
import { LabelledCheckbox } from '../../ui/labelled-fields';
import { Modal } from '../../ui/modal';
import { EligibilityCriteria } from '../../app/eligibility-criteria';
import type { MembershipCategory } from '../../app/membership-category';

type EligibilityModalProps = {
  category: MembershipCategory | null;
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
  onContinue: () => void;
  onClose: () => void;
};

export const ELIGIBILITY_CONFIRMATION: string = SHELL_MESSAGES.eligibilityConfirm;

/** The eligibility points (the comma-separated list), the remark and the confirmation box. */
export function EligibilityModal({
  category,
  confirmed,
  onConfirmedChange,
  onContinue,
  onClose,
}: EligibilityModalProps) {
  const checkboxId = useId();
  return (
    <Modal
      open={category !== null}
      title={category ? `Eligibility for ${category.name}` : 'Eligibility'}
      onClose={onClose}
      footerAction={{ label: SHELL_MESSAGES.continue, enabled: confirmed, onClick: onContinue }}
    >
      {category ? <EligibilityCriteria category={category} /> : null}
      <LabelledCheckbox
        id={checkboxId}
        label={ELIGIBILITY_CONFIRMATION}
        checked={confirmed}
        onChange={onConfirmedChange}
      />
    </Modal>
  );
}
