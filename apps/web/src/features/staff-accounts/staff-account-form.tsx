import { zodResolver } from '@hookform/resolvers/zod';
import { ZONES, ZONE_LABELS } from '@portico/domain/constants';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  useSaveStaffAccount,
  type StaffAccount,
  type StaffAccountInput,
} from './api/staff-accounts';
import { ROLE_LABELS } from '../../app/staff/labels';
import { FormFooter, useFormSave } from '../../app/staff/form-save';
import { Field, fieldProps } from '../../ui/list/field';
import fieldParts from '../../ui/field.module.css';

/** Roles without a zone; a zone manager is a role per zone (the zone checkboxes). */
const PLAIN_ROLES = ['admin', 'office', 'accounts', 'governing_body'] as const;

const ROLE_HINTS: Record<(typeof PLAIN_ROLES)[number], string> = {
  admin: 'Everything, including categories and staff accounts.',
  office: 'Edits and cancels applications, edits members.',
  accounts: 'Decides the accounts step; manages coupons.',
  governing_body: 'Decides the governing-body step.',
};

export const staffAccountFormSchema = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'Please enter a valid email' })),
    name: z
      .string()
      .trim()
      .min(1, 'Name is required')
      .max(100, 'Name must be at most 100 characters'),
    active: z.boolean(),
    roles: z.array(z.string()),
    zones: z.array(z.string()),
  })
  .refine((value) => value.roles.length + value.zones.length > 0, {
    path: ['roles'],
    message: 'Give the account at least one role',
  })
  .transform(({ roles, zones, ...rest }): StaffAccountInput => ({
    ...rest,
    roles: [
      ...roles.map((role) => ({ role })),
      ...zones.map((zone) => ({ role: 'zone_manager', zone })),
    ],
  }));

export type StaffAccountFormValues = z.input<typeof staffAccountFormSchema>;

function valuesOf(account: StaffAccount | null): StaffAccountFormValues {
  const grants = account?.roles ?? [];
  return {
    email: account?.email ?? '',
    name: account?.name ?? '',
    active: account?.active ?? true,
    roles: grants.filter((g) => g.role !== 'zone_manager').map((g) => g.role),
    zones: grants.filter((g) => g.role === 'zone_manager' && g.zone).map((g) => g.zone as string),
  };
}

/** Create (account null) or edit a staff account. */
// eslint-disable-next-line max-lines-per-function -- still to be split into sections (issue 13)
export function StaffAccountForm({
  account,
  onDone,
}: {
  account: StaffAccount | null;
  onDone: () => void;
}) {
  const save = useSaveStaffAccount();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<StaffAccountFormValues, unknown, StaffAccountInput>({
    resolver: zodResolver(staffAccountFormSchema),
    defaultValues: valuesOf(account),
  });

  const { formError, submit } = useFormSave({
    save,
    id: account?.id ?? null,
    fields: ['email', 'name', 'roles'],
    setError,
    onDone,
  });
  const onSubmit = handleSubmit(submit);

  const rolesError = errors.roles?.message ?? errors.roles?.root?.message;

  return (
    <form className="staff-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <Field id="account-email" label="Email" required error={errors.email?.message}>
        <input
          {...fieldProps('account-email', errors.email?.message)}
          className="staff-input"
          type="email"
          autoComplete="off"
          {...register('email')}
        />
      </Field>
      <Field id="account-name" label="Name" required error={errors.name?.message}>
        <input
          {...fieldProps('account-name', errors.name?.message)}
          className="staff-input"
          autoComplete="off"
          {...register('name')}
        />
      </Field>
      <div className={fieldParts.checkbox}>
        <input id="account-active" type="checkbox" {...register('active')} />
        <label htmlFor="account-active">Active (can sign in)</label>
      </div>
      <fieldset
        className="staff-checks"
        aria-describedby={rolesError ? 'account-roles-error' : undefined}
      >
        <legend className="staff-field__label">Roles *</legend>
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
              <span id={`account-role-${role}-hint`} className="staff-field__hint">
                – {ROLE_HINTS[role]}
              </span>
            </label>
          </div>
        ))}
        <p className="staff-checks__title">Zone manager for</p>
        {ZONES.map((zone) => (
          <div key={zone} className={fieldParts.checkbox}>
            <input
              id={`account-zone-${zone}`}
              type="checkbox"
              value={zone}
              {...register('zones')}
            />
            <label htmlFor={`account-zone-${zone}`}>{ZONE_LABELS[zone]} zone</label>
          </div>
        ))}
        {rolesError ? (
          <p id="account-roles-error" className={fieldParts.error}>
            {rolesError}
          </p>
        ) : null}
      </fieldset>
      <FormFooter
        formError={formError}
        saving={save.isPending}
        submitLabel={account ? 'Save changes' : 'Create account'}
        onCancel={onDone}
      />
    </form>
  );
}
