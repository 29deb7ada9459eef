import type { MyDetails } from '@portico/domain/contracts/my-details.contract';
import { FIELD_LABELS } from '@portico/domain/application-fields';
import { FileField } from '../../app/file-field';
import { VerifyContactModal } from '../../app/verification/verify-contact-modal';
import { ErrorSummary } from '../../ui/error-summary';
import { ContactFields } from './contact-fields';
import { TextField } from './text-field';
import type { FormField, MyDetailsFormState } from './use-my-details-form';
import { SubmitButton } from '../../ui/save-button';
import styles from './my-details.module.css';

export const FIELD_IDS: Record<FormField, string> = {
  email: 'my-email',
  mobile_number: 'my-mobile',
  registered_address: 'my-address',
  registered_city: 'my-city',
  registered_pin: 'my-pin',
  gst_number: 'my-gst',
  address_proof: 'my-address-proof',
};

function AddressFields({ state }: { state: MyDetailsFormState }) {
  const { form, needsAddressProof } = state;
  const error = (name: FormField) => form.formState.errors[name]?.message;
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Registered office address</legend>
      <TextField
        id={FIELD_IDS.registered_address}
        label={FIELD_LABELS.registered_address ?? 'Address'}
        error={error('registered_address')}
        registration={form.register('registered_address')}
        multiline
        autoComplete="street-address"
      />
      <TextField
        id={FIELD_IDS.registered_city}
        label={FIELD_LABELS.registered_city ?? 'City or town'}
        error={error('registered_city')}
        registration={form.register('registered_city')}
        autoComplete="address-level2"
      />
      <TextField
        id={FIELD_IDS.registered_pin}
        label={FIELD_LABELS.registered_pin ?? 'PIN code'}
        error={error('registered_pin')}
        registration={form.register('registered_pin')}
        inputMode="numeric"
        autoComplete="postal-code"
      />
      {needsAddressProof ? (
        <FileField
          id={FIELD_IDS.address_proof}
          field="address_proof"
          label="Proof of your new address"
          value={String(form.watch('address_proof') ?? '')}
          onChange={(url) => form.setValue('address_proof', url, { shouldValidate: false })}
          error={error('address_proof')}
          required
        />
      ) : null}
    </fieldset>
  );
}

function GstField({ state, details }: { state: MyDetailsFormState; details: MyDetails }) {
  const { form } = state;
  const pan = details.pan_number ? ` It must contain your PAN, ${details.pan_number}.` : '';
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Tax</legend>
      <TextField
        id={FIELD_IDS.gst_number}
        label={FIELD_LABELS.gst_number ?? 'GST number'}
        hint={`15 characters, like 07AABCM1234A1Z9.${pan} A new GST number is printed on invoices from now on; invoices already issued do not change.`}
        error={form.formState.errors.gst_number?.message}
        registration={form.register('gst_number')}
        autoComplete="off"
      />
    </fieldset>
  );
}

/** The form of "Edit my details": contacts, address (with its proof when it changes) and GSTIN. */
export function MyDetailsFormView({
  state,
  details,
}: {
  state: MyDetailsFormState;
  details: MyDetails;
}) {
  const { form, proof, attempt, formError, savedMessage } = state;
  const items = (Object.keys(FIELD_IDS) as FormField[]).flatMap((name) => {
    const message = form.formState.errors[name]?.message;
    return message ? [{ message, fieldId: FIELD_IDS[name] }] : [];
  });
  return (
    <>
      <form noValidate onSubmit={(event) => void state.onSubmit(event)}>
        <ErrorSummary
          items={formError ? [{ message: formError }, ...items] : items}
          attempt={attempt}
        />
        <div role="status" className={styles.saved}>
          {savedMessage ? <p className={styles.savedText}>{savedMessage}</p> : null}
        </div>
        <ContactFields state={state} ids={FIELD_IDS} />
        <AddressFields state={state} />
        <GstField state={state} details={details} />
        <p className={styles.actions}>
          <SubmitButton busy={state.saving}>Save changes</SubmitButton>
        </p>
      </form>
      {/* Outside the form: the dialog holds a form of its own. */}
      {proof.verifying ? (
        <VerifyContactModal
          open
          channel={proof.verifying}
          address={String(
            form.getValues(proof.verifying === 'email' ? 'email' : 'mobile_number') ?? '',
          ).trim()}
          onClose={proof.cancel}
          onVerified={(address) => {
            proof.markVerified(proof.verifying ?? 'email', address);
            form.clearErrors(proof.verifying === 'email' ? 'email' : 'mobile_number');
          }}
          keepSession={{ bearer: proof.token, onToken: proof.keepToken }}
        />
      ) : null}
    </>
  );
}
