import { useId, useRef } from 'react';
import { MESSAGES } from '@portico/domain/messages';
import { StepFooter } from '../../app/layout/step-footer';
import { BasicDetailsTab } from './basic-details-tab';
import { ContactCheckModal } from './contact-check-modal';
import { DirectorsTab } from './directors-tab';
import type { InitialForm } from './form-values';
import { OtherDetailsTab } from './other-details-tab';
import type { UpdateTarget } from './update-details-submit';
import { useUpdateDetails } from './use-update-details';
import updateStyles from './update-details-form.module.css';
import wizardStyles from './membership-wizard.module.css';

export type UpdateDetailsFormProps = UpdateTarget & {
  initial: Pick<InitialForm, 'basic' | 'directors' | 'other' | 'verified'>;
};

/**
 * The member self-update: the membership form on one page (Basic Details, Director Details but for
 * star, Other Details) with the tabs' own fields and schemas. The mobile number must be verified
 * here; the verification token is kept in this form (the member's session token stays) and sent as
 * `verification_token`. Submit waits for the confirmation checkbox.
 */
export default function UpdateDetailsForm({ initial, ...target }: UpdateDetailsFormProps) {
  const idBase = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateDetails(target, initial, formRef);
  const { forms } = update;
  const sectionId = (name: string) => `${idBase}-${name}`;

  return (
    <>
      <form ref={formRef} className={wizardStyles.form} onSubmit={update.onSubmit} noValidate>
        <section className={updateStyles.section} aria-labelledby={sectionId('basic')}>
          <h2 id={sectionId('basic')} className={updateStyles.sectionTitle}>
            {MESSAGES.tabBasicDetails}
          </h2>
          <BasicDetailsTab
            form={forms.basics}
            isStar={target.isStar}
            staff={false}
            locked={false}
            verified={update.verified}
            onVerify={update.startVerification}
          />
        </section>

        {target.isStar ? null : (
          <section className={updateStyles.section} aria-label={MESSAGES.sectionDirectorDetails}>
            <DirectorsTab form={forms.directors} />
          </section>
        )}

        <section className={updateStyles.section} aria-labelledby={sectionId('other')}>
          <h2 id={sectionId('other')} className={updateStyles.sectionTitle}>
            {MESSAGES.tabOtherDetails}
          </h2>
          <OtherDetailsTab form={forms.other} />
        </section>

        <StepFooter
          continueText={MESSAGES.submit}
          canContinue={update.confirmed}
          busy={update.busy}
        />
      </form>

      <ContactCheckModal
        flow={update}
        keepSession={{ bearer: update.verificationToken, onToken: update.setVerificationToken }}
      />
    </>
  );
}
