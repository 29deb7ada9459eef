import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFormSave } from '../../app/staff/form-save';
import { withDateInputs } from '../../ui/date-input-control';
import {
  useRefundPayment,
  useReversePayment,
  type PaymentView,
  type RefundInput,
} from './api/payments';
import {
  REFUND_FIELDS,
  refundFormSchema,
  type RefundFormOutput,
  type RefundFormValues,
} from './payment-form-values';

export type RefundMode = 'refund' | 'reverse';

/** 32 hex digits: getRandomValues works on plain http too, unlike randomUUID. */
function newFormKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The refund (or reversal) form's state. A refund's amount is checked against what is left of the
 * payment before it is sent; a reversal takes all of it.
 */
export function useRefundForm(
  applicationId: number,
  payment: PaymentView,
  mode: RefundMode,
  onDone: () => void,
) {
  const refund = useRefundPayment(applicationId);
  const reverse = useReversePayment(applicationId);
  const save = mode === 'refund' ? refund : reverse;
  // One key per opening of the form: a double click or a retry sends it again and the server
  // answers the refund already recorded (issue #25).
  const [idempotencyKey] = useState(newFormKey);
  const form = useForm<RefundFormValues, unknown, RefundFormOutput>({
    resolver: withDateInputs(zodResolver(refundFormSchema(payment.refundable, mode === 'refund')), {
      shorten_to: 'New expiry date',
    }),
    defaultValues: {
      amount: mode === 'refund' ? '' : String(payment.refundable),
      reason: '',
      membership_effect: 'keep',
      shorten_to: '',
      reference: '',
      by_hand: false,
    },
  });
  const { formError, submit } = useFormSave<RefundFormValues, RefundInput>({
    save,
    id: payment.id,
    fields: REFUND_FIELDS,
    setError: form.setError,
    onDone,
  });
  // Checked values wait here for the confirmation: a credit note cannot be taken back.
  const [pending, setPending] = useState<RefundInput | null>(null);
  const onValid = (values: RefundFormOutput) => {
    setPending({
      ...(mode === 'refund'
        ? {
            amount: Number(values.amount),
            by_hand: values.by_hand,
            idempotency_key: idempotencyKey,
          }
        : {}),
      reason: values.reason,
      membership_effect: values.membership_effect,
      shorten_to: values.membership_effect === 'shorten' ? values.shorten_to : null,
      reference: values.reference,
    });
  };
  return {
    form,
    onSubmit: form.handleSubmit(onValid),
    pending,
    confirm: () => {
      if (pending) submit(pending);
      setPending(null);
    },
    cancel: () => setPending(null),
    formError,
    saving: save.isPending,
  };
}
