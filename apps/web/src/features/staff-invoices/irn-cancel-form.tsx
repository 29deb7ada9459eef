import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import {
  IRN_CANCEL_REASONS,
  irnCancelBody,
  type IrnCancelBody,
} from '@portico/domain/contracts/einvoice.contract';
import { formatIndiaDateTime } from '@portico/domain/format';
import { FormFooter, useFormSave } from '../../app/staff/form-save';
import { InputField } from '../../ui/list/field';
import { useCancelIrn } from './api/cancel-irn';
import type { StaffInvoiceItem } from './api/search-invoices';
import fieldParts from '../../ui/field.module.css';
import fieldStyles from '../../ui/list/field.module.css';
import formLayout from '../../ui/list/form-layout.module.css';

const FIELDS = ['reason', 'remark'] as const;
const REASONS = Object.entries(IRN_CANCEL_REASONS) as [IrnCancelBody['reason'], string][];
/** What the person fills in (no reason chosen to begin with); the document and id come from the row. */
const fieldsSchema = z.object({
  reason: z.string().pipe(irnCancelBody.shape.reason),
  remark: irnCancelBody.shape.remark,
});
type Values = z.input<typeof fieldsSchema>;
type Filled = z.output<typeof fieldsSchema>;
const KIND = { invoice: 'invoice', credit_note: 'credit note' } as const;

/** GST's four reasons for a cancellation, as radios (none chosen to begin with). */
function ReasonChoice({
  form,
  prefix,
}: {
  form: UseFormReturn<Values, unknown, Filled>;
  prefix: string;
}) {
  const reasonError = form.formState.errors.reason?.message;
  return (
    <fieldset
      className={formLayout.checks}
      aria-describedby={reasonError ? `${prefix}-reason-error` : undefined}
    >
      <legend className={fieldStyles.label}>Why is the IRN cancelled? *</legend>
      {reasonError ? (
        <p id={`${prefix}-reason-error`} className={fieldParts.error}>
          {reasonError}
        </p>
      ) : null}
      {REASONS.map(([code, label]) => (
        <div key={code} className={fieldParts.checkbox}>
          <input
            id={`${prefix}-reason-${code}`}
            type="radio"
            value={code}
            {...form.register('reason')}
          />
          <label htmlFor={`${prefix}-reason-${code}`}>{label}</label>
        </div>
      ))}
    </fieldset>
  );
}

/**
 * Cancels a document's IRN at the IRP, which allows it only within 24 hours: the reason GST asks for
 * and a remark, with what follows said before the button (it cannot be undone).
 */
export function IrnCancelForm({ item, onDone }: { item: StaffInvoiceItem; onDone: () => void }) {
  const cancel = useCancelIrn();
  const form = useForm<Values, unknown, Filled>({
    resolver: zodResolver(fieldsSchema),
    defaultValues: { reason: '', remark: '' },
  });
  const { formError, submit } = useFormSave({
    save: cancel,
    id: item.id,
    fields: FIELDS,
    setError: form.setError,
    onDone,
  });
  const prefix = `irn-cancel-${item.kind}-${item.id}`;
  const remarkError = form.formState.errors.remark?.message;
  const until = item.irn?.cancellable_until;
  return (
    <form
      className={formLayout.form}
      noValidate
      aria-label={`Cancel the IRN of ${KIND[item.kind]} ${item.number}`}
      onSubmit={(event) =>
        void form.handleSubmit((values) => submit({ ...values, document: item.kind, id: item.id }))(
          event,
        )
      }
    >
      <ReasonChoice form={form} prefix={prefix} />
      <InputField
        id={`${prefix}-remark`}
        label="Remark for the IRP"
        required
        error={remarkError}
        hint="Up to 100 characters, for example what was entered wrongly."
        autoComplete="off"
        maxLength={100}
        {...form.register('remark')}
      />
      <p>
        The IRP will treat {KIND[item.kind]} {item.number} as cancelled and its PDF will no longer
        show the IRN. This cannot be undone; to bill the supply again, issue a new document.
        {until ? ` It can be cancelled until ${formatIndiaDateTime(new Date(until))}.` : ''}
      </p>
      <FormFooter
        formError={formError}
        saving={cancel.isPending}
        submitLabel="Cancel the IRN"
        savingLabel="Cancelling…"
        cancelLabel="Keep the IRN"
        onCancel={onDone}
      />
    </form>
  );
}
