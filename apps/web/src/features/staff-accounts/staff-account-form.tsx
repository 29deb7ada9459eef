import { ZONES, ZONE_LABELS } from '@portico/domain/constants';
import { FormFooter } from '../../app/staff/form-save';
import { ROLE_LABELS } from '../../app/staff/labels';
import { InputField } from '../../ui/list/field';
import type { StaffAccount } from './api/staff-accounts';
import { useStaffAccountForm, type StaffAccountFormState } from './use-staff-account-form';
import fieldParts from '../../ui/field.module.css';
import fieldStyles from '../../ui/list/field.module.css';
import formLayout from '../../ui/list/form-layout.module.css';

/** Roles without a zone; a zone manager is a role per zone (the zone checkboxes). */
const PLAIN_ROLES = ['admin', 'office', 'accounts', 'governing_body'] as const;

const ROLE_HINTS: Record<(typeof PLAIN_ROLES)[number], string> = {
  admin: 'Everything, including categories and staff accounts.',
  office: 'Edits and cancels applications, edits members.',
  accounts: 'Decides the accounts step; manages coupons.',
  governing_body: 'Decides the governing-body step.',
};

/** The roles, each with what it may do, and the zones the account manages. */
function RoleChecks({ form }: { form: StaffAccountFormState }) {
  const { register, rolesError } = form;
  return (
    <fieldset
      className={formLayout.checks}
      aria-describedby={rolesError ? 'account-roles-error' : undefined}
    >
      <legend className={fieldStyles.label}>Roles *</legend>
      {PLAIN_ROLES.map((role) => (
        <div key={role} className={fieldParts.checkbox}>
          <input
            id={`account-role-${role}`}
            type="checkbox"
            value={role}
            aria-describedby={`account-role-${role}-hint`}
            {...register('roles')}
          />
          <label htmlFor={`account-role-${role}`}>
            {ROLE_LABELS[role]}{' '}
            <span id={`account-role-${role}-hint`} className={fieldStyles.hint}>
              – {ROLE_HINTS[role]}
            </span>
          </label>
        </div>
      ))}
      <p className={formLayout.checksTitle}>Zone manager for</p>
      {ZONES.map((zone) => (
        <div key={zone} className={fieldParts.checkbox}>
          <input id={`account-zone-${zone}`} type="checkbox" value={zone} {...register('zones')} />
          <label htmlFor={`account-zone-${zone}`}>{ZONE_LABELS[zone]} zone</label>
        </div>
      ))}
      {rolesError ? (
        <p id="account-roles-error" className={fieldParts.error}>
          {rolesError}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Invite a staff member (account null) or edit a staff account. */
export function StaffAccountForm({
  account,
  onDone,
}: {
  account: StaffAccount | null;
  onDone: () => void;
}) {
  const form = useStaffAccountForm(account, onDone);
  const { register, errors } = form;
  return (
    <form className={formLayout.form} onSubmit={(event) => void form.onSubmit(event)} noValidate>
      <InputField
        id="account-email"
        label="Email"
        required
        error={errors.email?.message}
        type="email"
        autoComplete="off"
        {...register('email')}
      />
      <InputField
        id="account-name"
        label="Name"
        required
        error={errors.name?.message}
        autoComplete="off"
        {...register('name')}
      />
      {account ? (
        <div className={fieldParts.checkbox}>
          <input id="account-active" type="checkbox" {...register('active')} />
          <label htmlFor="account-active">Active (can sign in)</label>
        </div>
      ) : (
        <p className={fieldStyles.hint}>
          We email them an invitation with the address of the back office. They sign in with a code
          sent to this email.
        </p>
      )}
      <RoleChecks form={form} />
      <FormFooter
        formError={form.formError}
        saving={form.saving}
        submitLabel={account ? 'Save changes' : 'Send invitation'}
        onCancel={onDone}
      />
    </form>
  );
}
