import { OFFLINE_METHOD_LABELS } from '@portico/domain/contracts/refunds.contract';
import { OFFLINE_PAYMENT_METHOD_VALUES } from '@portico/domain/contracts/values';
import { FormFooter } from '../../app/staff/form-save';
import { Field } from '../../ui/list/field';
import { fieldAria } from '../../ui/field-parts';
import { DateInputControl } from '../../ui/date-input-control';
import type { OfflinePaymentInput } from './api/payments';
import { OfflineDeductions } from './offline-deductions';
import { OfflineDueSummary } from './offline-due-summary';
import { OfflineTextField } from './offline-text-field';
import { useOfflinePaymentForm, type OfflinePaymentFormState } from './use-offline-payment-form';
import fieldParts from '../../ui/field.module.css';
import fieldStyles from '../../ui/list/field.module.css';
import formLayout from '../../ui/list/form-layout.module.css';

const PURPOSES: Array<[OfflinePaymentInput['purpose'], string]> = [
  ['register', 'New membership (this application)'],
  ['upgrade', 'Upgrade'],
  ['renew', 'Renewal'],
  ['revive_renew', 'Revival of a lapsed membership'],
];

/** What the money is for, how much, and how it came. */
function WhatFields({ form }: { form: OfflinePaymentFormState }) {
  const { register, error } = form;
  return (
    <>
      <Field id="offline-purpose" label="What the payment is for" required error={error('purpose')}>
        <select
          {...fieldAria('offline-purpose', error('purpose'))}
          className={fieldStyles.input}
          {...register('purpose')}
        >
          {PURPOSES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </Field>
      <OfflineTextField
        form={form}
        name="amount"
        id="offline-amount"
        label="Amount received (₹)"
        required
        hint="The money that came, like 27,000 or 1,29,500.50. With any TDS and bank charges below it settles the amount due; less leaves the rest due as a part payment."
        narrow
        inputMode="decimal"
        spellCheck={false}
      />
      <fieldset
        className={formLayout.checks}
        aria-describedby={error('method') ? 'offline-method-error' : undefined}
      >
        <legend className={fieldStyles.label}>How it was received *</legend>
        {OFFLINE_PAYMENT_METHOD_VALUES.map((method) => (
          <div key={method} className={fieldParts.checkbox}>
            <input
              id={`offline-method-${method}`}
              type="radio"
              value={method}
              {...register('method')}
            />
            <label htmlFor={`offline-method-${method}`}>{OFFLINE_METHOD_LABELS[method]}</label>
          </div>
        ))}
        {error('method') ? (
          <p id="offline-method-error" className={fieldParts.error}>
            {error('method')}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}

/** What identifies the payment: reference, bank, date, and the coupon the checkout applied. */
function HowFields({ form }: { form: OfflinePaymentFormState }) {
  const { control, error } = form;
  return (
    <>
      <OfflineTextField
        form={form}
        name="reference"
        id="offline-reference"
        label="Cheque number, UTR or receipt number"
        required
      />
      <OfflineTextField form={form} name="bank" id="offline-bank" label="Bank (optional)" />
      <DateInputControl
        control={control}
        name="received_on"
        id="offline-received-on"
        label="Date received"
        required
        error={error('received_on')}
      />
      <OfflineTextField
        form={form}
        name="coupon"
        id="offline-coupon"
        label="Coupon code (optional)"
        hint="New memberships only, as the checkout applies it."
        narrow
      />
    </>
  );
}

/**
 * Accounts staff record a cheque, NEFT/RTGS, UPI or cash payment as it happened: the amount due is
 * shown as the form opens; the money received with any TDS and bank charges settles it (the server
 * checks it all and activates the membership as a card payment does), and less is a part payment.
 */
export function OfflinePaymentForm({
  applicationId,
  onDone,
}: {
  applicationId: number;
  onDone: () => void;
}) {
  const form = useOfflinePaymentForm(applicationId, onDone);
  return (
    <form
      className={formLayout.form}
      onSubmit={(event) => void form.onSubmit(event)}
      noValidate
      aria-label="Record offline payment"
    >
      <OfflineDueSummary due={form.due.data} error={form.due.error} loading={form.due.isPending} />
      <WhatFields form={form} />
      <OfflineDeductions form={form} due={form.due.data} />
      <HowFields form={form} />
      <FormFooter
        formError={form.formError}
        saving={form.saving}
        submitLabel="Record payment"
        onCancel={onDone}
      />
    </form>
  );
}
