import { formatInr } from '@portico/domain/currency';
import {
  TDS_SECTION_LABELS,
  TDS_SECTION_VALUES,
  tdsOnPaise,
} from '@portico/domain/offline-payment';
import { rupeesToPaise } from '@portico/domain/money';
import { Field } from '../../ui/list/field';
import type { OfflineDue } from './api/offline-due';
import { OfflineTextField } from './offline-text-field';
import type { OfflinePaymentFormState } from './use-offline-payment-form';
import fieldParts from '../../ui/field.module.css';
import fieldStyles from '../../ui/list/field.module.css';

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
  const { register, watched } = form;
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
          <OfflineTextField
            form={form}
            name="tds.rate"
            id="offline-tds-rate"
            label="TDS rate (%)"
            required
            narrow
            inputMode="decimal"
          />
          <OfflineTextField
            form={form}
            name="tds.amount"
            id="offline-tds-amount"
            label="TDS amount (₹)"
            required
            hint={tdsHint(due, watched.tdsRate)}
            narrow
            inputMode="decimal"
          />
        </>
      ) : null}
      <Tick
        form={form}
        name="charges_on"
        label="Bank charges were deducted (accounts staff only)"
      />
      {watched.charges_on ? (
        <>
          <OfflineTextField
            form={form}
            name="bank_charges.amount"
            id="offline-charges-amount"
            label="Bank charges written off (₹)"
            required
            narrow
            inputMode="decimal"
          />
          <OfflineTextField
            form={form}
            name="bank_charges.reason"
            id="offline-charges-reason"
            label="Why they are written off"
            required
          />
        </>
      ) : null}
    </>
  );
}
