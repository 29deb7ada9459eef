import { FIELD_LABELS } from '@portico/domain/application-fields';
import { sameEmail } from '@portico/domain/schemas/fields';
import type { ContactChannel } from '../../app/verification/api/send-otp';
import buttons from '../../ui/button.module.css';
import { TextField } from './text-field';
import type { FormField, MyDetailsFormState } from './use-my-details-form';
import styles from './my-details.module.css';

/** 'Verify' beside a changed contact until its code is entered; then 'Verified'. */
function VerifyButton({
  state,
  channel,
  field,
  what,
}: {
  state: MyDetailsFormState;
  channel: ContactChannel;
  field: 'email' | 'mobile_number';
  what: string;
}) {
  const { form, proof, changed } = state;
  if (!changed.includes(field)) return null;
  const value = String(form.watch(field) ?? '').trim();
  const done = proof.verified[channel];
  const isVerified =
    done !== null && (channel === 'email' ? sameEmail(value, done) : value === done);
  if (isVerified) return <span className={styles.verified}>Verified</span>;
  return (
    <button
      type="button"
      className={buttons.secondary}
      onClick={() => {
        void form.trigger(field).then((valid) => {
          if (valid) proof.start(channel);
        });
      }}
    >
      Send code<span className="visually-hidden"> to verify your new {what}</span>
    </button>
  );
}

/** The email and WhatsApp number: a new one is verified by a code sent to it. */
export function ContactFields({
  state,
  ids,
}: {
  state: MyDetailsFormState;
  ids: Record<FormField, string>;
}) {
  const { form } = state;
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Contact details</legend>
      <p className={styles.sectionHint}>
        We send a code to a new email address or WhatsApp number to check it is yours. You sign in
        with the new one from then on.
      </p>
      <TextField
        id={ids.email}
        label={FIELD_LABELS.email ?? 'Email'}
        error={form.formState.errors.email?.message}
        registration={form.register('email')}
        inputMode="email"
        autoComplete="email"
        beside={<VerifyButton state={state} channel="email" field="email" what="email address" />}
      />
      <TextField
        id={ids.mobile_number}
        label={FIELD_LABELS.mobile_number ?? 'WhatsApp number'}
        hint="10 digits, like 9812345678"
        error={form.formState.errors.mobile_number?.message}
        registration={form.register('mobile_number')}
        inputMode="tel"
        autoComplete="tel-national"
        beside={
          <VerifyButton
            state={state}
            channel="mobile"
            field="mobile_number"
            what="WhatsApp number"
          />
        }
      />
    </fieldset>
  );
}
