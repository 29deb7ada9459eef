import { Controller } from 'react-hook-form';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '@portico/domain/constants';
import { MESSAGES } from '@portico/domain/messages';
import { digitsOnly, isValidEmail } from '@portico/domain/validation';
import { FormField } from './form-field';
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

const EMAIL_STATUS_ID = 'field-email-status';
const MOBILE_STATUS_ID = 'field-mobile_number-status';

function describedBy(...ids: (string | undefined | false)[]) {
  return ids.filter(Boolean).join(' ') || undefined;
}

export function EmailField({ form, fields, staff, checkingContact, onVerify }: ContactFieldProps) {
  const { email, emailVerified, error } = fields;
  return (
    <FormField
      id="field-email"
      label="Email"
      required
      error={error('email')}
      aside={
        staff ? null : (
          <VerifyControl
            what="email"
            statusId={EMAIL_STATUS_ID}
            verified={emailVerified}
            enabled={isValidEmail(email.trim())}
            busy={checkingContact === 'email'}
            onVerify={() => onVerify('email', email.trim())}
          />
        )
      }
    >
      <input
        id="field-email"
        aria-invalid={error('email') ? true : undefined}
        aria-describedby={describedBy(
          !staff && emailVerified && EMAIL_STATUS_ID,
          error('email') && 'field-email-error',
        )}
        className={fieldStyles.input}
        type="email"
        autoComplete="email"
        {...form.register('email')}
      />
    </FormField>
  );
}

export function MobileField({ form, fields, staff, checkingContact, onVerify }: ContactFieldProps) {
  const { mobile, mobileVerified, error } = fields;
  return (
    <FormField
      id="field-mobile_number"
      label="WhatsApp Number"
      required
      error={error('mobile_number')}
      aside={
        staff ? null : (
          <VerifyControl
            what="WhatsApp number"
            statusId={MOBILE_STATUS_ID}
            verified={mobileVerified}
            enabled={mobile.length >= PHONE_MIN_DIGITS}
            busy={checkingContact === 'mobile'}
            onVerify={() => onVerify('mobile', mobile)}
          />
        )
      }
    >
      <Controller
        control={form.control}
        name="mobile_number"
        render={({ field }) => (
          <input
            id="field-mobile_number"
            aria-invalid={error('mobile_number') ? true : undefined}
            aria-describedby={describedBy(
              !staff && mobileVerified && MOBILE_STATUS_ID,
              error('mobile_number') && 'field-mobile_number-error',
            )}
            className={fieldStyles.input}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={PHONE_MAX_DIGITS}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(event) => {
              const value = digitsOnly(event.target.value).slice(0, PHONE_MAX_DIGITS);
              field.onChange(value);
              if (form.getValues('same_number')) form.setValue('primary_number', value);
            }}
          />
        )}
      />
    </FormField>
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
      <Controller
        control={form.control}
        name="primary_number"
        render={({ field }) => (
          <input
            {...fieldAria('field-primary_number', message)}
            className={fieldStyles.input}
            type="tel"
            inputMode="numeric"
            maxLength={PHONE_MAX_DIGITS}
            disabled={fields.sameNumber}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(event) =>
              field.onChange(digitsOnly(event.target.value).slice(0, PHONE_MAX_DIGITS))
            }
          />
        )}
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
