// The short privacy notice where personal data is collected, and the consent it asks for (decision
// 045): what is collected, why, how long, the person's rights and whom to ask, with the full notice
// one link away. The box is a GOV.UK checkbox; its message shows above it when left unticked.
import { PRIVACY_MESSAGES, PRIVACY_NOTICE_SUMMARY } from '@portico/domain/privacy';
import { useAssociation } from '../../app/association';
import type { BasicForm } from './wizard-types';
import { ErrorMessage, fieldAria } from '../../ui/field-parts';
import fieldParts from '../../ui/field.module.css';
import styles from './privacy-consent.module.css';

export const PRIVACY_CONSENT_ID = 'field-privacy_consent';

export function PrivacyConsent({ form, error }: { form: BasicForm; error: string | undefined }) {
  const contact = useAssociation().data?.email ?? null;
  return (
    <section className={styles.notice} aria-labelledby="privacy-notice-title">
      <h2 id="privacy-notice-title" className={styles.title}>
        {PRIVACY_NOTICE_SUMMARY.heading}
      </h2>
      <ul className={styles.points}>
        <li>{PRIVACY_NOTICE_SUMMARY.what}</li>
        <li>{PRIVACY_NOTICE_SUMMARY.why}</li>
        <li>{PRIVACY_NOTICE_SUMMARY.howLong}</li>
        <li>
          {PRIVACY_NOTICE_SUMMARY.rights}{' '}
          {contact ? (
            <>
              Questions or complaints: <a href={`mailto:${contact}`}>{contact}</a>.
            </>
          ) : null}
        </li>
      </ul>
      <p>
        <a href="/privacy" target="_blank" rel="noopener">
          Read the full privacy notice (opens in a new tab)
        </a>
      </p>
      <div className={error ? `${styles.group} ${styles.groupError}` : styles.group}>
        <ErrorMessage id={`${PRIVACY_CONSENT_ID}-error`} message={error} />
        <div className={fieldParts.checkbox}>
          <input
            {...fieldAria(PRIVACY_CONSENT_ID, error)}
            type="checkbox"
            {...form.register('privacy_consent')}
          />
          <label htmlFor={PRIVACY_CONSENT_ID}>{PRIVACY_MESSAGES.consentLabel}</label>
        </div>
      </div>
    </section>
  );
}
