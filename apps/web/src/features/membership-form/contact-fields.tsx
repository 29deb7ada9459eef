import type { ReactNode } from 'react';
import { PHONE_MIN_DIGITS } from '@portico/domain/constants';
import { MESSAGES } from '@portico/domain/messages';
import { isValidEmail } from '@portico/domain/validation';
import { FormField } from './form-field';
import { PhoneInput } from './phone-field';
import { fieldAria } from '../../ui/field-parts';
import type { BasicDetailsFields } from './use-basic-details-fields';
import { VerifyControl } from './verify-control';
import type { BasicForm, ContactChannel } from './wizard-types';
import fieldStyles from './form-field.module.css';
import fieldParts from '../../ui/field.module.css';

export type ContactFieldProps = {
  form: BasicForm;
  fields: BasicDetailsFields;
  /** Staff edit existing data: no verification. */
  staff: boolean;
  /** The channel whose address is being checked before its code is sent. */
  checkingContact: ContactChannel | null;
  onVerify: (channel: ContactChannel, address: string) => void;
};

/** What names each verified contact: its form field, its label and the Verify button's hidden name. */
const CONTACTS = {
  email: { name: 'email', label: 'Email', what: 'email' },
  mobile: { name: 'mobile_number', label: 'WhatsApp Number', what: 'WhatsApp number' },
} as const;

type ContactInputAria = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

function describedBy(...ids: (string | undefined | false)[]) {
  return ids.filter(Boolean).join(' ') || undefined;
}

/**
 * A contact the applicant proves with a code: the field, Verify beside it (not for staff), and the
 * input's aria, which names the verified mark once there is one.
 */
function VerifiedContactField({
  contact: { fields, staff, checkingContact, onVerify },
  channel,
  address,
  verified,
  enabled,
  children,
}: {
  contact: ContactFieldProps;
  channel: ContactChannel;
  address: string;
  verified: boolean;
  enabled: boolean;
  children: (aria: ContactInputAria) => ReactNode;
}) {
  const { name, label, what } = CONTACTS[channel];
  const id = `field-${name}`;
  const statusId = `${id}-status`;
  const error = fields.error(name);
  return (
    <FormField
      id={id}
      label={label}
      required
      error={error}
      aside={
        staff ? null : (
          <VerifyControl
            what={what}
            statusId={statusId}
            verified={verified}
            enabled={enabled}
            busy={checkingContact === channel}
            onVerify={() => onVerify(channel, address)}
          />
        )
      }
    >
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(!staff && verified && statusId, error && `${id}-error`),
      })}
    </FormField>
  );
}

export function EmailField(props: ContactFieldProps) {
  const { email, emailVerified } = props.fields;
  return (
    <VerifiedContactField
      contact={props}
      channel="email"
      address={email.trim()}
      verified={emailVerified}
      enabled={isValidEmail(email.trim())}
    >
      {(aria) => (
        <input
          {...aria}
          className={fieldStyles.input}
          type="email"
          autoComplete="email"
          {...props.form.register('email')}
        />
      )}
    </VerifiedContactField>
  );
}

export function MobileField(props: ContactFieldProps) {
  const { form, fields } = props;
  return (
    <VerifiedContactField
      contact={props}
      channel="mobile"
      address={fields.mobile}
      verified={fields.mobileVerified}
      enabled={fields.mobile.length >= PHONE_MIN_DIGITS}
    >
      {(aria) => (
        <PhoneInput
          control={form.control}
          name="mobile_number"
          {...aria}
          autoComplete="tel-national"
          onDigits={(digits) => {
            if (form.getValues('same_number')) form.setValue('primary_number', digits);
          }}
        />
      )}
    </VerifiedContactField>
  );
}

export function PrimaryNumberField({
  form,
  fields,
}: {
  form: BasicForm;
  fields: BasicDetailsFields;
}) {
  const message = fields.error('primary_number') ?? fields.error('same_number');
  return (
    <FormField id="field-primary_number" label="Primary Mobile Number" required error={message}>
      <PhoneInput
        control={form.control}
        name="primary_number"
        {...fieldAria('field-primary_number', message)}
        disabled={fields.sameNumber}
      />
      <div className={`${fieldParts.checkbox} ${fieldStyles.check}`}>
        <input
          id="field-same_number"
          type="checkbox"
          checked={fields.sameNumber}
          onChange={fields.onSameNumber}
        />
        <label htmlFor="field-same_number">{MESSAGES.sameAsWhatsappNumber}</label>
      </div>
    </FormField>
  );
}
