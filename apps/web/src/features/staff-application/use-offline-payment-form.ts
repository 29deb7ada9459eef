import { zodResolver } from '@hookform/resolvers/zod';
import { get, useWatch } from 'react-hook-form';
import { useSavedForm } from '../../app/staff/form-save';
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
  const { form, formError, onSubmit } = useSavedForm<OfflinePaymentFormValues, OfflinePaymentInput>(
    {
      resolver: withDateInputs(zodResolver(offlinePaymentFormSchema), {
        received_on: 'Date received',
      }),
      defaultValues: OFFLINE_DEFAULTS,
      save,
      id: null,
      fields: OFFLINE_FIELDS,
      onDone,
    },
  );
  const [purpose, tdsOn, chargesOn, tdsRate] = useWatch({
    control: form.control,
    name: ['purpose', 'tds_on', 'charges_on', 'tds.rate'],
  });
  const due = useOfflineDue(applicationId, purpose);
  return {
    register: form.register,
    control: form.control,
    error: (name: (typeof OFFLINE_FIELDS)[number]) =>
      (get(form.formState.errors, name) as { message?: string } | undefined)?.message,
    watched: { tds_on: tdsOn, charges_on: chargesOn, tdsRate },
    due,
    onSubmit,
    formError,
    saving: save.isPending,
  };
}

export type OfflinePaymentFormState = ReturnType<typeof useOfflinePaymentForm>;
