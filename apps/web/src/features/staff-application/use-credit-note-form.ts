import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { REBILL_DEFAULT_REASON } from '@portico/domain/contracts/credit-notes.contract';
import { useFormSave } from '../../app/staff/form-save';
import {
  useIssueCreditNote,
  useRebillInvoice,
  type CreditNoteInput,
  type RebillInput,
} from './api/credit-notes';
import {
  CREDIT_NOTE_FIELDS,
  creditNoteFormSchema,
  type CreditMode,
  type CreditNoteFormOutput,
  type CreditNoteFormValues,
} from './credit-note-values';

/** 32 hex digits: getRandomValues works on plain http too, unlike randomUUID. */
function newFormKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The credit note (or re-billing) form: checked, then shown back for confirmation (a credit note
 * cannot be withdrawn), then sent with the key made when the form opened, so a double click or a
 * retry answers the credit note already issued.
 */
export function useCreditNoteForm(
  applicationId: number,
  invoice: { order_id: number; creditable: number },
  mode: CreditMode,
  onDone: () => void,
) {
  const credit = useIssueCreditNote(applicationId);
  const rebill = useRebillInvoice(applicationId);
  const [idempotencyKey] = useState(newFormKey);
  const [confirming, setConfirming] = useState<CreditNoteFormOutput | null>(null);
  const form = useForm<CreditNoteFormValues, unknown, CreditNoteFormOutput>({
    resolver: zodResolver(creditNoteFormSchema(mode, invoice.creditable)),
    defaultValues: {
      amount: '',
      reason: mode === 'rebill' ? REBILL_DEFAULT_REASON : '',
      gstin: '',
      name: '',
      company: '',
      address: '',
    },
  });
  const common = {
    id: invoice.order_id,
    fields: CREDIT_NOTE_FIELDS,
    setError: form.setError,
    onDone,
    // A refusal goes back to the form, where the message shows beside its field or above the buttons.
    onFailed: () => setConfirming(null),
  };
  const creditSave = useFormSave<CreditNoteFormValues, CreditNoteInput>({
    save: credit,
    ...common,
  });
  const rebillSave = useFormSave<CreditNoteFormValues, RebillInput>({ save: rebill, ...common });
  const issue = () => {
    if (!confirming) return;
    const values = confirming;
    if (mode === 'credit') {
      const amount = values.amount === '' ? null : Number(values.amount.replace(/,/g, ''));
      creditSave.submit({ idempotency_key: idempotencyKey, amount, reason: values.reason });
    } else {
      rebillSave.submit({
        idempotency_key: idempotencyKey,
        gstin: values.gstin,
        name: values.name,
        company: values.company,
        address: values.address === '' ? null : values.address,
        reason: values.reason,
      });
    }
  };
  return {
    form,
    onSubmit: form.handleSubmit(setConfirming),
    confirming,
    back: () => setConfirming(null),
    issue,
    formError: mode === 'credit' ? creditSave.formError : rebillSave.formError,
    saving: mode === 'credit' ? credit.isPending : rebill.isPending,
  };
}
