import { formatInr } from '@portico/domain/currency';
import { formatDocumentDate } from '@portico/domain/format';
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormFooter } from '../../app/staff/form-save';
import { Field } from '../../ui/list/field';
import { fieldAria } from '../../ui/field-parts';
import type { PaymentView } from './api/payments';
import type { CreditMode, CreditNoteFormOutput, CreditNoteFormValues } from './credit-note-values';
import { useCreditNoteForm } from './use-credit-note-form';
import buttons from '../../ui/button.module.css';
import fieldParts from '../../ui/field.module.css';
import fieldStyles from '../../ui/list/field.module.css';
import formLayout from '../../ui/list/form-layout.module.css';

type Invoice = NonNullable<PaymentView['invoice']>;
type Form = UseFormReturn<CreditNoteFormValues, unknown, CreditNoteFormOutput>;

/** One text field of the form, with its label, error and hint. */
function TextField({
  form,
  name,
  label,
  prefix,
  hint,
  required = true,
  multiline = false,
}: {
  form: Form;
  name: keyof CreditNoteFormValues;
  label: string;
  prefix: string;
  hint?: string;
  required?: boolean;
  multiline?: boolean;
}) {
  const id = `${prefix}-${name}`;
  const error = form.formState.errors[name]?.message;
  const aria = fieldAria(id, error, hint !== undefined);
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint}>
      {multiline ? (
        <textarea {...aria} className={fieldStyles.input} rows={3} {...form.register(name)} />
      ) : (
        <input
          {...aria}
          className={fieldStyles.input}
          autoComplete="off"
          {...form.register(name)}
        />
      )}
    </Field>
  );
}

/** Who the new invoice is issued to. */
function RebillFields({ form, prefix }: { form: Form; prefix: string }) {
  return (
    <>
      <TextField form={form} name="gstin" label="Buyer’s GSTIN" prefix={prefix} />
      <TextField form={form} name="company" label="Business name" prefix={prefix} />
      <TextField form={form} name="name" label="Person billed" prefix={prefix} />
      <TextField
        form={form}
        name="address"
        label="Billing address"
        prefix={prefix}
        required={false}
        multiline
        hint="Leave blank to keep the address on the invoice."
      />
    </>
  );
}

/** What is about to be issued, said back before it is: a credit note cannot be withdrawn. */
function Confirmation({
  invoice,
  mode,
  values,
  saving,
  onIssue,
  onBack,
}: {
  invoice: Invoice;
  mode: CreditMode;
  values: CreditNoteFormOutput;
  saving: boolean;
  onIssue: () => void;
  onBack: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const amount =
    mode === 'credit' && values.amount !== ''
      ? Number(values.amount.replace(/,/g, ''))
      : invoice.creditable;
  return (
    <section aria-labelledby={`confirm-${invoice.order_id}`}>
      <h4 id={`confirm-${invoice.order_id}`} ref={heading} tabIndex={-1}>
        Check before you issue
      </h4>
      <p>
        A credit note of ₹{formatInr(amount)} will be issued against invoice {invoice.number}, for “
        {values.reason}”. No money goes back and the membership stays as it is.
      </p>
      {mode === 'rebill' ? (
        <p>
          A new tax invoice for the same supply will then be issued to {values.company} (GSTIN{' '}
          {values.gstin}), dated today. Both are emailed to the member.
        </p>
      ) : null}
      <p>
        <strong>Issued documents cannot be changed or withdrawn.</strong>
      </p>
      <div className={formLayout.actions}>
        <button type="button" className={buttons.primary} disabled={saving} onClick={onIssue}>
          {saving
            ? 'Issuing…'
            : mode === 'rebill'
              ? 'Issue credit note and invoice'
              : 'Issue credit note'}
        </button>
        <button type="button" className={buttons.secondary} onClick={onBack}>
          Change
        </button>
      </div>
    </section>
  );
}

/**
 * A credit note without a refund, or (re-billing) one for the whole invoice and a new invoice to
 * a buyer who gives a GSTIN: the form, then its confirmation (decision 083).
 */
export function CreditNoteForm({
  applicationId,
  invoice,
  mode,
  onDone,
}: {
  applicationId: number;
  invoice: Invoice;
  mode: CreditMode;
  onDone: () => void;
}) {
  const state = useCreditNoteForm(applicationId, invoice, mode, onDone);
  const prefix = `${mode}-${invoice.order_id}`;
  const deadline = formatDocumentDate(new Date(invoice.credit_deadline));
  if (state.confirming) {
    return (
      <Confirmation
        invoice={invoice}
        mode={mode}
        values={state.confirming}
        saving={state.saving}
        onIssue={state.issue}
        onBack={state.back}
      />
    );
  }
  const label =
    mode === 'credit'
      ? `Credit note against invoice ${invoice.number}`
      : `Re-bill invoice ${invoice.number} with a GSTIN`;
  return (
    <form
      className={formLayout.form}
      onSubmit={(event) => void state.onSubmit(event)}
      noValidate
      aria-label={label}
    >
      <p className={fieldParts.hint}>
        Allowed until {deadline} (Section 34(2) of the CGST Act: 30 November after the financial
        year of the supply).
      </p>
      {mode === 'credit' ? (
        <TextField
          form={state.form}
          name="amount"
          label="Amount to credit, taxes included (₹)"
          prefix={prefix}
          required={false}
          hint={`Leave blank for all that is left: ₹${formatInr(invoice.creditable)}.`}
        />
      ) : (
        <RebillFields form={state.form} prefix={prefix} />
      )}
      <TextField
        form={state.form}
        name="reason"
        label="Reason"
        prefix={prefix}
        hint="Printed on the credit note."
        multiline
      />
      <FormFooter
        formError={state.formError}
        saving={state.saving}
        submitLabel="Continue"
        onCancel={onDone}
      />
    </form>
  );
}
