import { zodResolver } from '@hookform/resolvers/zod';
import { get, useForm, useWatch } from 'react-hook-form';
import { useFormSave } from '../../app/staff/form-save';
import { withDateInputs } from '../../ui/date-input-control';
import { useOfflineDue } from './api/offline-due';
import { useRecordOfflinePayment, type OfflinePaymentInput } from './api/payments';
import {
  OFFLINE_DEFAULTS,
  OFFLINE_FIELDS,
  offlinePaymentFormSchema,
  type OfflinePaymentFormValues,
} from './payment-form-values';

/**
 * The offline payment form's state: its fields, their errors, the amount due for the purpose chosen
 * (asked for as the form opens) and the save (onDone after it).
 */
export function useOfflinePaymentForm(applicationId: number, onDone: () => void) {
  const save = useRecordOfflinePayment(applicationId);
  const form = useForm<OfflinePaymentFormValues, unknown, OfflinePaymentInput>({
    resolver: withDateInputs(zodResolver(offlinePaymentFormSchema), {
      received_on: 'Date received',
    }),
    defaultValues: OFFLINE_DEFAULTS,
  });
  const [purpose, tdsOn, chargesOn, tdsRate] = useWatch({
    control: form.control,
    name: ['purpose', 'tds_on', 'charges_on', 'tds.rate'],
  });
  const due = useOfflineDue(applicationId, purpose);
  const { formError, submit } = useFormSave({
    save,
    id: null,
    fields: OFFLINE_FIELDS,
    setError: form.setError,
    onDone,
  });
  return {
    register: form.register,
    control: form.control,
    error: (name: (typeof OFFLINE_FIELDS)[number]) =>
      (get(form.formState.errors, name) as { message?: string } | undefined)?.message,
    watched: { tds_on: tdsOn, charges_on: chargesOn, tdsRate },
    due,
    onSubmit: form.handleSubmit(submit),
    formError,
    saving: save.isPending,
  };
}

export type OfflinePaymentFormState = ReturnType<typeof useOfflinePaymentForm>;
