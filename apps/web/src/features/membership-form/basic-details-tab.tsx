import { MESSAGES } from '@portico/domain/messages';
import { ApplicantSection } from './applicant-section';
import { CompanySection } from './company-section';
import { DocumentsSection } from './documents-section';
import { PrivacyConsent } from './privacy-consent';
import type { VerifiedContacts } from './form-values';
import { useBasicDetailsFields } from './use-basic-details-fields';
import { useAsks } from './upgrade-focus';
import type { BasicForm, ContactChannel, RefusedContact } from './wizard-types';
import sectionStyles from './form-section.module.css';

type BasicDetailsTabProps = {
  form: BasicForm;
  isStar: boolean;
  /** Staff edit existing data: no verification. */
  staff: boolean;
  locked: boolean;
  verified: VerifiedContacts;
  onVerify: (channel: ContactChannel, address: string) => void;
  /** The channel whose address is being checked before its code is sent. */
  checkingContact?: ContactChannel | null;
  /** An address the server said is taken: its message shows while the field holds it. */
  refusedContact?: RefusedContact | null;
};

/** Tab 1: who applies, how to reach them, the company and its documents. */
export function BasicDetailsTab({
  form,
  isStar,
  staff,
  locked,
  verified,
  onVerify,
  checkingContact = null,
  refusedContact = null,
}: BasicDetailsTabProps) {
  const fields = useBasicDetailsFields({ form, isStar, staff, verified, refusedContact });
  const asks = useAsks();
  return (
    <fieldset className={sectionStyles.section} disabled={locked}>
      <legend className="visually-hidden">{MESSAGES.tabBasicDetails}</legend>
      <ApplicantSection
        form={form}
        fields={fields}
        staff={staff}
        checkingContact={checkingContact}
        onVerify={onVerify}
      />
      <CompanySection form={form} fields={fields} isStar={isStar} />
      <DocumentsSection
        form={form}
        isStar={isStar}
        orgType={fields.orgType}
        locked={locked}
        required={fields.required}
      />
      {staff || !asks('privacy_consent') ? null : (
        <PrivacyConsent form={form} error={fields.error('privacy_consent')} />
      )}
    </fieldset>
  );
}
