import { zodResolver } from '@hookform/resolvers/zod';
import { useSavedForm } from '../../app/staff/form-save';
import {
  useSaveStaffAccount,
  type StaffAccount,
  type StaffAccountInput,
} from './api/staff-accounts';
import {
  STAFF_ACCOUNT_FIELDS,
  staffAccountFormSchema,
  staffAccountFormValues,
  type StaffAccountFormValues,
} from './staff-account-form-values';

/** The staff account form's state: its fields, their errors, and the save (onDone after it). */
export function useStaffAccountForm(account: StaffAccount | null, onDone: () => void) {
  const save = useSaveStaffAccount();
  const { form, formError, onSubmit } = useSavedForm<StaffAccountFormValues, StaffAccountInput>({
    resolver: zodResolver(staffAccountFormSchema),
    defaultValues: staffAccountFormValues(account),
    save,
    id: account?.id ?? null,
    fields: STAFF_ACCOUNT_FIELDS,
    onDone,
  });
  const { errors } = form.formState;
  return {
    register: form.register,
    errors,
    rolesError: errors.roles?.message ?? errors.roles?.root?.message,
    onSubmit,
    formError,
    saving: save.isPending,
  };
}

export type StaffAccountFormState = ReturnType<typeof useStaffAccountForm>;
