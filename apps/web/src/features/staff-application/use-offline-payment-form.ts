import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useFormSave } from '../../app/staff/form-save';
import { useRecordOfflinePayment, type OfflinePaymentInput } from './api/payments';
import {
  OFFLINE_DEFAULTS,
  OFFLINE_FIELDS,
  offlinePaymentFormSchema,
  type OfflinePaymentFormValues,
} from './payment-form-values';

/** The offline payment form's state: its fields, their errors and the save (onDone after it). */
export function useOfflinePaymentForm(applicationId: number, onDone: () => void) {
  const save = useRecordOfflinePayment(applicationId);
  const form = useForm<OfflinePaymentFormValues, unknown, OfflinePaymentInput>({
    resolver: zodResolver(offlinePaymentFormSchema),
    defaultValues: OFFLINE_DEFAULTS,
  });
  const { formError, submit } = useFormSave({
    save,
    id: null,
    fields: OFFLINE_FIELDS,
    setError: form.setError,
    onDone,
  });
  return {
    register: form.register,
    error: (name: (typeof OFFLINE_FIELDS)[number]) => form.formState.errors[name]?.message,
    onSubmit: form.handleSubmit(submit),
    formError,
    saving: save.isPending,
  };
}

export type OfflinePaymentFormState = ReturnType<typeof useOfflinePaymentForm>;
