import { useWatch } from 'react-hook-form';
import { MESSAGES } from '@portico/domain/messages';
import { SHELL_MESSAGES } from '@portico/domain/shell-messages';
import { StepFooter } from '../../app/layout/step-footer';
import type { MembershipWizard } from './use-membership-wizard';
import type { OtherForm } from './wizard-types';

/** The last tab's footer: Submit waits for the agreement. */
function SubmitFooter({
  form,
  busy,
  onBack,
  onSaveDraft,
}: {
  form: OtherForm;
  busy: boolean;
  onBack: () => void;
  onSaveDraft: () => void;
}) {
  const accepted = useWatch({ control: form.control, name: 'membership_checked' });
  return (
    <StepFooter
      onBack={onBack}
      onSaveDraft={onSaveDraft}
      saveDraftDisabled={busy}
      continueText={MESSAGES.submit}
      canContinue={accepted}
      busy={busy}
    />
  );
}

/**
 * Back, Save as Draft (not on Basic Details) and Next, or Submit on the last tab. A locked form
 * saves nothing: Back and Next only, and Continue on the last tab.
 */
export function WizardFooter({ wizard }: { wizard: MembershipWizard }) {
  const { tab, busy } = wizard;
  const saveDraft = () => void wizard.saveDraft();
  if (wizard.locked) {
    return (
      <StepFooter
        onBack={wizard.back}
        continueText={tab === 4 ? SHELL_MESSAGES.continue : MESSAGES.next}
        canContinue
      />
    );
  }
  if (tab === 4) {
    return (
      <SubmitFooter
        form={wizard.forms.other}
        busy={busy}
        onBack={wizard.back}
        onSaveDraft={saveDraft}
      />
    );
  }
  return (
    <StepFooter
      onBack={wizard.back}
      onSaveDraft={tab === 1 ? undefined : saveDraft}
      saveDraftDisabled={busy}
      continueText={MESSAGES.next}
      canContinue
      busy={busy}
    />
  );
}
