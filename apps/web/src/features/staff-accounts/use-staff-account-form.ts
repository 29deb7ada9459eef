import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useFormSave } from '../../app/staff/form-save';
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
  const form = useForm<StaffAccountFormValues, unknown, StaffAccountInput>({
    resolver: zodResolver(staffAccountFormSchema),
    defaultValues: staffAccountFormValues(account),
  });
  const { formError, submit } = useFormSave({
    save,
    id: account?.id ?? null,
    fields: STAFF_ACCOUNT_FIELDS,
    setError: form.setError,
    onDone,
  });
  const { errors } = form.formState;
  return {
    register: form.register,
    errors,
    rolesError: errors.roles?.message ?? errors.roles?.root?.message,
    onSubmit: form.handleSubmit(submit),
    formError,
    saving: save.isPending,
  };
}

export type StaffAccountFormState = ReturnType<typeof useStaffAccountForm>;
