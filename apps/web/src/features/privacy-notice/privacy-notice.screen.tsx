// /privacy: the full privacy notice (decision 045), public and server-rendered. The membership form
// and the member's update show its summary beside the consent box and link here.
import {
  DEFAULT_DOCUMENT_RETENTION_MONTHS,
  GST_RECORDS_KEPT_YEARS,
  PRIVACY_NOTICE_SUMMARY,
  PRIVACY_NOTICE_VERSION,
} from '@portico/domain/privacy';
import { useAssociation } from '../../app/association';
import { usePageTitle } from '../../app/page-title';
import pageStyles from '../../ui/page.module.css';
import styles from './privacy-notice.module.css';

export function PrivacyNoticeScreen() {
  usePageTitle('Privacy notice');
  const association = useAssociation().data;
  const name = association?.name ?? 'The association';
  const contact = association?.email ?? null;
  return (
    <article className={`${pageStyles.page} ${styles.notice}`} aria-labelledby="page-title">
      <header className={pageStyles.header}>
        <h1 id="page-title" className={pageStyles.title}>
          Privacy notice
        </h1>
        <p className={pageStyles.lead}>
          How {name} uses the personal data you give in this portal, under India’s Digital Personal
          Data Protection Act, 2023. Version {PRIVACY_NOTICE_VERSION}.
        </p>
      </header>
      <section aria-labelledby="privacy-what">
        <h2 id="privacy-what">What we collect</h2>
        <p>{PRIVACY_NOTICE_SUMMARY.what}</p>
      </section>
      <section aria-labelledby="privacy-why">
        <h2 id="privacy-why">Why we collect it</h2>
        <p>{PRIVACY_NOTICE_SUMMARY.why}</p>
        <p>
          We process it on your consent, which you give on the membership form, and to meet our
          legal duties (GST invoices). We do not sell it or use it for advertising.
        </p>
      </section>
      <section aria-labelledby="privacy-how-long">
        <h2 id="privacy-how-long">How long we keep it</h2>
        <ul>
          <li>While you are a member, and until you ask us to erase it.</li>
          <li>
            The documents of an application that never became a membership (a draft left unfinished,
            a rejected or cancelled application) are deleted once it has not changed for the period
            the association sets (now {DEFAULT_DOCUMENT_RETENTION_MONTHS} months unless changed).
          </li>
          <li>
            Tax invoices and credit notes, with the name, GSTIN and address printed on them, are
            kept for {GST_RECORDS_KEPT_YEARS} years as the Central GST Act (section 36) requires,
            even after an erasure.
          </li>
        </ul>
      </section>
      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">Your rights</h2>
        <ul>
          <li>
            <strong>Access:</strong> download your data (JSON or PDF) from ‘Your data’ in the member
            area.
          </li>
          <li>
            <strong>Correction:</strong> ask us to correct anything wrong from the same place.
          </li>
          <li>
            <strong>Erasure:</strong> ask us to erase your data; we mask it everywhere except where
            tax law requires us to keep it, and delete your documents.
          </li>
          <li>
            <strong>Grievance:</strong>{' '}
            {contact ? (
              <>
                write to <a href={`mailto:${contact}`}>{contact}</a>
              </>
            ) : (
              <>write to {name}</>
            )}
            . If we do not resolve it, you may complain to the Data Protection Board of India.
          </li>
        </ul>
      </section>
    </article>
  );
}
