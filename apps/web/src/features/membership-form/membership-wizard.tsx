import { useId, useRef, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { MESSAGES } from '@portico/domain/messages';
import { SHELL_MESSAGES } from '@portico/domain/shell-messages';
import { StepFooter } from '../../app/layout/step-footer';
import { BasicDetailsTab } from './basic-details-tab';
import { CheckAnswers } from './check-answers';
import { DirectorsTab } from './directors-tab';
import { FormTabs, panelId, tabId } from './form-tabs';
import type { InitialForm } from './form-values';
import { MembershipDetailsTab } from './membership-details-tab';
import { OtherDetailsTab } from './other-details-tab';
import { TabErrorSummary } from './tab-error-summary';
import { useMembershipWizard, type MembershipWizard as Wizard } from './use-membership-wizard';
import { WizardDialogs } from './wizard-dialogs';
import type { OtherForm, WizardPlan } from './wizard-types';
import { UpgradeNeedsNote } from './upgrade-needs-note';
import { RecordSummary } from './record-summary';
import { AskedFieldsProvider, tabFields, useAskedFields, type AskedFields } from './upgrade-focus';
import wizardStyles from './membership-wizard.module.css';

/**
 * The open tab: on an upgrade's form (decision 119) only the fields it asks, after what is kept
 * from the record; a tab that asks nothing shows only what it keeps.
 */
function TabContent({ wizard, asked }: { wizard: Wizard; asked: AskedFields }) {
  if (asked === null) return <TabFields wizard={wizard} />;
  const { tab, forms } = wizard;
  const nothingAsked = !tabFields(tab).some((field) => asked.has(field));
  return (
    <>
      <RecordSummary forms={forms} tab={tab} nothingAsked={nothingAsked} />
      {nothingAsked ? null : <TabFields wizard={wizard} />}
    </>
  );
}

/** The open tab's fields. */
function TabFields({ wizard }: { wizard: Wizard }) {
  const { tab, forms } = wizard;
  if (tab === 2) return <DirectorsTab form={forms.directors} />;
  if (tab === 3) {
    return (
      <MembershipDetailsTab
        form={forms.proposers}
        isStar={wizard.isStar}
        proposersRequired={wizard.proposersRequired}
      />
    );
  }
  if (tab === 4) return <OtherDetailsTab form={forms.other} />;
  return (
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
  );
}

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
function WizardFooter({ wizard }: { wizard: Wizard }) {
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

/** Check your answers, with Back (to the last tab) and the final Submit. */
function Review({ wizard }: { wizard: Wizard }) {
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void wizard.submit();
  }
  return (
    <form className={wizardStyles.form} onSubmit={onSubmit} noValidate>
      <CheckAnswers wizard={wizard} />
      <StepFooter
        onBack={() => wizard.change(4)}
        continueText={MESSAGES.submit}
        canContinue
        busy={wizard.busy}
      />
    </form>
  );
}

/** The four-tab membership form (three tabs for star), then check your answers. */
export default function MembershipWizard({
  plan,
  initial,
  askOnlyMissing = false,
}: {
  plan: WizardPlan;
  initial: InitialForm;
  /** An upgrade's form: ask only what the member's record lacks (decision 119). */
  askOnlyMissing?: boolean;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  const wizard = useMembershipWizard(plan, initial, panelRef);
  const idBase = useId();
  const asked = useAskedFields(
    wizard.forms,
    {
      isStar: wizard.isStar,
      verified: wizard.verified,
      proposersRequired: wizard.proposersRequired,
    },
    askOnlyMissing && !wizard.locked && !wizard.staff,
  );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void wizard.next();
  }

  if (wizard.reviewing) {
    return (
      <>
        <Review wizard={wizard} />
        <WizardDialogs wizard={wizard} />
      </>
    );
  }
  return (
    <AskedFieldsProvider value={asked}>
      {wizard.locked ? (
        <p className={wizardStyles.lockedNote}>
          This application has been submitted and can no longer be changed.
        </p>
      ) : (
        <UpgradeNeedsNote />
      )}
      <FormTabs
        idBase={idBase}
        tabs={wizard.tabs}
        active={wizard.tab}
        onSelect={wizard.selectTab}
      />
      <div
        ref={panelRef}
        id={panelId(idBase)}
        className={wizardStyles.panel}
        role="tabpanel"
        aria-labelledby={tabId(idBase, wizard.tab)}
        tabIndex={-1}
      >
        <TabErrorSummary wizard={wizard} />
        <form className={wizardStyles.form} onSubmit={onSubmit} noValidate>
          {/* Locked (submitted): every tab read-only, the footer outside so Next still moves on. */}
          <fieldset className={wizardStyles.tabFields} disabled={wizard.locked}>
            <TabContent wizard={wizard} asked={asked} />
          </fieldset>
          <WizardFooter wizard={wizard} />
        </form>
      </div>
      <WizardDialogs wizard={wizard} />
    </AskedFieldsProvider>
  );
}
