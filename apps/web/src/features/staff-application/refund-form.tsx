import { formatInr } from '@portico/domain/currency';
import { MEMBERSHIP_EFFECT_LABELS } from '@portico/domain/contracts/refunds.contract';
import { REFUND_MEMBERSHIP_EFFECT_VALUES } from '@portico/domain/contracts/values';
import type { UseFormReturn } from 'react-hook-form';
import { FormFooter } from '../../app/staff/form-save';
import { InputField, TextareaField } from '../../ui/list/field';
import { ConfirmModal } from '../../ui/confirm-modal';
import { DATE_INPUT_HINT } from '../../ui/date-input';
import { DateInputControl } from '../../ui/date-input-control';
import type { PaymentView, RefundInput } from './api/payments';
import type { RefundFormOutput, RefundFormValues } from './payment-form-values';
import { useRefundForm, type RefundMode } from './use-refund-form';
import fieldParts from '../../ui/field.module.css';
import fieldStyles from '../../ui/list/field.module.css';
import formLayout from '../../ui/list/form-layout.module.css';

/** What happens to the membership the payment bought, and the new expiry when shortened. */
function EffectFields({
  form,
  prefix,
}: {
  form: UseFormReturn<RefundFormValues, unknown, RefundFormOutput>;
  prefix: string;
}) {
  const { register } = form;
  const effect = form.watch('membership_effect');
  const shortenError = form.formState.errors.shorten_to?.message;
  return (
    <>
      <fieldset className={formLayout.checks}>
        <legend className={fieldStyles.label}>The membership this payment bought *</legend>
        {REFUND_MEMBERSHIP_EFFECT_VALUES.map((value) => (
          <div key={value} className={fieldParts.checkbox}>
            <input
              id={`${prefix}-effect-${value}`}
              type="radio"
              value={value}
              {...register('membership_effect')}
            />
            <label htmlFor={`${prefix}-effect-${value}`}>{MEMBERSHIP_EFFECT_LABELS[value]}</label>
          </div>
        ))}
      </fieldset>
      {effect === 'shorten' ? (
        <DateInputControl
          control={form.control}
          name="shorten_to"
          id={`${prefix}-shorten-to`}
          label="New expiry date"
          required
          error={shortenError}
          hint={`Before the current expiry date. ${DATE_INPUT_HINT}`}
        />
      ) : null}
    </>
  );
}

function submitLabel(mode: RefundMode, byHand: boolean): string {
  if (mode === 'reverse') return 'Reverse payment';
  return byHand ? 'Record refund' : 'Refund through the provider';
}

/** What the refund form's own fields are given: the form, the payment, the mode and the ids' prefix. */
type RefundFieldProps = {
  form: UseFormReturn<RefundFormValues, unknown, RefundFormOutput>;
  payment: PaymentView;
  mode: RefundMode;
  prefix: string;
};

/**
 * How the money goes back: offline payments by hand, with a reference; a card payment due for
 * refund may be marked refunded by hand (returned by bank transfer, say) instead of the provider.
 */
function ByHandFields({ form, payment, mode, prefix }: RefundFieldProps) {
  const { register } = form;
  const offline = payment.provider === 'offline';
  const canChoose = !offline && mode === 'refund' && payment.status === 'refund_due';
  const byHand = offline || form.watch('by_hand');
  return (
    <>
      {canChoose ? (
        <div className={fieldParts.checkbox}>
          <input id={`${prefix}-by-hand`} type="checkbox" {...register('by_hand')} />
          <label htmlFor={`${prefix}-by-hand`}>
            Already returned outside the payment provider (bank transfer, cheque)
          </label>
        </div>
      ) : null}
      {byHand ? (
        <InputField
          id={`${prefix}-reference`}
          label="Reference of the money returned (optional)"
          autoComplete="off"
          {...register('reference')}
        />
      ) : null}
    </>
  );
}

/** A refund's amount (up to what is left); a reversal says it takes all of it. */
function AmountField({ form, payment, mode, prefix }: RefundFieldProps) {
  const amountError = form.formState.errors.amount?.message;
  const { register } = form;
  return (
    <>
      {mode === 'refund' ? (
        <InputField
          id={`${prefix}-amount`}
          label="Amount to refund (₹)"
          required
          error={amountError}
          hint={`Up to ₹${formatInr(payment.refundable)}.`}
          className={`${fieldStyles.input} ${fieldStyles.narrow}`}
          inputMode="decimal"
          autoComplete="off"
          {...register('amount')}
        />
      ) : (
        <p>
          The whole of what is left of this payment, ₹{formatInr(payment.refundable)}, is reversed
          and a credit note issued.
        </p>
      )}
    </>
  );
}

/** Before the money goes back: how much, to whom, and that its credit note cannot be undone. */
function ConfirmRefund({
  pending,
  payment,
  mode,
  payer,
  onConfirm,
  onCancel,
}: {
  pending: RefundInput;
  payment: PaymentView;
  mode: RefundMode;
  payer: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const amount = `₹${formatInr(mode === 'refund' ? Number(pending.amount) : payment.refundable)}`;
  const byHand = payment.provider === 'offline' || pending.by_hand === true;
  const how = byHand
    ? 'It records that the money was returned outside the payment provider.'
    : 'The payment provider sends the money back to where it came from.';
  return (
    <ConfirmModal
      question={
        mode === 'refund'
          ? `Refund ${amount} to ${payer}?`
          : `Reverse the payment of ${amount} by ${payer}?`
      }
      confirmLabel={mode === 'refund' ? `Yes, refund ${amount}` : `Yes, reverse ${amount}`}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        {mode === 'refund' ? how : 'It refunds the whole of what is left of this payment.'} This
        issues a credit note for order {payment.unique_order_id} and cannot be undone.
      </p>
    </ConfirmModal>
  );
}

/**
 * Refund a payment in full or in part (card payments through the provider, offline ones by hand),
 * or (an admin) reverse an offline payment: a full refund with its credit note.
 */
export function RefundForm({
  applicationId,
  payment,
  mode,
  payer,
  onDone,
}: {
  applicationId: number;
  payment: PaymentView;
  mode: RefundMode;
  /** Who the money goes back to, as the confirmation names them. */
  payer: string;
  onDone: () => void;
}) {
  const refund = useRefundForm(applicationId, payment, mode, onDone);
  const { form, onSubmit, formError, saving } = refund;
  const prefix = `${mode}-${payment.id}`;
  const { register, formState } = form;
  const reasonError = formState.errors.reason?.message;
  const byHand = payment.provider === 'offline' || form.watch('by_hand');
  return (
    <form
      className={formLayout.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={
        mode === 'refund'
          ? `Refund payment of order ${payment.unique_order_id}`
          : `Reverse payment of order ${payment.unique_order_id}`
      }
    >
      <AmountField form={form} payment={payment} mode={mode} prefix={prefix} />
      <TextareaField
        id={`${prefix}-reason`}
        label="Reason"
        required
        error={reasonError}
        hint="Printed on the credit note."
        rows={3}
        {...register('reason')}
      />
      <ByHandFields form={form} payment={payment} mode={mode} prefix={prefix} />
      {payment.status === 'captured' ? <EffectFields form={form} prefix={prefix} /> : null}
      <FormFooter
        formError={formError}
        saving={saving}
        submitLabel={submitLabel(mode, byHand)}
        onCancel={onDone}
      />
      {refund.pending ? (
        <ConfirmRefund
          pending={refund.pending}
          payment={payment}
          mode={mode}
          payer={payer}
          onConfirm={refund.confirm}
          onCancel={refund.cancel}
        />
      ) : null}
    </form>
  );
}
