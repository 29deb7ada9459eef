import { useId, useRef, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { MESSAGES } from '@portico/domain/messages';
import { StepFooter } from '../../app/layout/step-footer';
import { VerifyContactModal } from '../../app/verification/verify-contact-modal';
import { Modal } from '../../ui/modal';
import { BasicDetailsTab } from './basic-details-tab';
import { DirectorsTab } from './directors-tab';
import { FormTabs, panelId, tabId } from './form-tabs';
import type { InitialForm } from './form-values';
import { MembershipDetailsTab } from './membership-details-tab';
import { OtherDetailsTab } from './other-details-tab';
import { useMembershipWizard } from './use-membership-wizard';
import type { OtherForm, WizardPlan } from './wizard-types';
import wizardStyles from './membership-wizard.module.css';

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

/** The four-tab membership form (three tabs for star). */
// eslint-disable-next-line max-lines-per-function -- still to be split into sections (issue 13)
export default function MembershipWizard({
  plan,
  initial,
}: {
  plan: WizardPlan;
  initial: InitialForm;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  const wizard = useMembershipWizard(plan, initial, panelRef);
  const idBase = useId();
  const { tab, forms, busy } = wizard;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void wizard.next();
  }

  const footer =
    tab === 4 ? (
      <SubmitFooter
        form={forms.other}
        busy={busy}
        onBack={wizard.back}
        onSaveDraft={() => void wizard.saveDraft()}
      />
    ) : (
      <StepFooter
        onBack={wizard.back}
        onSaveDraft={tab === 1 ? undefined : () => void wizard.saveDraft()}
        saveDraftDisabled={busy}
        continueText={MESSAGES.next}
        canContinue
        busy={busy}
      />
    );

  return (
    <>
      <FormTabs idBase={idBase} tabs={wizard.tabs} active={tab} onSelect={wizard.selectTab} />
      <div
        ref={panelRef}
        id={panelId(idBase)}
        className={wizardStyles.panel}
        role="tabpanel"
        aria-labelledby={tabId(idBase, tab)}
        tabIndex={-1}
      >
        <form className={wizardStyles.form} onSubmit={onSubmit} noValidate>
          {tab === 1 ? (
            <BasicDetailsTab
              form={forms.basics}
              isStar={wizard.isStar}
              staff={wizard.staff}
              locked={wizard.locked}
              verified={wizard.verified}
              onVerify={wizard.startVerification}
              checkingContact={wizard.checkingContact}
              refusedContact={wizard.refusedContact}
            />
          ) : tab === 2 ? (
            <DirectorsTab form={forms.directors} />
          ) : tab === 3 ? (
            <MembershipDetailsTab form={forms.proposers} isStar={wizard.isStar} />
          ) : (
            <OtherDetailsTab form={forms.other} />
          )}
          {footer}
        </form>
      </div>

      {wizard.verifying ? (
        <VerifyContactModal
          channel={wizard.verifying.channel}
          address={wizard.verifying.address}
          open
          onClose={wizard.cancelVerification}
          onVerified={(address: string) =>
            wizard.verifying && wizard.contactVerified(wizard.verifying.channel, address)
          }
        />
      ) : null}

      <Modal
        open={wizard.gstModalOpen}
        title={MESSAGES.gstInfoRequiredTitle}
        onClose={wizard.acknowledgeGst}
        footerAction={{ label: 'OK', enabled: true, onClick: wizard.acknowledgeGst }}
      >
        <p>{MESSAGES.gstInfoRequiredText}</p>
        <p>Add your GST number if you need a GST invoice, or continue without it.</p>
      </Modal>

      <Modal
        open={wizard.draftResult !== null}
        title={wizard.draftResult === 'saved' ? MESSAGES.draftSaved : MESSAGES.draftNotSaved}
        onClose={wizard.closeDraftResult}
        footerAction={{ label: 'OK', enabled: true, onClick: wizard.closeDraftResult }}
      >
        {wizard.draftResult === 'saved' ? (
          <p>You can come back later and continue where you left off.</p>
        ) : (
          <p>
            Something stopped the draft from being saved. Please keep a copy of your work and try
            again.
          </p>
        )}
      </Modal>
    </>
  );
}
