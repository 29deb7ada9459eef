import { TEAM_ROLE_VALUES } from '@portico/domain/contracts/values';
import { TEAM_ROLE_HINTS, TEAM_ROLE_LABELS } from '@portico/domain/team';
import { ErrorSummary } from '../../ui/error-summary';
import { FieldMessages } from '../../ui/field-parts';
import buttons from '../../ui/button.module.css';
import fieldParts from '../../ui/field.module.css';
import { inviteFieldId, useInviteForm } from './use-invite-form';
import { LabelledInput } from '../../ui/labelled-fields';
import styles from './company-team.module.css';

function TextInput({
  name,
  form,
  ...field
}: {
  name: 'name' | 'email' | 'mobile';
  label: string;
  hint?: string;
  type: 'text' | 'email' | 'tel';
  form: ReturnType<typeof useInviteForm>;
}) {
  return (
    <LabelledInput
      id={inviteFieldId(name)}
      error={form.error(name)}
      autoComplete="off"
      {...field}
      {...form.register(name)}
    />
  );
}

/** Invite a person to the company's team: name, email or mobile, role (GOV.UK radios). */
export function InviteForm() {
  const form = useInviteForm();
  const roleError = form.error('role');
  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate aria-labelledby="invite">
      <h2 id="invite" className={styles.heading}>
        Invite a person
      </h2>
      <ErrorSummary items={form.summary} attempt={form.attempt} />
      <TextInput name="name" label="Full name" type="text" form={form} />
      <TextInput
        name="email"
        label="Email address"
        hint="They sign in with this address and a one-time code. Give an email address, a mobile number or both."
        type="email"
        form={form}
      />
      <TextInput name="mobile" label="Mobile number" hint="10 digits" type="tel" form={form} />
      <fieldset
        className={styles.roles}
        aria-describedby={roleError ? `${inviteFieldId('role')}-error` : undefined}
      >
        <legend className={fieldParts.label}>Role</legend>
        <FieldMessages id={inviteFieldId('role')} error={roleError} hintClassName={undefined} />
        {TEAM_ROLE_VALUES.map((role, index) => (
          <div key={role} className={styles.radio}>
            <input
              type="radio"
              id={index === 0 ? inviteFieldId('role') : `invite-role-${role}`}
              value={role}
              aria-describedby={`invite-role-${role}-hint`}
              {...form.register('role')}
            />
            <label htmlFor={index === 0 ? inviteFieldId('role') : `invite-role-${role}`}>
              {TEAM_ROLE_LABELS[role]}
            </label>
            <p id={`invite-role-${role}-hint`} className={fieldParts.hint}>
              {TEAM_ROLE_HINTS[role]}
            </p>
          </div>
        ))}
      </fieldset>
      <button type="submit" className={buttons.primary} disabled={form.sending}>
        {form.sending ? 'Sending…' : 'Send invitation'}
      </button>
    </form>
  );
}
