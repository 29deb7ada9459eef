import { formatInr } from '@portico/domain/currency';
import {
  TDS_SECTION_LABELS,
  TDS_SECTION_VALUES,
  tdsOnPaise,
} from '@portico/domain/offline-payment';
import { rupeesToPaise } from '@portico/domain/money';
import { Field } from '../../ui/list/field';
import { fieldAria } from '../../ui/field-parts';
import type { OfflineDue } from './api/offline-due';
import type { OfflinePaymentFormState } from './use-offline-payment-form';
import fieldParts from '../../ui/field.module.css';
import fieldStyles from '../../ui/list/field.module.css';

type Name = 'tds.rate' | 'tds.amount' | 'bank_charges.amount' | 'bank_charges.reason';

function Input({
  form,
  name,
  id,
  hint = false,
  narrow = true,
}: {
  form: OfflinePaymentFormState;
  name: Name;
  id: string;
  hint?: boolean;
  narrow?: boolean;
}) {
  return (
    <input
      {...fieldAria(id, form.error(name), hint)}
      className={`${fieldStyles.input} ${narrow ? fieldStyles.narrow : ''}`}
      autoComplete="off"
      {...(name === 'bank_charges.reason' ? {} : { inputMode: 'decimal' as const })}
      {...form.register(name)}
    />
  );
}

/** '10% of ₹25,000 (the value before GST) is ₹2,500', when nothing is paid yet. */
function tdsHint(due: OfflineDue | undefined, rate: string): string {
  const percent = Number(rate);
  if (!due || due.total !== due.balance_due || !(percent > 0)) {
    return 'TDS is on the value before GST of what this payment settles.';
  }
  const tds = tdsOnPaise(rupeesToPaise(due.taxable), Math.round(percent * 100)) / 100;
  return `${percent}% of ₹${formatInr(due.taxable)}, the value before GST, is ₹${formatInr(tds)}.`;
}

function Tick({
  form,
  name,
  label,
}: {
  form: OfflinePaymentFormState;
  name: 'tds_on' | 'charges_on';
  label: string;
}) {
  const id = `offline-${name}`;
  return (
    <div className={fieldParts.checkbox}>
      <input id={id} type="checkbox" {...form.register(name)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** TDS the payer deducted, and bank charges taken from the money: each when ticked. */
export function OfflineDeductions({
  form,
  due,
}: {
  form: OfflinePaymentFormState;
  due: OfflineDue | undefined;
}) {
  const { register, error, watched } = form;
  return (
    <>
      <Tick form={form} name="tds_on" label="The payer deducted TDS" />
      {watched.tds_on ? (
        <>
          <Field id="offline-tds-section" label="TDS section" required>
            <select
              id="offline-tds-section"
              className={fieldStyles.input}
              {...register('tds.section')}
            >
              {TDS_SECTION_VALUES.map((section) => (
                <option key={section} value={section}>
                  {TDS_SECTION_LABELS[section]}
                </option>
              ))}
            </select>
          </Field>
          <Field id="offline-tds-rate" label="TDS rate (%)" required error={error('tds.rate')}>
            <Input form={form} name="tds.rate" id="offline-tds-rate" />
          </Field>
          <Field
            id="offline-tds-amount"
            label="TDS amount (₹)"
            required
            error={error('tds.amount')}
            hint={tdsHint(due, watched.tdsRate)}
          >
            <Input form={form} name="tds.amount" id="offline-tds-amount" hint />
          </Field>
        </>
      ) : null}
      <Tick
        form={form}
        name="charges_on"
        label="Bank charges were deducted (accounts staff only)"
      />
      {watched.charges_on ? (
        <>
          <Field
            id="offline-charges-amount"
            label="Bank charges written off (₹)"
            required
            error={error('bank_charges.amount')}
          >
            <Input form={form} name="bank_charges.amount" id="offline-charges-amount" />
          </Field>
          <Field
            id="offline-charges-reason"
            label="Why they are written off"
            required
            error={error('bank_charges.reason')}
          >
            <Input
              form={form}
              name="bank_charges.reason"
              id="offline-charges-reason"
              narrow={false}
            />
          </Field>
        </>
      ) : null}
    </>
  );
}
